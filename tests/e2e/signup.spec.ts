import { expect, test } from "@playwright/test";
import {
  banner,
  create,
  createButton,
  email,
  fillAccount,
  heading,
  nextButton,
  openSignUp,
  recordedEvents,
  recordEvents,
  storedLeads,
  toEmailMode,
  uniqueAddress,
} from "./signup-helpers.ts";

const PASSWORD_MESSAGE =
  "Password should have: minimum 8 characters in length, at least one uppercase, one lowercase letter, one digit and one special character";

test("docs/signup.md the email entry: Next is disabled while the email is empty and checks it with the browser's own rule", async ({
  page,
}) => {
  await openSignUp(page);
  await expect(heading(page)).toHaveText("Create your free Locus account");
  await expect(nextButton(page)).toBeDisabled();
  await email(page).fill("  Ada.Lovelace@Example.COM ");
  await expect(email(page)).toHaveValue("ada.lovelace@example.com");
  expect(await page.evaluate(() => sessionStorage.getItem("email"))).toBe("ada.lovelace@example.com");
  await email(page).fill("ada");
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  const native = await email(page).evaluate((input: HTMLInputElement) => input.validationMessage);
  expect(native).toContain("@");
  await expect(email(page)).toHaveAccessibleDescription(`We send a confirmation link to this address. ${native}`);
  await expect(heading(page)).toHaveText("Create your free Locus account");
  await email(page).fill("");
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByText("Email can't be empty.")).toBeVisible();
});

test("docs/signup.md ?email= prefills the email, lowercased and trimmed; the session keeps it", async ({ page }) => {
  await openSignUp(page, "/sign_up?email=%20Grace.Hopper%40Example.com");
  await expect(email(page)).toHaveValue("grace.hopper@example.com");
  await page.goto("/sign_up");
  await expect(page.locator('locus-island[data-hydrated="true"]')).toHaveCount(1);
  await expect(email(page)).toHaveValue("grace.hopper@example.com");
});

