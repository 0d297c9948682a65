import { expect, test, type Page } from "@playwright/test";

/** Product demos on their pages, answered offline by the embedded geocoder. */

/** Opens the page and scrolls to the demo: demos load when the visitor comes near them (docs/demos.md). */
async function openDemo(page: Page, path: string, demo: string) {
  await page.goto(path);
  const panel = page.locator(`[data-demo="${demo}"]`);
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator("locus-island[data-hydrated]")).toHaveCount(1);
  return panel;
}

async function choose(page: Page, combobox: string, text: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: combobox, exact: true }).fill(text);
  await page
    .getByRole("listbox", { name: `${combobox}: suggestions` })
    .getByRole("option", { name: option })
    .first()
    .click();
}

test("French checkout: a Paris suggestion fills the town; the label follows French conventions", async ({ page }) => {
  const demo = await openDemo(page, "/address-autocomplete-checkout", "localities-checkout-fr");
  await choose(page, "Search your address", "Paris", /^Paris, Île-de-France, France$/);
  await expect(demo.getByLabel("Town")).toHaveValue("Paris");
  await expect(demo.getByLabel("Country")).toHaveValue("France");
  await expect(demo.getByLabel("Street number and name")).toBeFocused();

  await demo.getByLabel("Postcode").fill("7500");
  await demo.getByRole("button", { name: "Use this address" }).click();
  await expect(demo.getByText("Enter the street number and name")).toBeVisible();
  await expect(demo.getByText("A French postcode has 5 digits, like 75002")).toBeVisible();

  await demo.getByLabel("Street number and name").fill("12 rue de la Paix");
  await demo.getByLabel("Postcode").fill("75002");
  await demo.getByRole("button", { name: "Use this address" }).click();
  await expect(demo.getByTestId("delivery-label")).toHaveText("12 rue de la Paix75002 PARISFRANCE");
});

test("UK checkout: a London postcode finds its post town; the label puts the postcode on its own line", async ({
  page,
}) => {
  const demo = await openDemo(page, "/use-case/address-finder-postcode-finder", "localities-checkout-uk");
  const lookup = demo.getByLabel("Find your address by postcode");
  await lookup.fill("SW1A");
  await lookup.press("Enter");
  await expect(demo.getByText("Enter the full postcode, with its last three characters (like 1AA)")).toBeVisible();

  await lookup.fill("sw1a 2aa");
  await demo.getByRole("button", { name: "Find address" }).click();
  await expect(lookup).toHaveValue("SW1A 2AA");
  await expect(demo.getByLabel("Town or city")).toHaveValue("London");
  await expect(demo.getByLabel("Postcode", { exact: true })).toHaveValue("SW1A 2AA");
  await expect(demo.getByRole("note")).toContainText("SW1A 2AA is in the London postcode area");
  await expect(demo.getByLabel("Address line 1")).toBeFocused();

  await demo.getByLabel("Address line 1").fill("10 Downing Street");
  await demo.getByRole("button", { name: "Use this address" }).click();
  await expect(demo.getByTestId("delivery-label")).toHaveText("10 Downing StreetLONDONSW1A 2AAUNITED KINGDOM");
});

test("UK checkout: a town search fills the town", async ({ page }) => {
  const demo = await openDemo(page, "/use-case/address-finder-postcode-finder", "localities-checkout-uk");
  await demo.getByText("No postcode to hand? Search your town").click();
  await choose(page, "Town search", "Manchester", /^Manchester, England, United Kingdom$/);
  await expect(demo.getByLabel("Town or city")).toHaveValue("Manchester");
});

test("distance: Lyon to Paris is about 393 km in a straight line, with a road estimate and both on a map", async ({
  page,
}) => {
  const demo = await openDemo(page, "/products/distance", "distance");
  await expect(demo.getByText("Choose two places")).toBeVisible();
  await choose(page, "From", "Lyon", /^Lyon, Auvergne-Rhône-Alpes, France$/);
  await choose(page, "To", "Paris", /^Paris, Île-de-France, France$/);
  await expect(demo.getByTestId("distance-straight")).toHaveText(/^39\d km \(24\d mi\)$/);
  await expect(demo.getByTestId("distance-road")).toHaveText(/^about 47\d km/);
  await expect(demo.getByTestId("distance-time")).toHaveText(/^about 5 h \d+ min$/);
  await expect(demo.getByText(/roads are taken to be 1.2 times the straight line/)).toBeVisible();
  await expect(demo.locator('.map-view[data-map-state="ready"]')).toHaveCount(1);
  await expect(demo.getByRole("img", { name: "To: Paris, Île-de-France, France" })).toBeVisible();
});

