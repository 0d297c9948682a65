import { expect, test, type Page } from "@playwright/test";
import {
  ADDRESS_NOT_FOUND,
  COUNTRY_NA,
  EIRCODE_NOTICE,
  ENABLE_LOCATION,
  LAT_NA,
  LONG_NA,
  WITHOUT_PERMISSION,
  ZIP_NA,
  ZIP_NOTICE,
} from "../../client/tools/notices.ts";

const ADDRESS_TOOLS = [
  "address-verification",
  "address-autocomplete",
  "eircode-finder",
  "postcode-finder-uk",
  "royal-mail-postcode-finder",
  "postcode-finder",
  "zip-code-lookup",
  "usps-address-verification",
];
const HIGHLIGHTED = new Set(["eircode-finder", "postcode-finder-uk", "royal-mail-postcode-finder"]);

const row = (page: Page, label: string) => page.locator(".result-row").filter({ has: page.locator(".result-row__label", { hasText: new RegExp(`^${label}$`) }) });
const valueOf = (page: Page, label: string) => row(page, label).locator(".result-row__text");
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function openTool(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await expect(page.locator("locus-island[data-hydrated]")).toHaveCount(1);
}

async function suggestionsFor(page: Page, country: string, text: string) {
  await page.getByLabel("Country").selectOption({ label: country });
  await page.getByRole("combobox", { name: "Address" }).fill(text);
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toBeVisible();
  return options;
}