test("docs/signup.md every field's message, on its input, once the visitor leaves it", async ({ page }) => {
  await openSignUp(page);
  await toEmailMode(page, uniqueAddress());
  for (const [label, message] of [
    ["First name", "First name can't be empty."],
    ["Last name", "Last name can't be empty."],
    ["Organization", "Organization can't be empty."],
  ] as const) {
    await page.getByLabel(label).focus();
    await page.getByLabel(label).blur();
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  await page.getByLabel("Organization").fill("   ");
  await expect(page.getByLabel("Organization")).toHaveAccessibleDescription("Organization can't be empty.");

  const password = page.getByLabel("Password", { exact: true });
  for (const weak of ["Abcde1#", "abcdefg1#", "ABCDEFG1#", "Abcdefgh#", "Abcdefgh1", "Abcdefg1_"]) {
    await password.fill(weak);
    await password.blur();
    await expect(page.getByText(PASSWORD_MESSAGE)).toBeVisible();
  }
  await password.fill("Abcdefg1#");
  await expect(page.getByText(PASSWORD_MESSAGE)).toHaveCount(0);

  const agreement = page.getByLabel(/I agree to the Locus/);
  await agreement.check();
  await agreement.uncheck();
  await expect(page.getByText("You should agree to proceed.")).toBeVisible();

  await page.getByLabel("Work email").fill("");
  await page.getByLabel("Work email").blur();
  await expect(page.getByText("Email can't be empty.")).toBeVisible();
  await page.getByLabel("Work email").fill("ada@");
  const native = await page.getByLabel("Work email").evaluate((input: HTMLInputElement) => input.validationMessage);
  await expect(page.getByLabel("Work email")).toHaveAccessibleDescription(native);
});

test("docs/signup.md the create button is enabled only when every field is valid and the agreement is ticked", async ({
  page,
}) => {
  await openSignUp(page);
  await toEmailMode(page, uniqueAddress());
  const steps: (() => Promise<void>)[] = [
    () => page.getByLabel("First name").fill("Ada"),
    () => page.getByLabel("Last name").fill("Lovelace"),
    () => page.getByLabel("Organization").fill("Analytical Engines"),
    () => page.getByLabel("Product / Business").check(),
    () => page.getByLabel("Password", { exact: true }).fill("Difference#1"),
  ];
  for (const step of steps) {
    await expect(createButton(page)).toBeDisabled();
    await step();
  }
  await expect(createButton(page)).toBeDisabled();
  await expect(page.getByText("Fill in every field and accept the terms to create your account.")).toBeVisible();
  await page.getByLabel(/I agree to the Locus/).check();
  await expect(createButton(page)).toBeEnabled();
  await page.getByLabel("Password", { exact: true }).fill("difference1");
  await expect(createButton(page)).toBeDisabled();
  await page.getByLabel("Password", { exact: true }).fill("Difference#1");
  await page.getByLabel(/I agree to the Locus/).uncheck();
  await expect(createButton(page)).toBeDisabled();
});

test("docs/signup.md Back returns to the email entry and unticks the agreement", async ({ page }) => {
  await openSignUp(page);
  const address = uniqueAddress();
  await toEmailMode(page, address);
  await fillAccount(page);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(heading(page)).toHaveText("Create your free Locus account");
  await expect(heading(page)).toBeFocused();
  await expect(email(page)).toHaveValue(address);
  await nextButton(page).click();
  await expect(page.getByLabel(/I agree to the Locus/)).not.toBeChecked();
  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await expect(createButton(page)).toBeDisabled();
});

test("email sign-up: loading, 'Confirm your email', the survey, and the marketing lead and the answers in D1", async ({
  page,
}) => {
  await recordEvents(page);
  await openSignUp(page, "/sign_up?utm_source=newsletter&utm_campaign=launch");
  await page.evaluate(() => localStorage.setItem("signup-usecases", JSON.stringify(["autocomplete", "storelocator"])));
  const address = uniqueAddress("example.com", "survey");
  await toEmailMode(page, address);
  await fillAccount(page, { fieldOfWork: "Product / Business" });
  const posted = page.waitForRequest((request) => request.url().endsWith("/api/signup"));
  await createButton(page).click();
  await expect(createButton(page)).toHaveText("Creating your account…");
  await expect(createButton(page)).toBeDisabled();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    email: address,
    first_name: "Ada",
    position: 0,
    utm: { utm_source: "newsletter", utm_campaign: "launch" },
    use_cases: ["storelocator", "autocomplete"],
  });
  await page.clock.runFor(2_000);

  await page.waitForURL("**/sign_up-finished");
  await expect(page.locator('locus-island[data-hydrated="true"]')).toHaveCount(1);
  await expect(heading(page)).toHaveText("Confirm your email");
  await expect(page.locator(".survey-confirm__email")).toHaveText(address);
  expect((await recordedEvents(page, "ui_signup_finish_click")).length).toBe(1);
  expect(await recordedEvents(page, "signup_success")).toEqual([
    { event: "signup_success", sso: false, provider: "email" },
  ]);
  expect((await recordedEvents(page, "signup_pending")).length).toBe(1);

  const send = page.getByRole("button", { name: "Send my answers" });
  await expect(send).toBeDisabled();
  await page.getByLabel("What best describes your role?").selectOption({ label: "Developer or engineer" });
  await page.getByLabel("What will you build first?").selectOption({ label: "A store locator" });
  await page
    .getByLabel("How many requests a month do you expect in your first year?")
    .selectOption({ label: "10,000 to 100,000" });
  await expect(send).toBeDisabled(); // docs/signup.md: every step
  await page.getByLabel("How did you hear about Locus?").selectOption({ label: "A colleague or friend" });
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/forms/survey")),
    send.click(),
  ]);
  expect(answer.status()).toBe(202);
  await expect(page.getByText("Thank you: your answers help us set up your account.")).toBeVisible();
  await expect(page.locator("select")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("onboardingSurvey"))).toBe(JSON.stringify([address]));

  await page.reload();
  await expect(page.locator('locus-island[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator(".survey-confirm__email")).toHaveText(address);
  await expect(page.locator("select")).toHaveCount(0);

  // docs/leads.md: the finished flag is this account's: another person signing up in the same browser is asked.
  await page.evaluate(() => sessionStorage.setItem("email", "grace.second@example.com"));
  await page.reload();
  await expect(page.locator('locus-island[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator(".survey-confirm__email")).toHaveText("grace.second@example.com");
  await expect(page.locator("select")).toHaveCount(4);

  const surveyLead = storedLeads("survey").find((lead) => lead.payload.email === address);
  expect(surveyLead?.payload).toEqual({
    email: address,
    answers: {
      role: "developer",
      first_project: "store_locator",
      monthly_volume: "10k_100k",
      heard_from: "word_of_mouth",
    },
  });
  const marketing = storedLeads("marketing-lead").find((lead) => lead.payload.Email === address);
  expect(marketing?.payload).toEqual({
    Firstname: "Ada",
    Lastname: "Lovelace",
    Email: address,
    Company: "Analytical Engines",
    Use_Case: ["Store Locator", "Address Autocomplete"],
    Job_Function: "Product/IT",
  });
});

test("docs/signup.md /survey: every step answered, a placeholder email outside production, then the confirm-email message replaces the steps", async ({
  page,
}) => {
  await openSignUp(page, "/survey");
  await expect(heading(page)).toHaveText("Tell us about your project");
  await expect(
    page.getByText("Preview outside production: answers are sent with the placeholder address"),
  ).toBeVisible();
  const selects = page.locator("select");
  await expect(selects).toHaveCount(4);
  for (let i = 0; i < 4; i += 1) await selects.nth(i).selectOption({ index: 1 });
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/forms/survey")),
    page.getByRole("button", { name: "Send my answers" }).click(),
  ]);
  const { id } = (await answer.json()) as { id: string };
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  await expect(selects).toHaveCount(0);
  expect(storedLeads("survey").find((lead) => lead.id === id)?.payload).toMatchObject({
    email: "survey.preview@locus.example",
  });
});

test("the pages are valid HTML with one h1 in every mode", async ({ page }) => {
  const { HtmlValidate } = await import("html-validate");
  const validator = new HtmlValidate({
    extends: ["html-validate:standard"],
    rules: { "no-inline-style": "off", "input-attributes": "error" },
  });
  const check = async (name: string) => {
    const html = await page.content();
    const report = await validator.validateString(html, name);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${name}: ${m.ruleId} ${m.message}`))).toEqual([]);
    await expect(page.locator("h1")).toHaveCount(1);
  };
  await openSignUp(page);
  await check("start");
  await toEmailMode(page, uniqueAddress("fail.test"));
  await fillAccount(page);
  await create(page);
  await expect(banner(page)).toBeVisible();
  await check("email mode with an error");
  await page.goto("/sign_up-finished");
  await check("finished");
  await page.goto("/survey");
  await check("survey");
});
