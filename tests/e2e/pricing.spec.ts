import { expect, test, type Page } from "@playwright/test";

/**
 * The pricing simulator on /pricing (content/site.json holds the tiers: Pro Starter £42 with
 * 100,000 credits and £0.52 per 1,000 extra, Pro Growth £169 / 500,000 / £0.39, Pro Scale
 * £299, Pro Volume £1,100), for a visitor from the UK.
 */
test.use({ extraHTTPHeaders: { "X-Simulate-Country": "GB" } });

const simulator = (page: Page) => page.locator(".simulator");
const total = (page: Page, tier: string) => page.getByTestId(`total-${tier}`);

/** Opens the page and scrolls to the simulator, which loads when it comes near the viewport. */
async function openSimulator(page: Page, path = "/pricing") {
  await page.goto(path);
  await simulator(page).scrollIntoViewIfNeeded();
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
  await expect(page.locator('.price-card[data-plan="pro"] .price-card__money:not([hidden])')).toHaveText("£42");
  await expect(page.locator('.price-card[data-plan="pro"] .price-card__money:visible')).toHaveText("£42");
  await expect(total(page, "pro-starter")).toHaveText("£60.20");
  await expect(page.locator(".simulator__summary")).toHaveText(
    "Lowest cost for this usage: Pro Starter, £60.20 a month.",
  );
  await expect(page.getByTestId("simulator-cta")).toHaveText("Start with Pro Starter");
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

/** Types one month of requests, all of them autocomplete, the other fields emptied. */
async function typeRequests(page: Page, requests: string) {
  for (const name of ["Address details", "Geocoding", "Geolocation", "Maps"])
    await simulator(page).getByLabel(name, { exact: true }).fill("0");
  await simulator(page).getByLabel("Address autocomplete").fill(requests);
}

for (const [requests, plan, name, summary] of [
  ["5k", "free", "Free", "Lowest cost for this usage: Free, £0 a month. It fits in 10,000 requests."],
  ["50k", "pro-starter", "Pro Starter", "Lowest cost for this usage: Pro Starter, £42 a month."],
  ["1.5m", "pro-scale", "Pro Scale", "Lowest cost for this usage: Pro Scale, £449 a month."],
  [
    "20m",
    "enterprise",
    "Enterprise",
    "Lowest cost for this usage: Enterprise. Beyond the 5,000,000 credits of Pro Volume, talk to sales about volume pricing.",
  ],
] as const) {
  test(`untouched, for ${requests} requests the button names the plan shown as the lowest cost: ${name}`, async ({
    page,
  }) => {
    await openSimulator(page);
    await typeRequests(page, requests);
    await expect(page.getByTestId("simulator-summary")).toHaveText(summary);
    await expect(simulator(page).locator(`.tier-option[data-tier="${plan}"] .tier-option__badge`)).toHaveText(
      "Lowest cost",
    );
    await expect(simulator(page).locator(`.tier-option[data-tier="${plan}"] input`)).toBeChecked();
    const button = page.getByTestId("simulator-cta");
    await expect(button).toHaveText(plan === "enterprise" ? "Talk to sales about Enterprise" : `Start with ${name}`);
    await expect(button).toHaveAttribute("href", new RegExp(`[?&]plan=${plan}$`));
  });
}

test("10,000 requests fit the Free plan whatever their credits: one unit, requests", async ({ page }) => {
  await openSimulator(page);
  await typeRequests(page, "0");
  await simulator(page).getByLabel("Geocoding").fill("10,000");
  await expect(page.getByTestId("simulator-credits")).toHaveText("20,000 credits");
  await expect(page.getByTestId("simulator-summary")).toHaveText(
    "Lowest cost for this usage: Free, £0 a month. It fits in 10,000 requests.",
  );
});

test("a plan the visitor picks stays picked while they type; the button offers it", async ({ page }) => {
  await openSimulator(page);
  await simulator(page)
    .getByRole("radio", { name: /Pro Growth/ })
    .check();
  await typeRequests(page, "1.5m");
  await expect(page.getByTestId("simulator-summary")).toContainText("Pro Scale");
  await expect(simulator(page).getByRole("radio", { name: /Pro Growth/ })).toBeChecked();
  await expect(page.getByTestId("simulator-cta")).toHaveText("Start with Pro Growth");
  await expect(page.getByTestId("simulator-cta")).toHaveAttribute("href", "/sign_up?plan=pro-growth");
});

test("changing currency happens in place and keeps what the visitor typed and chose", async ({ page }) => {
  await openSimulator(page);
  await typeRequests(page, "500,000");
  await simulator(page)
    .getByRole("radio", { name: /Pro Scale/ })
    .check();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await simulator(page).getByRole("link", { name: "USD" }).click();
  await expect(page).toHaveURL("/pricing?plan_id=pro-scale&currency=dollars");
  // No reload: the marker set on this window is still there.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(simulator(page).getByLabel("Address autocomplete")).toHaveValue("500,000");
  await expect(simulator(page).getByRole("radio", { name: /Pro Scale/ })).toBeChecked();
  await expect(total(page, "pro-scale")).toHaveText("$389");
  await expect(page.getByTestId("simulator-cta")).toHaveText("Start with Pro Scale");
  // The rest of the page switched too: the cards and the currency line with its tax wording.
  await expect(page.locator('.price-card[data-plan="pro"] .price-card__money:visible')).toHaveText("$55");
  await expect(page.locator(".pricing-cards .pricing__currency")).toContainText(
    "Prices in US dollars (USD), as you chose. Prices are plus applicable taxes.",
  );
  await page.locator(".pricing-cards").getByRole("link", { name: "EUR" }).click();
  await expect(total(page, "pro-scale")).toHaveText("€349");
  await expect(simulator(page).getByLabel("Address autocomplete")).toHaveValue("500,000");
});

test("plan links carry the plan into /sign_up", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("link", { name: "Start for free" })).toHaveAttribute("href", "/sign_up?plan=free");
  await expect(page.getByRole("link", { name: "Choose Pro" })).toHaveAttribute("href", "/sign_up?plan=pro-starter");
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

test("choosing a plan puts plan_id in the address; the server selects it on reload", async ({ page }) => {
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
});

test("plan_id in a link selects that tier; /pricing-credits has the same simulator", async ({ page }) => {
  await openSimulator(page, "/pricing-credits?plan_id=pro-volume");
  await expect(simulator(page).getByRole("radio", { name: /Pro Volume/ })).toBeChecked();
  await expect(page.getByRole("heading", { name: "What one request costs" })).toBeVisible();
  await expect(page.getByTestId("tier-price-pro-volume").locator(":visible")).toHaveText("£1,100");
});
