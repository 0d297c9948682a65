import { expect, test, type Page } from "@playwright/test";

/**
 * What the embedded provider answers through the tools (docs/tools.md), and the states a
 * visitor sees while it answers: loading, a new search, one message at a time, and the
 * simulated country reaching the page's own calls.
 */

const row = (page: Page, label: string) =>
  page
    .locator(".result-row")
    .filter({ has: page.locator(".result-row__label", { hasText: new RegExp(`^${label}$`) }) });
const value = (page: Page, label: string) => row(page, label).locator(".result-row__text");

async function openTool(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("locus-island[data-hydrated]")).toHaveCount(1);
}

async function chooseFirst(page: Page, country: string, text: string) {
  await page.getByLabel("Country").selectOption({ label: country });
  await page.getByRole("combobox", { name: "Address" }).fill(text);
  const first = page.getByRole("listbox").getByRole("option").first();
  await expect(first).toBeVisible();
  const description = await first.textContent();
  await first.click();
  return description;
}

test("SW1A 1AA, M1 1AE, EH1 1YZ, D02 X285, T12, 75016 and 75020 are answered at their level, each at its own point", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cases: [country: string, input: string, label: string, code: string][] = [
    ["United Kingdom", "SW1A 1AA", "Postcode area", "SW"],
    ["United Kingdom", "M1 1AE", "Postcode area", "M"],
    ["United Kingdom", "EH1 1YZ", "Postcode area", "EH"],
    ["Ireland", "D02 X285", "Eircode routing key", "D02"],
    ["Ireland", "T12", "Eircode routing key", "T12"],
    ["France", "75016", "Postal Code", "75016"],
    ["France", "75020", "Postal Code", "75020"],
  ];
  const points = new Set<string>();
  await openTool(page, "/postcode-finder");
  for (const [country, input, label, code] of cases) {
    await chooseFirst(page, country, input);
    await expect(value(page, label), input).toHaveText(code);
    // On the map: a marker at the answer's point, with the circle of its accuracy.
    await page.locator(".tool-results .map-view").scrollIntoViewIfNeeded();
    await expect(page.locator(".tool-results .map-view")).toHaveAttribute("data-map-state", "ready");
    await expect(page.locator(".tool-results .map-marker--position")).toHaveCount(1);
    points.add((await value(page, "Coordinates").textContent()) ?? "");
  }
  expect(points.size).toBe(cases.length);
});

test("suggestions say they are loading after 300 ms; a new search clears the earlier results", async ({ page }) => {
  await openTool(page, "/postcode-finder");
  await chooseFirst(page, "France", "Lyon");
  await expect(page.locator(".tool-results")).toHaveCount(1);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/localities/autocomplete*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("combobox", { name: "Address" }).fill("Marseille");
  // The earlier results went with the new search, at once.
  await expect(page.locator(".tool-results")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Looking for suggestions…" })).toBeVisible();
  release();
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  await expect(page.getByText("Looking for suggestions…")).toHaveCount(0);
});

test("one message at a time: a failed lookup's error goes when a new search starts", async ({ page }) => {
  await openTool(page, "/postcode-finder");
  await page.route("**/api/localities/details*", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: '{"status":"UNKNOWN_ERROR","result":null}' }),
  );
  await chooseFirst(page, "France", "Lyon");
  await expect(page.locator(".tool-message--error")).toHaveCount(1);
  await page.getByRole("combobox", { name: "Address" }).fill("Qqxzv");
  await expect(page.locator(".tool-message")).toHaveCount(1);
  await expect(page.locator(".tool-message")).toContainText("No matches for “Qqxzv”");
});

test.describe("the simulated country reaches the page's own calls", () => {
  test.use({ permissions: [] });

  test("What country am I in? names the network's country without a browser position", async ({ page }) => {
    await openTool(page, "/what-country-am-i-in?simulate_country=GB");
    await expect(page.locator(".tool-headline__text")).toHaveText("Country: United Kingdom");
    await expect(page.locator(".tool-headline__words")).toContainText("From your network's location");
  });

  test("the geolocation demo shows the simulated country", async ({ page }) => {
    await page.goto("/products/geolocation?simulate_country=GB");
    // The demo loads when the visitor comes near it (docs/demos.md).
    await page.locator('[data-demo="geolocation"]').scrollIntoViewIfNeeded();
    await expect(page.getByText("United Kingdom (GB)").first()).toBeVisible();
    await expect(page.getByText("Unknown: your connection does not tell")).toHaveCount(0);
  });
});
