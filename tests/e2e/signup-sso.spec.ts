import { expect, type Page, test } from "@playwright/test";
import {
  banner,
  claims,
  CONSOLE,
  create,
  createButton,
  fillAccount,
  heading,
  openSignUp,
  recordedEvents,
  recordEvents,
  uniqueAddress,
} from "./signup-helpers.ts";

test("Google: the button, the account chosen, the organization, then the console with access_token and refresh_token", async ({
  page,
}) => {
  await recordEvents(page);
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await openSignUp(page);
  const address = uniqueAddress("example.com", "grace");
  // Locus's button loads Google's and hands over to it: one extra press at most.
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await page.getByRole("button", { name: "Sign up with Google" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose an account" });
  await chooser.getByLabel("Email").fill(address);
  await chooser.getByLabel("First name").fill("Grace");
  await chooser.getByLabel("Last name").fill("Hopper");
  await chooser.getByRole("button", { name: "Continue" }).click();

  await expect(heading(page)).toHaveText("Finish your account");
  await expect(page.locator(".signup-form__identity")).toContainText("Signing up with Google");
  await expect(page.locator(".signup-form__identity")).toContainText(address);
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await expect(createButton(page)).toBeDisabled();
  await fillAccount(page, { organization: "Compilers Inc" }, true);
  const posted = page.waitForRequest((request) => request.url().endsWith("/api/signup"));
  await create(page);
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual([
    "agreement",
    "google",
    "organization_name",
    "position",
    "use_cases",
    "utm",
  ]);

  await page.waitForURL(`**${CONSOLE}?**`);
  const url = new URL(page.url());
  expect(claims(url.searchParams.get("access_token"))).toMatchObject({
    email: address,
    first_name: "Grace",
    last_name: "Hopper",
    organization: { name: "Compilers Inc" },
  });
  expect(claims(url.searchParams.get("refresh_token"))).toMatchObject({ token_type: "refresh" });
  // The console's stand-in checked both tokens' signatures.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Locus, Grace Hopper");
  await expect(page.locator(".standin-card__facts")).toContainText(address);
  await expect(page.locator(".standin-card__facts")).toContainText("Compilers Inc");
  expect(await recordedEvents(page, "ui_signup_sso_click")).toEqual([
    { event: "ui_signup_sso_click", provider: "google" },
  ]);
  const [success] = await recordedEvents(page, "signup_success");
  expect(success).toMatchObject({
    sso: true,
    provider: "google",
    user_id: claims(url.searchParams.get("access_token")).pk,
  });
  expect(cspErrors).toEqual([]);
});

test("GitHub: the authorize redirect (scope user, no sign-up there), back to /sign_up?source=github with a code, then the console with tokens", async ({
  page,
}) => {
  await recordEvents(page);
  await openSignUp(page);
  await page.getByRole("button", { name: "Sign up with GitHub" }).click();
  await page.waitForURL("**/__accounts/github/authorize?**");
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get("scope")).toBe("user");
  expect(authorize.searchParams.get("allow_signup")).toBe("false");
  expect(new URL(authorize.searchParams.get("redirect_uri") ?? "").search).toBe("?source=github");
  expect(authorize.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const address = uniqueAddress("example.com", "octo");
  await page.getByLabel("Username").fill(`octo-${address.slice(5, 13)}`);
  await page.getByLabel("Primary email").fill(address);
  await page.getByRole("button", { name: "Authorize Locus" }).click();

  await page.waitForURL("**/sign_up");
  await expect(page.locator('locus-island[data-hydrated="true"]')).toHaveCount(1);
  await expect(heading(page)).toHaveText("Finish your account");
  expect(new URL(page.url()).search).toBe(""); // the code is not left in the address bar
  await expect(page.locator(".signup-form__identity")).toHaveText("Signing up with GitHub");
  await fillAccount(page, { organization: "Octo Maps" }, true);
  const posted = page.waitForRequest((request) => request.url().endsWith("/api/signup"));
  await create(page);
  expect((await posted).postDataJSON()).toMatchObject({
    organization_name: "Octo Maps",
    github: { code: expect.any(String) },
  });
  await page.waitForURL(`**${CONSOLE}?**`);
  expect(claims(new URL(page.url()).searchParams.get("access_token"))).toMatchObject({
    email: address,
    organization: { name: "Octo Maps" },
  });
  expect(await recordedEvents(page, "ui_signup_sso_click")).toEqual([
    { event: "ui_signup_sso_click", provider: "github" },
  ]);
  expect(await recordedEvents(page, "signup_success")).toMatchObject([{ sso: true, provider: "github" }]);
});

test("GitHub: Back clears the single sign-on; a cancelled authorization or a foreign state says so", async ({
  page,
}) => {
  await openSignUp(page);
  await page.getByRole("button", { name: "Sign up with GitHub" }).click();
  await page.getByRole("button", { name: "Authorize Locus" }).click();
  await expect(heading(page)).toHaveText("Finish your account");
  await page.getByLabel(/I agree to the Locus/).check();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(heading(page)).toHaveText("Create your free Locus account");
  await expect(page.locator(".signup-form__identity")).toHaveCount(0);

  await page.getByRole("button", { name: "Sign up with GitHub" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(banner(page)).toContainText("GitHub sign-in was cancelled.");
  await expect(heading(page)).toHaveText("Create your free Locus account");

  await page.goto("/sign_up?source=github&code=forged&state=not-ours");
  await expect(page.locator('locus-island[data-hydrated="true"]')).toHaveCount(1);
  await expect(banner(page)).toContainText("We could not confirm your GitHub sign-in.");
  await expect(heading(page)).toHaveText("Create your free Locus account");
});

test("docs/signup.md Google's script failing to load is logged as 'Google SSO initialization failed'; email and GitHub stay", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route("**/__accounts/google/client.js", (route) => route.abort());
  await openSignUp(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByText("Google sign-in is not available right now.")).toBeVisible();
  expect(errors.some((text) => text.startsWith("Google SSO initialization failed"))).toBe(true);
  await expect(page.getByRole("button", { name: "Sign up with GitHub" })).toBeVisible();
  await expect(page.getByLabel("Work email")).toBeEditable();
});

test.describe("Google's script loads only once the visitor shows they want Google", () => {
  const SCRIPT = "/__accounts/google/client.js";

  /** Every request for Google's script (the local stand-in of accounts.google.com/gsi/client). */
  function scriptRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === SCRIPT) seen.push(request.url());
    });
    return seen;
  }

  /** Holds Google's script until the returned function is called, so a press can come first. */
  async function holdScript(page: Page): Promise<() => void> {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${SCRIPT}`, async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  test("not on arrival, not while typing the email; then on the pointer moving over the Google area", async ({
    page,
  }) => {
    const requests = scriptRequests(page);
    await openSignUp(page);
    await page.getByLabel("Work email").fill("ada@example.com");
    await page.mouse.move(5, 5);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    await expect(page.locator('script[src*="google"]')).toHaveCount(0);

    await page.getByTestId("google-area").hover();
    await expect(page.getByRole("button", { name: "Sign up with Google" })).toBeVisible();
    expect(requests).toHaveLength(1);
    // Google's own button has taken the place of Locus's: no extra press.
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    await expect(page.getByRole("dialog", { name: "Choose an account" })).toBeVisible();
  });

  test("keyboard focus on the Google area loads it, and the focus moves on to Google's button", async ({ page }) => {
    const requests = scriptRequests(page);
    const release = await holdScript(page);
    await openSignUp(page);
    await page.getByLabel("Work email").focus();
    expect(requests).toEqual([]);
    // Tab from the email (Next is disabled while the email is empty) to Locus's Google button.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeFocused();
    await expect.poll(() => requests.length).toBe(1);
    release();
    // Locus's button goes; the focus is not lost: Google's button has it.
    await expect(page.getByRole("button", { name: "Sign up with Google" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Choose an account" })).toBeVisible();
  });

  test("a press before the script is there: Google's button appears focused with a note, one more press opens it", async ({
    page,
  }) => {
    const requests = scriptRequests(page);
    const release = await holdScript(page);
    await openSignUp(page);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveAttribute("aria-busy", "true");
    release();
    const google = page.getByRole("button", { name: "Sign up with Google" });
    await expect(google).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "press its button to continue" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Choose an account" })).toBeVisible();
    expect(requests).toHaveLength(1);
  });
});
