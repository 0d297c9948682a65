import { expect, test, type Page } from "@playwright/test";
import { banner, consentReady, dataLayerOf } from "./consent-helpers.ts";

const DENIED = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const GRANTED = {
  analytics_storage: "granted",
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

/** What the dataLayer holds, in order, in short: "default", "update", or the event name. */
async function sequence(page: Page): Promise<string[]> {
  return (await dataLayerOf(page)).map((entry) =>
    Array.isArray(entry) ? `${entry[0]} ${entry[1]}` : String((entry as { event?: string }).event ?? "?"),
  );
}

async function readUtm(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("locus_utm") ?? "null"));
}

test.describe("Consent Mode v2 in the dataLayer", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("defaults denied first, then one update per decision, never one per page", async ({ page }) => {
    await page.goto("/company");
    await consentReady(page);
    const layer = await dataLayerOf(page);
    expect(layer[0]).toEqual(["consent", "default", DENIED]);
    expect(layer[1]).toMatchObject({
      event: "page_view",
      page_path: "/company",
      page_title: "About Locus · The team behind the location APIs",
      page_language: "en",
    });
    expect(await sequence(page)).toEqual(["consent default", "page_view"]);

    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect
      .poll(() => sequence(page))
      .toEqual(["consent default", "page_view", "consent update", "consent_decision", "gtm.js"]);
    const after = await dataLayerOf(page);
    expect(after[2]).toEqual(["consent", "update", GRANTED]);
    expect(after[3]).toMatchObject({ event: "consent_decision", method: "accept_all", denied_services: "" });

    // Next page: the stored choice is the default, and no update is repeated.
    await page.goto("/pricing");
    await consentReady(page);
    await expect.poll(() => sequence(page)).toEqual(["consent default", "page_view", "gtm.js"]);
    expect((await dataLayerOf(page))[0]).toEqual(["consent", "default", GRANTED]);

    // Declining later (from the footer link, itself a tracked call to action): one update, denied.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect
      .poll(() => sequence(page))
      .toEqual(["consent default", "page_view", "gtm.js", "cta_click", "consent update", "consent_decision"]);
    expect((await dataLayerOf(page))[4]).toEqual(["consent", "update", DENIED]);
  });

  test("Decline on the first visit: one update, denied; the tag manager never starts", async ({ page }) => {
    await page.goto("/company");
    await consentReady(page);
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect
      .poll(() => sequence(page))
      .toEqual(["consent default", "page_view", "consent update", "consent_decision"]);
    expect((await dataLayerOf(page))[2]).toEqual(["consent", "update", DENIED]);
  });

  test("analytics only: analytics_storage and the ad signals follow their own services", async ({ page }) => {
    await page.goto("/company");
    await consentReady(page);
    await banner(page).getByRole("button", { name: "Settings" }).click();
    await banner(page).getByRole("checkbox", { name: "Analytics and advertising" }).check();
    await banner(page).getByRole("button", { name: "Save my choices" }).click();
    await expect.poll(async () => (await dataLayerOf(page))[2]).toEqual(["consent", "update", GRANTED]);
    expect((await dataLayerOf(page))[3]).toMatchObject({
      method: "settings",
      denied_services: "chat,officesMap,video,codeSandbox,fiddle",
    });
  });
});

test.describe("page views and calls to action", () => {
  test("a page view never carries the sign-up e-mail or a funnel token", async ({ page }) => {
    await page.goto("/company?email=someone%40example.com&token=abc&utm_source=x");
    await consentReady(page);
    expect((await dataLayerOf(page))[1]).toMatchObject({
      event: "page_view",
      page_location: expect.stringMatching(/\/company\?utm_source=x$/),
    });
  });

  test("a header call to action pushes cta_click with its gaid, category, action and label", async ({ page }) => {
    await page.goto("/company");
    await consentReady(page);
    // Stay on the page to read its dataLayer (the site's own listener runs first, in the capture phase).
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    expect((await dataLayerOf(page)).at(-1)).toEqual({
      event: "cta_click",
      gaid: "header-pricing",
      category: "header",
      action: "click",
      label: "pricing",
      link_url: expect.stringMatching(/\/pricing$/),
    });
  });
});

test.describe("UTM: first touch and plan markers", () => {
  test("saved only when utm_source is present, and never replaced", async ({ page }) => {
    await page.goto("/company?utm_medium=email&utm_campaign=spring");
    await consentReady(page);
    expect(await readUtm(page)).toBeNull();

    await page.goto("/company?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero");
    await consentReady(page);
    const first = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", utm_content: "hero" };
    expect(await readUtm(page)).toEqual(first);

    await page.goto("/pricing?utm_source=ads&utm_campaign=summer");
    await consentReady(page);
    expect(await readUtm(page)).toEqual(first);
  });

  test("a pricing card's call to action appends its plan marker to utm_content", async ({ page }) => {
    await page.goto("/pricing?utm_source=newsletter&utm_content=hero");
    await consentReady(page);
    await page.getByRole("main").getByRole("link", { name: "Choose Pro" }).click();
    await expect(page).toHaveURL("/sign_up?plan=pro-starter");
    expect(await readUtm(page)).toEqual({ utm_source: "newsletter", utm_content: "hero[PRO]" });

    await page.goBack();
    await consentReady(page);
    await page.getByRole("main").getByRole("link", { name: "Talk to sales" }).click();
    await expect(page).toHaveURL("/contact?originfunnel=pricing");
    expect(await readUtm(page)).toEqual({ utm_source: "newsletter", utm_content: "hero[ENT]" });
  });

  test("without a campaign, the pricing default source is used", async ({ page }) => {
    await page.goto("/pricing");
    await consentReady(page);
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    await page.getByRole("link", { name: "Start for free" }).click();
    expect(await readUtm(page)).toEqual({ utm_source: "website-pricing", utm_content: "[FREE]" });
    expect((await dataLayerOf(page)).at(-1)).toMatchObject({
      event: "cta_click",
      plan: "free",
      label: "Start for free",
    });
  });
});
