import { expect, test, type Page } from "@playwright/test";
import { scriptsLoadedBy, SITE_SCRIPT } from "./scripts-loaded.ts";

/**
 * The page loaded the small site script (and the tiny chunks it shares with the islands,
 * preloaded with it), no islands entry and no React.
 */
async function expectOnlySiteScript(page: Page, scripts: string[]): Promise<void> {
  const preloaded = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(scripts.filter((s) => SITE_SCRIPT.test(s))).toHaveLength(1);
  expect(scripts.filter((s) => !SITE_SCRIPT.test(s) && !preloaded.includes(s))).toEqual([]);
  expect(scripts.some((s) => /\/entry-|hydrate|react/i.test(s))).toBe(false);
  await expect(page.locator("locus-island")).toHaveCount(0);
}

test("the home page renders, with one h1; its only island is the live address autocomplete", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Locus · Address autocomplete, maps and geolocation APIs");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every address right, every place on the map");
  await expect(page.locator("locus-island")).toHaveCount(1);
  await expect(page.locator('locus-island[data-island="hero-autocomplete"]')).toHaveCount(1);
});

test("a plain content page loads no React runtime, only the small site script", async ({ page }) => {
  const scripts = scriptsLoadedBy(page);
  await page.goto("/policies/privacy");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectOnlySiteScript(page, scripts);
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
    await expect(page.locator('.price-card[data-plan="pro"] .price-card__money:visible')).toHaveText(pro);
    await context.close();
  }

  const page = await browser.newPage();
  await page.goto("/pricing");
  await expect(page.locator(".pricing__currency")).toContainText(
    "We could not tell where you are, so euros are shown.",
  );
  await page.locator(".pricing-cards").getByRole("link", { name: "GBP" }).click();
  await expect(page).toHaveURL("/pricing?currency=pounds");
  await expect(page.locator('.price-card[data-plan="pro"] .price-card__money:visible')).toHaveText("£42");
  await expect(page.locator(".pricing__currency")).toContainText("as you chose");
  await page.close();
});