test("stores: the nearest shops to Manchester, in a list and on the map; a service filter narrows them", async ({
  page,
}) => {
  const demo = await openDemo(page, "/use-case/store-locator", "stores");
  await expect(demo.getByText("40 Fernway Cycles shops in 7 countries")).toBeVisible();
  await choose(page, "Find a shop near", "Manchester", /^Manchester, England, United Kingdom$/);
  const names = demo.locator(".store-card__name");
  await expect(names).toHaveText([
    "Manchester Northern Quarter",
    "Stockport",
    "Liverpool Bold Street",
    "Sheffield Division Street",
    "Leeds Call Lane",
  ]);
  await expect(demo.locator(".store-card__distance").first()).toHaveText(/^\d+ m/);
  await demo.locator(".map-view").scrollIntoViewIfNeeded();
  await expect(demo.locator('.map-view[data-map-state="ready"]')).toHaveCount(1);
  await expect(demo.getByRole("img", { name: "Manchester Northern Quarter" })).toBeAttached();

  await demo.getByLabel("Service", { exact: true }).selectOption({ label: "E-bikes" });
  await expect(names.first()).toHaveText("Manchester Northern Quarter");
  await expect(names).not.toContainText(["Stockport"]);
});

test.describe("geolocation", () => {
  test.use({ extraHTTPHeaders: { "X-Simulate-Country": "GB", "X-Simulate-Position": "51.5072,-0.1276" } });

  test("shows the visitor's country, approximate position and nearest town, and the API's answer", async ({ page }) => {
    const demo = await openDemo(page, "/products/geolocation", "geolocation");
    await expect(demo.getByTestId("geolocation-country")).toHaveText("United Kingdom (GB)");
    await expect(demo.getByTestId("geolocation-position")).toHaveText("Lat: 51.5072 / Long: -0.1276");
    await expect(demo.getByTestId("geolocation-town")).toHaveText("London, England, United Kingdom");
    await demo.getByText("The API's answer").click();
    await expect(demo.locator(".demo__raw pre")).toContainText('"country_code": "GB"');
  });
});

test("map: a click asks what is there", async ({ page }) => {
  const demo = await openDemo(page, "/products/map", "map");
  const map = demo.locator(".map-view");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-state", "ready");
  const box = await map.boundingBox();
  if (!box) throw new Error("no map");
  // The map opens on southern Spain: its centre is on land.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(demo.getByTestId("map-answer")).toContainText(/, Spain/);
  await expect(demo.getByTestId("map-answer")).toContainText("Lat: ");
});

test("localities: the autocomplete and details calls with their JSON answers", async ({ page }) => {
  const demo = await openDemo(page, "/products/localities", "localities");
  await demo.getByLabel("Type a town or a postcode").fill("saint etien");
  const first = demo.locator(".demo-localities__suggestion").first();
  await expect(first).toContainText("Saint-Étienne, Auvergne-Rhône-Alpes, France");
  await expect(first.locator("strong")).toHaveText("Saint-Étien");
  await demo.getByText("The request and its JSON answer").click();
  await expect(demo.locator(".api-call__request").first()).toContainText(
    "GET /api/localities/autocomplete?input=saint+etien",
  );
  await first.click();
  await expect(demo.getByText("2. Details of the chosen suggestion")).toBeVisible();
  await expect(demo.locator(".api-call__body").last()).toContainText(
    '"formatted_address": "Saint-Étienne, Auvergne-Rhône-Alpes, France"',
  );
});

test("autocompleteAddress: suggestions in the chosen country and the chosen address in parts", async ({ page }) => {
  const demo = await openDemo(page, "/products/localities", "autocompleteAddress");
  await demo.getByLabel("Country").selectOption({ label: "United States" });
  await choose(page, "Address", "9021", /90210/);
  await expect(demo.getByTestId("autocomplete-chosen")).toHaveText("Beverly Hills, CA 90210, United States");
  await expect(demo.getByText("ZIP Code")).toBeVisible();
});

test("address: the address verification tool on the free tools page", async ({ page }) => {
  const demo = await openDemo(page, "/products/free-geolocation-tools", "address");
  await demo.getByLabel("Country").selectOption({ label: "United States" });
  await choose(page, "Address", "9021", /90210/);
  await expect(demo.locator(".result-row").filter({ hasText: "ZIP Code" })).toContainText("90210");
});

test("an unknown demo name is said in the browser's console only", async ({ page }) => {
  // No published page has a broken demo: serve one by adding the marker the server renders for it.
  await page.route("**/company", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</main>",
      '<div hidden="" data-unknown-demo="carousel3d" data-console-message="The demo carousel3d does not exists"></div></main>',
    );
    await route.fulfill({ response, body: html });
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/company");
  await expect(page.locator("html")).toHaveAttribute("data-site-script", "ready");
  expect(errors).toContain("The demo carousel3d does not exists");
  await expect(page.getByText("carousel3d")).toHaveCount(0);
});
