import { expect, test } from "@playwright/test";
import { banner, consentReady } from "./consent-helpers.ts";

// A first visit: no consent cookie.
test.use({ storageState: { cookies: [], origins: [] } });

test("the banner opens on the first visit, labelled and described, with the page behind it inert", async ({ page }) => {
  await page.goto("/company");
  await consentReady(page);
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/Locus uses a few services of other companies/);
  await expect(dialog.getByRole("button", { name: "Accept all" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Decline" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Settings" })).toHaveAttribute("aria-expanded", "false");
  await expect(dialog.getByRole("link", { name: "Read our cookie policy" })).toHaveAttribute(
    "href",
    "/policies/cookies",
  );
  // Focus starts on the title: neither choice is pressed on the visitor.
  await expect(dialog.getByRole("heading", { name: "Cookies and services on this site" })).toBeFocused();
  // Modal: the page behind takes no click.
  await expect(
    page.locator(".site-header a[href='/pricing']").first().click({ timeout: 1_000, trial: true }),
  ).rejects.toThrow();
});

test("focus stays inside the open banner, forwards and backwards", async ({ page }) => {
  await page.goto("/company");
  await consentReady(page);
  await expect(banner(page)).toBeVisible();
  const insideBanner = () =>
    page.evaluate(() => document.activeElement?.closest("dialog[data-consent-dialog]") !== null);
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await insideBanner()).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ""));
  }
  // Every control was reached, so Tab wrapped around at least once.
  expect([...seen].sort()).toEqual(["Accept all", "Decide later", "Decline", "Read our cookie policy", "Settings"]);
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await insideBanner()).toBe(true);
  }
});

test("Escape closes the banner as 'decide later': nothing decided, not asked again in this visit", async ({
  page,
  context,
}) => {
  await page.goto("/company");
  await consentReady(page);
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(banner(page)).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "locus_consent")).toBeUndefined();

  await page.goto("/pricing");
  await consentReady(page);
  await expect(banner(page)).toBeHidden();

  // A new visit (a new browsing session) asks again.
  const later = await context.browser()!.newContext({ storageState: { cookies: [], origins: [] } });
  const again = await later.newPage();
  await again.goto("/pricing");
  await consentReady(again);
  await expect(banner(again)).toBeVisible();
  await later.close();
});

test("'Decide later' does the same with a click", async ({ page, context }) => {
  await page.goto("/company");
  await consentReady(page);
  await banner(page).getByRole("button", { name: "Decide later" }).click();
  await expect(banner(page)).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "locus_consent")).toBeUndefined();
});

test("the footer's Cookie settings link reopens the banner with its settings, and focus returns to it", async ({
  page,
}) => {
  await page.goto("/company");
  await consentReady(page);
  await banner(page).getByRole("button", { name: "Decline" }).click();
  await expect(banner(page)).toBeHidden();

  await page.goto("/pricing");
  await consentReady(page);
  await expect(banner(page)).toBeHidden();
  const link = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await link.click();
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Settings" })).toHaveAttribute("aria-expanded", "true");
  const analytics = dialog.getByRole("checkbox", { name: "Analytics and advertising" });
  await expect(analytics).toBeFocused();
  await expect(analytics).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Tools and media" })).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Security" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Security" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test("per-purpose settings: the switches show the choice made", async ({ page }) => {
  await page.goto("/company");
  await consentReady(page);
  const dialog = banner(page);
  await dialog.getByRole("button", { name: "Settings" }).click();
  await dialog.getByRole("checkbox", { name: "Tools and media" }).check();
  await dialog.getByRole("button", { name: "Save my choices" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Tools and media" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Analytics and advertising" })).not.toBeChecked();
});

test("without a consent dialog on the page the link only writes a console warning (docs/consent.md)", async ({
  page,
}) => {
  await page.route("**/company", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<dialog class="consent"[\s\S]*?<\/dialog>/, "");
    await route.fulfill({ response, body: html });
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/company");
  await consentReady(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect.poll(() => warnings).toEqual(["Cookie settings: this page has no consent dialog to open."]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
