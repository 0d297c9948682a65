import { expect, test, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { addAdminSession } from "./admin-helpers.ts";
import { scriptsLoadedBy, SITE_SCRIPT } from "./scripts-loaded.ts";

// The playground is an admin page (behind sign-in).
test.beforeEach(async ({ context, baseURL }) => addAdminSession(context, baseURL));

/** Fakes the page's clock and stops it: only page.clock.runFor() moves time (and animations). */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
}

/** The site script has run (the blocks are enhanced): tests wait on this, not on time. */
async function siteScriptReady(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-site-script", "ready");
}

test("the code snippet's Copy button works without React and resets after 4 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  const scripts = scriptsLoadedBy(page);
  // A product page without a live demo: the Copy button alone must not bring in React.
  await page.goto("/products/connectors");
  await siteScriptReady(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => SITE_SCRIPT.test(s))).toHaveLength(1);
  expect(scripts.some((s) => /\/entry-|hydrate|copy-button/.test(s))).toBe(false);
  await expect(page.locator("locus-island")).toHaveCount(0);

  // The installed clock runs until paused; pause it so that only runFor() moves time.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const button = page.getByRole("button", { name: "Copy code" }).first();
  await button.click();
  await expect(button).toHaveText("Copied");
  await expect(button.locator('svg[data-icon="check"]')).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Copied to the clipboard" })).toHaveCount(1);
  // biome-ignore lint/performance/useDomNodeTextContent: the copy button copies the rendered text, as innerText reads it
  const code = await page.locator(".code-snippet__code").first().innerText();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await page.clock.runFor(3_900);
  await expect(button).toHaveText("Copied");
  await page.clock.runFor(200);
  await expect(button).toHaveText("Copy");
  await expect(button.locator('svg[data-icon="check"]')).toHaveCount(0);
});

test.describe("carousels on the playground", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the sections carousel advances every 6 s, the tab follows the slide, a tab click jumps", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/admin/playground#block-sectionsCarousel");
    await siteScriptReady(page);
    const carousel = page.locator("#block-sectionsCarousel .carousel").first();
    await carousel.scrollIntoViewIfNeeded();
    const tabs = carousel.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    await expect(carousel.getByRole("tab", { selected: true })).toHaveText("Autocomplete");

    await page.clock.runFor(5_900);
    await expect(carousel.getByRole("tab", { selected: true })).toHaveText("Autocomplete");
    await page.clock.runFor(200);
    await expect(carousel.getByRole("tab", { selected: true })).toHaveText("Maps");
    // The slide arrives (the scroll animation runs on the page's clock).
    await page.clock.runFor(1_000);
    await expect(carousel.getByRole("tabpanel")).toHaveCount(4);
    await expect(carousel.locator("#one_platform__four_jobs-slide-2, [id$='-slide-2']").first()).toBeInViewport({
      ratio: 0.9,
    });

    await tabs.nth(3).click();
    await expect(carousel.getByRole("tab", { selected: true })).toHaveText("Distance");
    await page.clock.runFor(1_000);
    await expect(carousel.locator("[id$='-slide-4']").first()).toBeInViewport({ ratio: 0.9 });

    // Keyboard focus in the carousel holds it; leaving it lets it go on, past the last slide to the first.
    await page.clock.runFor(7_000);
    await expect(carousel.getByRole("tab", { selected: true })).toHaveText("Distance");
    // (Clicking next to it moves focus and the pointer out, and keeps it on screen.)
    await page.locator("#block-sectionsCarousel .playground__variant-label").first().click();
    await page.clock.runFor(6_100);
    await expect(carousel.getByRole("tab", { selected: true })).toHaveText("Autocomplete");

    // Arrow keys move between tabs and show their slides.
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(carousel.getByRole("tab", { selected: true })).toHaveText("Maps");
    await expect(tabs.nth(1)).toBeFocused();
  });

  test("with reduced motion nothing moves by itself", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    await addAdminSession(context, baseURL);
    const page = await context.newPage();
    await freezeClock(page);
    await page.goto("/admin/playground#block-sectionsCarousel");
    await siteScriptReady(page);
    const carousel = page.locator("#block-sectionsCarousel .carousel").first();
    await carousel.scrollIntoViewIfNeeded();
    await page.clock.runFor(13_000);
    await expect(carousel.getByRole("tab", { selected: true })).toHaveText("Autocomplete");
    await expect(carousel.getByRole("button", { name: "Pause the slides" })).toBeHidden();
    await context.close();
  });

  test("the image carousel's buttons and dots move it, and Pause stops it", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/admin/playground#block-carousel");
    await siteScriptReady(page);
    const carousel = page.locator("#block-carousel .carousel").first();
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Pause the slides" }).click();
    await expect(carousel.getByRole("button", { name: "Play the slides" })).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(5_000);
    await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(carousel.getByRole("button", { name: "Go to slide 4" })).toHaveAttribute("aria-current", "true");
    // Infinite: next after the last is the first.
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
  });
});

