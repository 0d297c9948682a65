import { expect, test, type Page } from "@playwright/test";

/** Collects the JavaScript files a page downloads. */
function scriptsLoadedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const SITE_SCRIPT = /^\/static\/site-\w+\.js$/;

test("the home page renders, with one h1 and no React", async ({ page }) => {
  const scripts = scriptsLoadedBy(page);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Locus · Address autocomplete, maps and geolocation APIs");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every address right, every place on the map");
  await page.waitForLoadState("networkidle");
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(SITE_SCRIPT);
});

test("a plain content page loads no React runtime, only the small site script", async ({ page }) => {
  const scripts = scriptsLoadedBy(page);
  await page.goto("/company");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We make location dependable");
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(SITE_SCRIPT);
});

test("an old address is redirected and the browser lands on the page", async ({ page }) => {
  await page.goto("/plans?utm_source=old-link");
  await expect(page).toHaveURL("/pricing?utm_source=old-link");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start free, then pay for what you use");

  await page.goto("/home");
  await expect(page).toHaveURL("/");
});

test("an unknown address shows the 404 page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  await page.getByRole("link", { name: "Home page", exact: true }).click();
  await expect(page).toHaveURL("/");
});

test("prices follow the visitor's country, and ?currency= overrides it", async ({ browser }) => {
  const expectations = [
    { country: "GB", currency: "pounds", pro: "£42" },
    { country: "US", currency: "dollars", pro: "$55" },
    { country: "FR", currency: "euros", pro: "€49" },
  ];
  for (const { country, currency, pro } of expectations) {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Simulate-Country": country } });
    const page = await context.newPage();
    await page.goto("/pricing");
    await expect(page.locator(".pricing__currency")).toHaveAttribute("data-currency", currency);
    await expect(page.locator('.price-card[data-plan="pro"] .price-card__money')).toHaveText(pro);
    await context.close();
  }

  const page = await browser.newPage();
  await page.goto("/pricing");
  await expect(page.locator(".pricing__currency")).toContainText("We could not tell where you are, so euros are shown.");
  await page.locator(".pricing-cards").getByRole("link", { name: "GBP" }).click();
  await expect(page).toHaveURL("/pricing?currency=pounds");
  await expect(page.locator('.price-card[data-plan="pro"] .price-card__money')).toHaveText("£42");
  await expect(page.locator(".pricing__currency")).toContainText("as you chose");
  await page.close();
});

test("the copy button island hydrates, copies the code and resets after 4 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  const scripts = scriptsLoadedBy(page);
  await page.goto("/products/localities");

  // The page's first code snippet (it has several, and live demos with status regions of their own).
  const island = page.locator('locus-island[data-island="copy-button"]').first();
  await expect(island).toHaveAttribute("data-hydrated", "true");
  expect(scripts.some((s) => /^\/static\/entry-\w+\.js$/.test(s))).toBe(true);
  expect(scripts.some((s) => /^\/static\/chunks\/copy-button-\w+\.js$/.test(s))).toBe(true);

  // The installed clock runs until paused; pause it so that only runFor() moves time.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const button = island.getByRole("button", { name: "Copy code" });
  await button.click();
  await expect(button).toHaveText("Copied");
  await expect(button.locator('svg[data-icon="check"]')).toBeVisible();
  await expect(island.getByRole("status")).toHaveText("Copied to the clipboard");
  const code = await page.locator(".code-snippet__code").first().innerText();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(code).toContain("curl -G https://api.locus.example/localities/autocomplete");

  await page.clock.runFor(3_900);
  await expect(button).toHaveText("Copied");
  await page.clock.runFor(200);
  await expect(button).toHaveText("Copy");
  await expect(button.locator('svg[data-icon="check"]')).toHaveCount(0);
});
