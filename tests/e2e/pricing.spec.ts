import { expect, test, type Page } from "@playwright/test";

/**
 * The pricing simulator on /pricing (content/site.json holds the tiers: Pro Starter £42 with
 * 100,000 credits and £0.52 per 1,000 extra, Pro Growth £169 / 500,000 / £0.39, Pro Scale
 * £299, Pro Volume £1,100), for a visitor from the UK.
 */
test.use({ extraHTTPHeaders: { "X-Simulate-Country": "GB" } });

const simulator = (page: Page) => page.locator(".simulator");
const total = (page: Page, tier: string) => page.getByTestId(`total-${tier}`);

async function openSimulator(page: Page, path = "/pricing") {
  await page.goto(path);
  await expect(page.locator('locus-island[data-island="pricing-simulator"][data-hydrated]')).toHaveCount(1);
}

test("the first HTML already shows the visitor's currency: no flicker, even without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Simulate-Country": "GB" },
  });
  const page = await context.newPage();
  await page.goto("/pricing");
  await expect(page.locator('.price-card[data-plan="pro"] .price-card__money')).toHaveText("£42");
  await expect(total(page, "pro-starter")).toHaveText("£60.20");
  await expect(page.locator(".simulator__summary")).toHaveText(
    "Lowest cost for this usage: Pro Starter, £60.20 a month.",
  );
  await context.close();
});

test("typing monthly requests recomputes the cost on the 4 Pro tiers", async ({ page }) => {
  await openSimulator(page);
  await expect(page.getByTestId("simulator-credits")).toHaveText("135,000 credits");
  const autocomplete = simulator(page).getByLabel("Address autocomplete");
  await autocomplete.fill("500,000");
  // 575,000 credits: Starter £42 + 475,000 × £0.52/1,000; Growth £169 + 75,000 × £0.39/1,000.
  await expect(page.getByTestId("simulator-credits")).toHaveText("575,000 credits");
  await expect(total(page, "pro-starter")).toHaveText("£289");
  await expect(total(page, "pro-growth")).toHaveText("£198.25");
  await expect(total(page, "pro-scale")).toHaveText("£299");
  await expect(total(page, "pro-volume")).toHaveText("£1,100");
  await expect(page.locator(".simulator__summary")).toHaveText(
    "Lowest cost for this usage: Pro Growth, £198.25 a month.",
  );
  await expect(page.locator('.tier-option[data-tier="pro-growth"] .tier-option__badge')).toHaveText("Lowest cost");

  await autocomplete.fill("2.5m");
  await expect(page.getByTestId("simulator-credits")).toHaveText("2,575,000 credits");
  await expect(page.locator('.tier-option[data-tier="pro-scale"] .tier-option__badge')).toBeVisible();
});

test("a month within 10,000 credits fits the Free plan", async ({ page }) => {
  await openSimulator(page);
  for (const name of ["Address autocomplete", "Address details", "Geocoding", "Geolocation", "Maps"]) {
    await simulator(page).getByLabel(name, { exact: true }).fill("0");
  }
  await simulator(page).getByLabel("Address autocomplete").fill("8000");
  await expect(page.locator(".simulator__summary")).toHaveText(
    "This fits in the Free plan's 10,000 credits: £0 a month.",
  );
});

test("a value that is not a number of requests gets a message and counts as nothing", async ({ page }) => {
  await openSimulator(page);
  const field = simulator(page).getByLabel("Geocoding");
  await field.fill("lots");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(simulator(page).getByText("Enter a whole number of requests, like 25000 or 25k")).toBeVisible();
  await expect(page.getByTestId("simulator-credits")).toHaveText("125,000 credits");
  await simulator(page).getByRole("button", { name: "Back to the example" }).click();
  await expect(field).toHaveValue("5,000");
  await expect(field).not.toHaveAttribute("aria-invalid");
});

test("choosing a tier puts plan_id in the address; the server selects it on reload and keeps it across currencies", async ({
  page,
}) => {
  await openSimulator(page);
  await expect(simulator(page).getByRole("radio", { name: /Pro Starter/ })).toBeChecked();
  await simulator(page)
    .getByRole("radio", { name: /Pro Scale/ })
    .check();
  await expect(page).toHaveURL(/[?&]plan_id=pro-scale/);
  await expect(simulator(page).getByRole("link", { name: "Start with Pro Scale" })).toHaveAttribute(
    "data-utm-plan",
    "pro",
  );

  await page.reload();
  await expect(simulator(page).getByRole("radio", { name: /Pro Scale/ })).toBeChecked();
  await simulator(page).getByRole("link", { name: "USD" }).click();
  await expect(page).toHaveURL("/pricing?plan_id=pro-scale&currency=dollars");
  await expect(simulator(page).getByRole("radio", { name: /Pro Scale/ })).toBeChecked();
  await expect(total(page, "pro-scale")).toHaveText("$389");
});

test("plan_id in a link selects that tier; /pricing-credits has the same simulator", async ({ page }) => {
  await openSimulator(page, "/pricing-credits?plan_id=pro-volume");
  await expect(simulator(page).getByRole("radio", { name: /Pro Volume/ })).toBeChecked();
  await expect(page.getByRole("heading", { name: "What one request costs" })).toBeVisible();
  await expect(page.getByTestId("tier-price-pro-volume")).toHaveText("£1,100");
});