test("a consent-gated embed loads nothing before the visitor enables it, then only its own service", async ({
  page,
}) => {
  const embeds: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/__test-vendors/embed/")) embeds.push(request.url());
  });
  // The visitor declined everything (the suite's default consent cookie).
  await page.goto("/admin/playground#block-video");
  await siteScriptReady(page);
  await page.waitForLoadState("networkidle");
  expect(embeds).toEqual([]);

  const video = page.locator("#block-video [data-consent-embed]").first();
  await video.getByRole("button", { name: "Enable the video player" }).click();
  const frame = video.locator("iframe");
  await expect(frame).toHaveAttribute("src", /\/__test-vendors\/embed\/video\/LcsTour2026/);
  await expect(frame).toHaveAttribute("title", "Address autocomplete in a checkout, in 90 seconds");
  // The code sandbox is another service: still a placeholder.
  expect(await page.locator("#block-codeSandbox iframe").count()).toBe(0);
});

test("the playground shows every block on each background, with no sideways scroll on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/playground");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Block playground");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const blocks = await page.locator("article.playground__block").count();
  expect(blocks).toBeGreaterThanOrEqual(49);
  for (const group of ["Heroes and titles", "Carousels", "Media and embeds", "Company"]) {
    await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
  }
  await expect(page.locator(".playground__variant-label", { hasText: "Testimonial cards on" })).toHaveText([
    /on light/,
    /on grey/,
    /on dark/,
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the company page shows the offices and draws their map without React", async ({ page }) => {
  const scripts = scriptsLoadedBy(page);
  await page.goto("/company");
  await siteScriptReady(page);
  const offices = page.locator("#wgs_slw_offices_top");
  await expect(offices.getByRole("heading", { name: "Our offices" })).toBeVisible();
  await expect(offices.locator(".office-card")).toHaveCount(3);
  await offices.scrollIntoViewIfNeeded();
  const map = offices.getByRole("region", { name: "Map: Our offices" });
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 20_000 });
  await expect(map.getByRole("img", { name: "London" })).toBeVisible();
  expect(scripts.some((s) => /entry-|react|hydrate/.test(s))).toBe(false);
});

test("images carry their size, and load lazily below the first section", async ({ page }) => {
  await page.goto("/products/localities");
  const hero = page.locator(".hero__image");
  await expect(hero).toHaveAttribute("width", "640");
  await expect(hero).toHaveAttribute("height", "480");
  await expect(hero).not.toHaveAttribute("loading", "lazy");
  await page.goto("/");
  const later = page.locator("main section:not(:first-child) img");
  expect(await later.count()).toBeGreaterThan(0);
  for (const image of await later.all()) {
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
  }
});

test("every block's HTML is valid (the playground holds them all)", async ({ request }) => {
  // Each sample is shown three times (light, grey, dark), so fixed ids repeat: that rule is off here.
  const validator = new HtmlValidate({
    extends: ["html-validate:standard", "html-validate:document"],
    rules: { "require-sri": ["error", { target: "crossorigin" }], "no-dup-id": "off" },
  });
  for (const path of ["/admin/playground", "/admin/playground?mode=edit"]) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} (line ${m.line}): ${m.message}`))).toEqual(
      [],
    );
  }
});
