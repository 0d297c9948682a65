import { expect, type Page, test } from "@playwright/test";
import { layoutShifts, watchLayoutShifts } from "./layout-shifts.ts";
import { scriptsLoadedBy } from "./scripts-loaded.ts";

/**
 * Islands hydrate when they matter (docs/architecture.md, "Islands"): the pricing simulator
 * and the product demos wait until the visitor scrolls near them, a demo's map until the
 * visitor reaches it; what loads later never moves what is on the screen.
 */

/** React's hydration chunk, an island's own chunk, OpenLayers. */
const REACT = /\/static\/chunks\/hydrate-[\w-]+\.js$/;
const OPENLAYERS = /\/static\/chunks\/openlayers-map-[\w-]+\.js$/;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** Scrolls down the page a third of a screen at a time, as a reader does, to its end. */
async function readToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight / 3));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(50);
    if (atEnd) return;
  }
}

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const path of ["/pricing", "/products/distance", "/products/localities", "/products/stores"]) {
      test(`${path} loads no React before the visitor scrolls, and its islands when they come near`, async ({
        page,
      }) => {
        const scripts = scriptsLoadedBy(page);
        await page.goto(path, { waitUntil: "load" });
        await page.waitForLoadState("networkidle");
        expect(scripts.filter((src) => REACT.test(src))).toEqual([]);
        await expect(page.locator("locus-island[data-hydrated]")).toHaveCount(0);

        await readToTheEnd(page);
        const islands = page.locator("locus-island[data-island]");
        await expect(page.locator("locus-island[data-hydrated]")).toHaveCount(await islands.count());
        expect(scripts.some((src) => REACT.test(src))).toBe(true);
      });
    }

    for (const path of [
      "/",
      "/pricing",
      "/products/map",
      "/products/geolocation",
      "/products/stores",
      "/products/localities",
    ]) {
      test(`${path}: islands and maps that load later do not shift the layout`, async ({ page }) => {
        await watchLayoutShifts(page);
        await page.goto(path, { waitUntil: "load" });
        await readToTheEnd(page);
        const islands = page.locator("locus-island[data-island]");
        // The home page's demo waits for the visitor or the browser's idle time.
        await expect(page.locator("locus-island[data-hydrated]")).toHaveCount(await islands.count(), {
          timeout: 15_000,
        });
        for (const map of await page.locator(".map-view").all()) {
          await map.scrollIntoViewIfNeeded();
          await expect(map).toHaveAttribute("data-map-state", /ready|error/);
        }
        expect(await layoutShifts(page)).toEqual({ sum: 0, sources: [] });
      });
    }
  });
}

test("a demo's map loads only when the visitor reaches it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const scripts = scriptsLoadedBy(page);
  await page.goto("/products/map", { waitUntil: "load" });
  const island = page.locator('locus-island[data-island="demo-map"]');
  const map = island.locator(".map-view");
  // The demo opens less than a screen below the fold, its map further down: the visitor's
  // first scroll brings the demo near enough to load, not the map.
  const mapBelowReach = await map.evaluate((element) => {
    window.scrollBy(0, 10);
    return element.getBoundingClientRect().top > window.innerHeight + 200;
  });
  expect(mapBelowReach).toBe(true);
  await expect(island).toHaveAttribute("data-hydrated", "true");
  await expect(map).toHaveAttribute("data-map-state", "waiting");
  expect(scripts.filter((src) => OPENLAYERS.test(src))).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-state", "ready");
  expect(scripts.some((src) => OPENLAYERS.test(src))).toBe(true);
});
