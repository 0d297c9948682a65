import { expect, test } from "@playwright/test";

/**
 * The home page shows the product (docs/demos.md): the live address autocomplete in the
 * hero, which loads its code only when the visitor reaches for it, the product family, a
 * code sample, paths by use case and industry, figures from the site settings, proof that
 * leads to stories, a closing call to action, and a footer that folds on phones.
 */

test("the hero's live autocomplete loads no React until the visitor reaches for it, then answers", async ({ page }) => {
  await page.goto("/", { waitUntil: "load" });
  const island = page.locator('locus-island[data-island="hero-autocomplete"]');
  await expect(island).toHaveAttribute("data-load", "interaction");
  // Until the page has loaded: the site script and the small islands entry, no island chunk
  // and no React (the browser may fetch them once idle, or when the visitor reaches for them).
  const early = await page.evaluate(() => {
    const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js") && entry.startTime < loaded.loadEventStart)
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(early.some((path) => path.includes("hero-autocomplete"))).toBe(false);
  expect(early.some((path) => path.includes("hydrate"))).toBe(false);
  const input = page.getByRole("combobox", { name: "Search for an address" });
  await input.click();
  await page.keyboard.type("Lyo");
  await expect(island).toHaveAttribute("data-hydrated", "true");
  // What was typed while its code loaded is kept, and answered.
  await expect(input).toHaveValue("Lyo");
  const option = page.getByRole("option", { name: /^Lyon, .*France$/ });
  await option.click();
  await expect(page.getByTestId("hero-demo-response")).toContainText('"formatted_address": "Lyon');
  await expect(page.getByTestId("hero-demo-response")).toContainText('"lat":');
});

test("customer logos lead to their stories; testimonials name a person, a company and its story", async ({ page }) => {
  await page.goto("/");
  const logos = page.locator(".logos__link");
  expect(await logos.count()).toBeGreaterThanOrEqual(6);
  for (const href of await logos.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(/^\/clients\//);
  const stories = page.locator(".testimonial-card__story");
  await expect(stories).toHaveCount(3);
  await stories.first().click();
  await expect(page).toHaveURL(/\/clients\/hartfield-hardware-store-locator$/);
  await expect(page.getByText("Marie-Claude Tremblay").first()).toBeVisible();
});

test("figures come from the site settings and link to where they are stated", async ({ page }) => {
  await page.goto("/");
  const figures = page.locator(".figures__item");
  await expect(figures.filter({ hasText: "99.9%" }).getByRole("link")).toHaveAttribute("href", "/policies/sla");
  await expect(figures.filter({ hasText: "10,000" })).toContainText("free API requests every month");
  await expect(figures.filter({ hasText: "200+" })).toBeVisible();
  // No answer time until one is measured in production.
  await expect(figures.filter({ hasText: " ms" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the footer folds into one disclosure per column and takes at most a quarter of the page", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator(".site-footer");
    const share = await page.evaluate(() => {
      const height = document.querySelector(".site-footer")?.getBoundingClientRect().height ?? 0;
      return height / document.documentElement.scrollHeight;
    });
    expect(share).toBeLessThanOrEqual(0.25);
    const products = footer.locator("details", { has: page.locator("summary", { hasText: /^Products$/ }) });
    await expect(products.getByRole("link", { name: "Maps", exact: true })).toBeHidden();
    await products.locator("summary").click();
    await expect(products.getByRole("link", { name: "Maps", exact: true })).toBeVisible();
  });
});

test("on a wide screen every footer column shows its links", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/");
  await expect(page.locator(".site-footer").getByRole("link", { name: "Maps", exact: true })).toBeVisible();
  await page.locator(".site-footer summary", { hasText: /^Products$/ }).click();
  await expect(page.locator(".site-footer").getByRole("link", { name: "Maps", exact: true })).toBeVisible();
});

test("social links are icons with names", async ({ page }) => {
  await page.goto("/");
  const social = page.getByRole("list", { name: "Locus on social networks" }).getByRole("link");
  await expect(social.first().locator("svg")).toBeVisible();
  await expect(page.getByRole("link", { name: "Locus on GitHub" })).toBeVisible();
});
