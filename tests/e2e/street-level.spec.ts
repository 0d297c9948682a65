import { expect, test, type Page } from "@playwright/test";
import { STREET_LEVEL_CAPABILITIES } from "../../client/localities/capabilities.ts";
import { TOOL_SLUGS } from "../../client/tools/tools.ts";
import { brokenPromises } from "../../scripts/lib/tool-promises.ts";

/**
 * The second server (the Playwright project `street-level`): the same tool pages with a
 * street-level Localities API configured (docs/tools.md). They invite streets and house
 * numbers again, and show house number, street, full postcode, full Eircode and ZIP+4.
 */

const row = (page: Page, label: string) =>
  page
    .locator(".result-row")
    .filter({ has: page.locator(".result-row__label", { hasText: new RegExp(`^${label}$`) }) });
const value = (page: Page, label: string) => row(page, label).locator(".result-row__text");

async function openTool(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await expect(page.locator("locus-island[data-hydrated]")).toHaveCount(1);
}

async function choose(page: Page, text: string) {
  await page.getByRole("combobox", { name: "Address" }).fill(text);
  await page.getByRole("listbox").getByRole("option").first().click();
}

test("the UK postcode finder invites a street and shows number, street, full postcode and ROOFTOP", async ({
  page,
}) => {
  await openTool(page, "postcode-finder-uk");
  await expect(page.getByRole("combobox", { name: "Address" })).toHaveAttribute(
    "placeholder",
    "Start typing an address: number and street, or a postcode",
  );
  await expect(page.locator(".free-tool__how-to")).toContainText("starting with the house number and the street");
  await expect(page.getByText("open data built into this site")).toHaveCount(0);
  await choose(page, "10 Downing");
  await expect(value(page, "Number")).toHaveText("10");
  await expect(value(page, "Street")).toHaveText("Downing Street");
  await expect(value(page, "Postal Code")).toHaveText("SW1A 2AA");
  await expect(row(page, "Postal Code")).toHaveClass(/result-row--highlight/);
  await expect(value(page, "Geocode Precision")).toHaveText("ROOFTOP");
});

test("the Eircode finder finds a full Eircode, highlighted under Eircode", async ({ page }) => {
  await openTool(page, "eircode-finder");
  await choose(page, "D02 X285");
  await expect(value(page, "Eircode")).toHaveText("D02 X285");
  await expect(row(page, "Eircode")).toHaveClass(/result-row--highlight/);
  await expect(value(page, "Street")).toHaveText("Adelaide Road");
  await expect(row(page, "Eircode routing key")).toHaveCount(0);
});

test("the ZIP code finder shows a street address with its ZIP+4", async ({ page }) => {
  await openTool(page, "zip-code-lookup");
  await choose(page, "1600 Amphitheatre");
  await expect(value(page, "Number")).toHaveText("1600");
  await expect(value(page, "ZIP Code")).toHaveText("94043-1351");
});

test.describe("a position's street address", () => {
  test.use({ permissions: ["geolocation"], geolocation: { latitude: 40.74844, longitude: -73.98566 } });

  test("the extra 4 digits of my ZIP code: the ZIP+4 of the address where I am", async ({ page }) => {
    await openTool(page, "my-zip-code-extra-4-digits");
    await expect(page.locator(".tool-headline__text")).toHaveText("Zip Code: 10118-0110");
    await expect(page.locator(".tool-location__value").first()).toHaveText(
      "350 Fifth Avenue, New York, NY 10118-0110, United States",
    );
  });
});

test("no tool page names an internal word, and each invites what a street-level API answers", async ({ page }) => {
  for (const slug of TOOL_SLUGS) {
    await openTool(page, slug);
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text a visitor reads (Playwright), not a DOM node
    const text = await page.locator("main").innerText();
    expect(brokenPromises(text, STREET_LEVEL_CAPABILITIES), slug).toEqual([]);
  }
});
