import { expect, test } from "@playwright/test";
import {
  banner,
  create,
  fillAccount,
  newVisitor,
  openSignUp,
  recordedEvents,
  recordEvents,
  toEmailMode,
  uniqueAddress,
} from "./signup-helpers.ts";

/**
 * docs/signup.md, each branch of the error chooser, reached through the embedded accounts
 * service's switches (worker/local/accounts/switches.ts): the banner's message, the field
 * messages on their inputs, and the signup_failed event.
 */
const BRANCHES: { domain: string; banner: string | RegExp; fields?: Record<string, string>; errorType: string }[] = [
  { domain: "plain.test", banner: "New accounts for this address are paused: please write to us.", errorType: "api" },
  { domain: "text.test", banner: "New accounts for this address are paused until 14:00 UTC.", errorType: "api" },
  { domain: "error.test", banner: "This email domain is not accepted for new accounts.", errorType: "api" },
  { domain: "message.test", banner: "Too many accounts were created from your network today.", errorType: "api" },
  { domain: "detail.test", banner: "Sign-up is closed for your region.", errorType: "api" },
  { domain: "details.test", banner: "This organization name is reserved.", errorType: "api" },
  { domain: "readable.test", banner: "Disposable email addresses cannot be used.", errorType: "api" },
  // A code is never shown (docs/signup.md): the generic fallback instead.
  {
    domain: "status.test",
    banner: "Can't create your account. please contact support@locus.example",
    errorType: "unknown",
  },
  {
    domain: "nonfield.test",
    banner: "This organization already has an account: ask its owner to invite you.",
    errorType: "api",
  },
  {
    domain: "taken.test",
    banner: "An account with this email already exists.",
    fields: { "Work email": "An account with this email already exists." },
    errorType: "field",
  },
  {
    domain: "fields.test",
    banner: "First names may not contain digits.",
    fields: {
      "First name": "First names may not contain digits.",
      Password: "This password appears in a list of leaked passwords.",
    },
    errorType: "field",
  },
  {
    domain: "unknown.test",
    banner: "Can't create your account. please contact support@locus.example",
    errorType: "unknown",
  },
  {
    domain: "fail.test",
    banner: "Can't create your account. please contact support@locus.example",
    errorType: "unknown",
  },
  // The service refusing the Worker's key, or showing its insides: never its text.
  {
    domain: "auth.test",
    banner: "Can't create your account. please contact support@locus.example",
    errorType: "unknown",
  },
  {
    domain: "leak.test",
    banner: "Can't create your account. please contact support@locus.example",
    errorType: "unknown",
  },
];

test("docs/signup.md every branch of the error chooser: the banner, the field messages, signup_failed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await recordEvents(page);
  await openSignUp(page);
  await toEmailMode(page, uniqueAddress("plain.test"));
  await fillAccount(page);
  for (const branch of BRANCHES) {
    await newVisitor(page); // the sign-up allows 10 posts a minute per visitor
    await page.getByLabel("Work email").fill(uniqueAddress(branch.domain));
    await create(page);
    await expect(banner(page), branch.domain).toContainText(branch.banner);
    for (const never of ["ACCOUNT_LIMIT_REACHED", "API key", "Traceback", "postgres"])
      await expect(banner(page), branch.domain).not.toContainText(never);
    for (const [label, message] of Object.entries(branch.fields ?? {})) {
      await expect(page.getByLabel(label, { exact: true }), branch.domain).toHaveAccessibleDescription(
        new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
    }
    const failed = await recordedEvents(page, "signup_failed");
    expect(failed.at(-1), branch.domain).toMatchObject({
      provider: "email",
      type: "email",
      error_type: branch.errorType,
    });
    // Field errors go when their field changes.
    if (branch.fields?.["First name"]) await page.getByLabel("First name").fill("Ada");
  }
  await expect(banner(page).getByRole("link", { name: "support@locus.example" })).toHaveAttribute(
    "href",
    "mailto:support@locus.example",
  );
  expect((await recordedEvents(page, "signup_failed")).at(-1)).toMatchObject({ error_message: "Unknown error" });
});

test("the proxy's deadline: an accounts service that does not answer in time", async ({ page }) => {
  await openSignUp(page);
  await toEmailMode(page, uniqueAddress("slow.test"));
  await fillAccount(page);
  await create(page);
  await expect(banner(page)).toContainText("Creating your account took too long. Please try again in a moment.", {
    timeout: 10_000,
  });
  await expect(page.getByRole("button", { name: "Create account" })).toBeEnabled();
});

test("docs/signup.md: no answer within 7 s ends the wait; a network failure says so", async ({ page }) => {
  await recordEvents(page);
  await openSignUp(page);
  await toEmailMode(page, uniqueAddress());
  await fillAccount(page);
  await page.route("**/api/signup", () => {}); // never answered
  // Time stops flowing on its own, so a slow machine cannot add real seconds to the 7 s.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.clock.runFor(6_900);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(banner(page)).toContainText(
    "The sign-up took too long to answer. Please check your connection and try again.",
  );
  expect((await recordedEvents(page, "signup_failed")).at(-1)).toMatchObject({ error_type: "timeout" });

  await page.unroute("**/api/signup");
  await page.route("**/api/signup", (route) => route.abort("internetdisconnected"));
  await create(page);
  await expect(banner(page)).toContainText("We could not reach Locus. Please check your connection and try again.");
  expect((await recordedEvents(page, "signup_failed")).at(-1)).toMatchObject({ error_type: "network" });
});