test.describe("address tools", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  for (const slug of ADDRESS_TOOLS) {
    test(`${slug}: a US ZIP code gives suggestions in the country, fills the results, shows the map, copies`, async ({ page }) => {
      await openTool(page, slug);
      await expect(page.locator(".tool-results")).toHaveCount(0);
      await expect(page.locator(".map-view")).toHaveCount(0);

      const options = await suggestionsFor(page, "United States", "9021");
      for (const text of await options.allTextContents()) expect(text).toMatch(/, United States$/);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");

      await expect(valueOf(page, "The address you entered")).toHaveText("Beverly Hills, CA 90210, United States");
      await expect(valueOf(page, "ZIP Code")).toHaveText("90210");
      await expect(valueOf(page, "City")).toHaveText("Beverly Hills");
      await expect(valueOf(page, "State / Region")).toHaveText("CA");
      await expect(valueOf(page, "Country")).toHaveText("United States");
      await expect(valueOf(page, "Coordinates")).toHaveText("Lat: 34.090100 / Long: -118.406500");
      // The offline data has towns and ZIP codes, not buildings: no street, and never ROOFTOP.
      await expect(valueOf(page, "Number")).toHaveText("NA");
      await expect(row(page, "Geocode Precision")).toHaveCount(0);
      await expect(row(page, "ZIP Code")).toHaveClass(HIGHLIGHTED.has(slug) ? /result-row--highlight/ : /^result-row$/);

      await row(page, "The address you entered").getByRole("button").click();
      expect(await clipboard(page)).toBe("Beverly Hills, CA 90210, United States");
      await row(page, "Coordinates").getByRole("button").click();
      expect(await clipboard(page)).toBe("34.090100, -118.406500");
      if (HIGHLIGHTED.has(slug)) {
        await row(page, "ZIP Code").getByRole("button").click();
        expect(await clipboard(page)).toBe("90210");
      }

      const map = page.getByRole("region", { name: "Map of Beverly Hills, CA 90210, United States" });
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute("data-map-state", "ready");
      await expect(map.getByRole("img", { name: "Beverly Hills, CA 90210, United States" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", /^\/maps\?loc=34\.0901,-118\.4065,14&destination=/);
    });
  }

  test("a city in the country chosen: the postcode label follows the country", async ({ page }) => {
    await openTool(page, "postcode-finder-uk");
    const options = await suggestionsFor(page, "United Kingdom", "Manchest");
    for (const text of await options.allTextContents()) expect(text).toMatch(/, United Kingdom$/);
    await options.filter({ hasText: /^Manchester, England/ }).click();
    await expect(valueOf(page, "City")).toHaveText("Manchester");
    await expect(valueOf(page, "Country")).toHaveText("United Kingdom");
    await expect(row(page, "Postal Code")).toHaveCount(1);
  });

  test("the Eircode finder asks for Ireland while another country is selected", async ({ page }) => {
    await openTool(page, "eircode-finder");
    await expect(page.getByLabel("Country")).toHaveValue("IE");
    await expect(page.getByText(EIRCODE_NOTICE)).toHaveCount(0);
    await page.getByLabel("Country").selectOption({ label: "France" });
    await expect(page.getByRole("note")).toHaveText(EIRCODE_NOTICE);
    const options = await suggestionsFor(page, "Ireland", "Dubl");
    await options.first().click();
    await expect(row(page, "Eircode")).toHaveCount(1);
  });

  test("the ZIP code finder asks for the United States while another country is selected", async ({ page }) => {
    await openTool(page, "zip-code-lookup");
    await expect(page.getByLabel("Country")).toHaveValue("US");
    await page.getByLabel("Country").selectOption({ label: "Germany" });
    await expect(page.getByRole("note")).toHaveText(ZIP_NOTICE);
  });

  test("suggestions work with the keyboard alone and Escape closes them", async ({ page }) => {
    await openTool(page, "postcode-finder");
    await suggestionsFor(page, "France", "Lyo");
    const input = page.getByRole("combobox", { name: "Address" });
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", "postcode-finder-address-option-0");
    await page.keyboard.press("Escape");
    await expect(input).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("location tools with the position granted (New York)", () => {
  test.use({
    permissions: ["geolocation", "clipboard-read", "clipboard-write"],
    geolocation: { latitude: 40.7128, longitude: -74.006 },
  });

  const headlines: Record<string, RegExp | null> = {
    "what-is-my-address": null,
    "where-am-i-find-my-location": null,
    "what-country-am-i-in": /^Country: United States$/,
    "what-is-my-zip-code": /^Zip Code: 10007$/,
    "my-zip-code-extra-4-digits": /^Zip Code: 10007/,
  };

  for (const [slug, headline] of Object.entries(headlines)) {
    test(`${slug}: country, address, coordinates and a working share link`, async ({ page }) => {
      await openTool(page, slug);
      const share = page.getByRole("textbox", { name: "Link to your position" });
      await expect(share).toHaveValue(/\/maps\?loc=40\.7128,-74\.006,14$/);
      await expect(page.locator(".tool-location__block").first()).toContainText("New York City, NY 10007, United States");
      await expect(page.getByText("Lat: 40.712800")).toBeVisible();
      await expect(page.getByText("Long: -74.006000")).toBeVisible();
      if (headline) await expect(page.locator(".tool-headline__text")).toHaveText(headline);

      await page.getByRole("button", { name: "Copy Coords" }).click();
      expect(await clipboard(page)).toBe("40.712800, -74.006000");
      await share.fill(`${await share.inputValue()}&note=meet-here`);
      await page.getByRole("button", { name: "Copy Link" }).click();
      expect(await clipboard(page)).toMatch(/loc=40\.7128,-74\.006,14&note=meet-here$/);

      const map = page.getByRole("region", { name: "Map of your position" });
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute("data-map-state", "ready");

      // The shared link leads to this site's map page, which shows the position.
      await page.goto(await share.inputValue());
      const shared = page.getByRole("region", { name: "Map of the shared position" });
      await expect(shared).toHaveAttribute("data-map-state", "ready");
      await expect(page.locator(".map-text")).toContainText("Shared position: Lat: 40.7128");
    });
  }
});

test.describe("location tools with the position denied", () => {
  test.use({ permissions: [] });

  const placeholders: Record<string, string[]> = {
    "what-is-my-address": [LAT_NA, LONG_NA],
    "where-am-i-find-my-location": [LAT_NA, LONG_NA],
    "what-country-am-i-in": [COUNTRY_NA, LAT_NA, LONG_NA],
    "what-is-my-zip-code": [ZIP_NA, LAT_NA, LONG_NA],
    "my-zip-code-extra-4-digits": [ZIP_NA, LAT_NA, LONG_NA],
  };

  for (const [slug, texts] of Object.entries(placeholders)) {
    test(`${slug}: the notice and NA placeholders, verbatim`, async ({ page }) => {
      await openTool(page, slug);
      await expect(page.getByRole("note")).toContainText(ENABLE_LOCATION);
      await expect(page.getByRole("note")).toContainText(WITHOUT_PERMISSION);
      for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByText(ADDRESS_NOT_FOUND)).toHaveCount(0);
      await expect(page.locator(".map-view")).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: "Link to your position" })).toHaveCount(0);
    });
  }
});

test.describe("geocode lookup", () => {
  test.use({ extraHTTPHeaders: { "X-Simulate-Country": "FR", "X-Simulate-Position": "48.8566,2.3522" }, permissions: ["clipboard-read", "clipboard-write"] });

  test("starts from the network's position, reverse geocodes it, and follows a chosen address and a picked point", async ({ page }) => {
    await openTool(page, "geocode-lookup");
    await expect(page.getByLabel("Country")).toHaveValue("");
    await expect(valueOf(page, "Address")).toContainText("Paris");
    await expect(valueOf(page, "Coordinates")).toHaveText("Lat: 48.856600 / Long: 2.352200");
    await expect(page.getByText("Position from your network's approximate location.")).toBeVisible();

    const options = await suggestionsFor(page, "France", "Lyon");
    await options.filter({ hasText: /^Lyon, / }).click();
    await expect(valueOf(page, "City")).toHaveText("Lyon");
    await row(page, "Address").getByRole("button").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Lyon, .*France$/);

    const map = page.getByRole("region", { name: "Map: choose a point or an address" });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-state", "ready");
    const before = await valueOf(page, "Coordinates").textContent();
    const box = (await map.locator(".map-view__canvas").boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await expect(page.getByText("Position from the point you chose on the map.")).toBeVisible();
    await expect(valueOf(page, "Coordinates")).not.toHaveText(before ?? "");
    await expect(page.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", /^\/maps\?loc=/);
  });
});

test("the directions page shows the shared position and the destination of a place id", async ({ page, request }) => {
  const answer = (await (await request.get("/api/localities/autocomplete?input=Lyon&components=country:fr")).json()) as {
    localities: { public_id: string }[];
  };
  const placeId = answer.localities[0]?.public_id ?? "";
  await page.goto(`/maps?loc=45.7578,4.832,14&destination=${encodeURIComponent(placeId)}`);
  const map = page.getByRole("region", { name: "Map of the shared position and the destination" });
  await expect(map).toHaveAttribute("data-map-state", "ready");
  await expect(page.locator(".map-text")).toContainText("Lyon");
  await expect(map.getByRole("img")).toHaveCount(2);
});
