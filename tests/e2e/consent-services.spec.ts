import { expect, test } from "@playwright/test";
import {
  banner,
  consentReady,
  PAGE_SERVICES,
  requestsOf,
  thirdParty,
  VENDOR_WAIT,
  vendorsThatRan,
} from "./consent-helpers.ts";

// A first visit: no consent cookie.
test.use({ storageState: { cookies: [], origins: [] } });

const vendorScripts = (urls: URL[]) =>
  urls
    .filter((u) => /^\/__test-vendors\/[a-z-]+\.js$/.test(u.pathname))
    .map((u) => u.pathname)
    .sort();

test("nothing third-party is requested before consent, nor after Decline", async ({ page, baseURL }) => {
  const requests = requestsOf(page);
  await page.goto("/pricing");
  await consentReady(page);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(thirdParty(requests, new URL(baseURL!).origin)).toEqual([]);

  await banner(page).getByRole("button", { name: "Decline" }).click();
  await page.goto("/company");
  await consentReady(page);
  await page.waitForLoadState("networkidle");
  expect(thirdParty(requests, new URL(baseURL!).origin)).toEqual([]);
  expect(await vendorsThatRan(page)).toEqual([]);
});

test("after Accept all, the page's services load, each once, and see the consent", async ({ page }) => {
  const requests = requestsOf(page);
  await page.goto("/pricing");
  await consentReady(page);
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => vendorsThatRan(page), VENDOR_WAIT).toEqual(PAGE_SERVICES);
  // Slot services (offices map, review tracker) load only where a section places them.
  expect(vendorScripts(requests)).toEqual([
    "/__test-vendors/business-network.js",
    "/__test-vendors/chat.js",
    "/__test-vendors/marketing-pixel.js",
    "/__test-vendors/social-ad-pixel.js",
    "/__test-vendors/tag-manager.js",
    "/__test-vendors/visitor-identification.js",
  ]);
  const tagManager = await page.evaluate(() =>
    (window as { __testVendors?: Record<string, unknown>[] }).__testVendors?.find((v) => v.service === "tagManager"),
  );
  expect(tagManager).toMatchObject({
    id: "GTM-LOCAL",
    started: true,
    consentMode: { analytics_storage: "granted", ad_storage: "granted" },
  });
  const pixel = await page.evaluate(() =>
    (window as { __testVendors?: Record<string, unknown>[] }).__testVendors?.find((v) => v.service === "socialAdPixel"),
  );
  expect(pixel).toMatchObject({ queue: ["init:100000000000001", "track:PageView"] });

  // The next page loads them at once, without asking.
  await page.goto("/company");
  await consentReady(page);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => vendorsThatRan(page), VENDOR_WAIT).toEqual(PAGE_SERVICES);
});

test("per-purpose settings: only the accepted purpose's services load", async ({ page }) => {
  const requests = requestsOf(page);
  await page.goto("/pricing");
  await consentReady(page);
  const dialog = banner(page);
  await dialog.getByRole("button", { name: "Settings" }).click();
  await dialog.getByRole("checkbox", { name: "Analytics and advertising" }).check();
  await dialog.getByRole("button", { name: "Save my choices" }).click();
  await expect
    .poll(() => vendorsThatRan(page), VENDOR_WAIT)
    .toEqual(["businessNetwork", "marketingPixel", "socialAdPixel", "tagManager", "visitorIdentification"]);
  await page.waitForLoadState("networkidle");
  expect(vendorScripts(requests)).not.toContain("/__test-vendors/chat.js");
});

test("Decline after Accept: the vendors' cookies go, and the next page loads none of them", async ({
  page,
  context,
}) => {
  await page.goto("/pricing");
  await consentReady(page);
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => vendorsThatRan(page), VENDOR_WAIT).toEqual(PAGE_SERVICES);
  const vendorCookies = async () =>
    (await context.cookies())
      .map((c) => c.name)
      .filter((n) => ["_ga_LOCAL", "hubspotutk", "_fbp", "li_local", "_lfa_local"].includes(n))
      .sort();
  expect(await vendorCookies()).toEqual(["_fbp", "_ga_LOCAL", "_lfa_local", "hubspotutk", "li_local"]);

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await banner(page).getByRole("button", { name: "Decline" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await vendorCookies()).toEqual([]);

  const requests = requestsOf(page);
  await page.goto("/company");
  await consentReady(page);
  await page.waitForLoadState("networkidle");
  expect(vendorScripts(requests)).toEqual([]);
  expect(await vendorsThatRan(page)).toEqual([]);
});

test("the chat widget never loads on a free-tool page, even with every consent", async ({ page }) => {
  await page.goto("/pricing");
  await consentReady(page);
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => vendorsThatRan(page), VENDOR_WAIT).toContain("chat");

  const requests = requestsOf(page);
  await page.goto("/zip-code-lookup");
  await consentReady(page);
  await expect.poll(() => vendorsThatRan(page), VENDOR_WAIT).toEqual(PAGE_SERVICES.filter((id) => id !== "chat"));
  await page.waitForLoadState("networkidle");
  expect(vendorScripts(requests)).not.toContain("/__test-vendors/chat.js");
  await expect(page.locator("[data-test-vendor-chat]")).toHaveCount(0);
});

test("an embed waits behind its placeholder until its own service is enabled", async ({ page, context }) => {
  const requests = requestsOf(page);
  await page.goto("/__test-vendors/demo");
  await consentReady(page);
  await page.keyboard.press("Escape");
  const video = page.locator('[data-consent-embed="video"]');
  await expect(video.getByText("A two-minute tour of Locus maps")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);

  await video.getByRole("button", { name: "Enable the video player" }).click();
  const frame = page.locator('iframe[title="A two-minute tour of Locus maps"]');
  await expect(frame).toHaveAttribute("src", "/__test-vendors/embed/video/locus-demo-video");
  await expect(page.frameLocator('iframe[title="A two-minute tour of Locus maps"]').getByRole("heading")).toHaveText(
    "Local test video",
    VENDOR_WAIT,
  );
  // Only the video: the sandbox and fiddle still wait, and so does everything else.
  await expect(page.locator("iframe")).toHaveCount(1);
  expect((await context.cookies()).find((c) => c.name === "locus_consent")?.value).toMatch(/^v1\|\d+\|video:1$/);
  expect(vendorScripts(requests)).toEqual([]);
  // Still undecided about the rest: the banner asks on the next page.
  await page.reload();
  await consentReady(page);
  await expect(banner(page)).toBeVisible();
});

test("with every consent, embeds show and slot services draw in their slots", async ({ page }) => {
  await page.goto("/__test-vendors/demo");
  await consentReady(page);
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(page.locator("iframe")).toHaveCount(3, VENDOR_WAIT);
  await expect(page.locator('iframe[title="Address autocomplete in a sandbox"]')).toHaveAttribute("height", "420");
  await expect(page.locator('[data-test-vendor-slot="officesMap"]')).toContainText(
    '"language":"en","zoom":3',
    VENDOR_WAIT,
  );
  await expect
    .poll(() => vendorsThatRan(page), VENDOR_WAIT)
    .toEqual([...PAGE_SERVICES, "officesMap", "reviewTracker"].sort());
  await expect(page.getByRole("button", { name: "Enable the offices map" })).toHaveCount(0);
});
