import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { events, fillForm, heading, leadIdOf, openFunnel, storedLead, uniqueEmail } from "./funnel-helpers.ts";

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const TOKEN = `${part({ alg: "HS256", typ: "JWT" })}.${part({ pk: 7, email: "lin@example.com", first_name: "Lin", last_name: "Chen", organization: { name: "Acme Maps" } })}.c2ln`;

test.describe("start rules (docs/leads.md)", () => {
  test("originfunnel=signup: sign-up use cases; Next keeps them under signup-usecases and goes to /sign_up", async ({
    page,
  }) => {
    await openFunnel(page, "/contact?originfunnel=signup");
    await expect(heading(page)).toHaveText("What will you build with Locus?");
    await page.getByRole("button", { name: "Geofencing", exact: true }).click();
    await page.getByRole("button", { name: "Other", exact: true }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/sign_up$/);
    expect(await page.evaluate(() => localStorage.getItem("signup-usecases"))).toBe('["geofencing","other"]');
  });

  test("originfunnel=signup: Back leads to contact choices, and a sales lead from there is labelled CTA-Sign-Up", async ({
    page,
  }) => {
    // Reads D1 through `npm run leads` (wrangler), slow on a busy machine.

    test.slow();
    await openFunnel(page, "/contact?originfunnel=signup");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(heading(page)).toHaveText("How can we help?");
    await page.locator(".funnel-choice", { hasText: "Contact sales" }).click();
    await page.getByRole("button", { name: "AI", exact: true }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await fillForm(page, {
      "First name": "Kim",
      "Last name": "Park",
      "Work email": uniqueEmail("kim"),
      "Job title": "Product manager",
      Company: "Mapping Co",
      Country: "South Korea",
      Industry: "Software & IT Services",
      "When would you like to start?": "less than a month",
      "Project details": "Geocoding for our delivery app.",
    });
    await page.getByRole("checkbox").check();
    const id = await leadIdOf(page, "sales", () => page.getByRole("button", { name: "Send" }).click());
    await expect(heading(page)).toHaveText("Thank you!");
    expect(storedLead(id)?.payload).toMatchObject({ originFunnel: "signup", origin: "CTA-Sign-Up", Use_Case: ["AI"] });
  });

  test("originfunnel=pricing: the enterprise form, phone and details optional", async ({ page }) => {
    // Reads D1 through `npm run leads` (wrangler), slow on a busy machine.

    test.slow();
    await page.goto("/pricing");
    await openFunnel(page, "/contact?originfunnel=pricing");
    await expect(heading(page)).toHaveText("Let's talk about Enterprise");
    const names = await page
      .locator("form.funnel-form")
      .locator("input:not([type=checkbox]), select, textarea")
      .evaluateAll((elements) => elements.map((e) => (e as HTMLInputElement).name));
    expect(names).toEqual(["first_name", "last_name", "email", "company", "phoneNumber", "Subject", "website"]);
    const send = page.getByRole("button", { name: "Send" });
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Ortiz");
    await page.getByLabel("Work email").fill(uniqueEmail("sam"));
    await expect(send).toBeDisabled();
    await page.getByLabel("Company").fill("Freight Ltd");
    await expect(send, "the checkbox is required").toBeDisabled();
    await page.getByRole("checkbox").check();
    await expect(send).toBeEnabled();
    const id = await leadIdOf(page, "enterprise", () => send.click());
    await expect(heading(page)).toHaveText("Thank you!");
    expect(storedLead(id)?.payload).toMatchObject({
      phoneNumber: "",
      Subject: "",
      originFunnel: "pricing",
      origin: "CTA-Contact-Us",
      Use_Case: [],
    });
  });

  test("originfunnel=pricing: Back goes to contact choices, the browser's Back then to the page before", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await openFunnel(page, "/contact?originfunnel=pricing");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(heading(page)).toHaveText("How can we help?");
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a token prefills the enterprise form; it leaves the address bar", async ({ page }) => {
    await openFunnel(page, `/contact?token=${TOKEN}`);
    await expect(heading(page)).toHaveText("Let's talk about Enterprise");
    await expect(page.getByLabel("First name")).toHaveValue("Lin");
    await expect(page.getByLabel("Last name")).toHaveValue("Chen");
    await expect(page.getByLabel("Work email")).toHaveValue("lin@example.com");
    await expect(page.getByLabel("Company")).toHaveValue("Acme Maps");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("a token that does not decode is only logged", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await openFunnel(page, "/contact?token=not.a.jwt");
    await expect(heading(page)).toHaveText("How can we help?");
    expect(errors.join("\n")).toContain("The funnel's token could not be decoded");
    await expect(page.locator(".funnel-field__error")).toHaveCount(0);
  });
});

test.describe("sign-up choices (docs/leads.md): a funnel an editor starts there", () => {
  const path = "/e2e-funnel-signup-choices";

  test.beforeAll(() => {
    // An editor's page whose funnel block starts at sign-up choices, put in the e2e server's KV.
    const contact = JSON.parse(readFileSync("content/pages/contact.json", "utf8")) as { blocks: { props: object }[] };
    const page = {
      ...contact,
      slug: path.slice(1),
      name: "Get started",
      blocks: [
        {
          type: "funnel",
          props: { ...contact.blocks[0]?.props, title: "Get started", startStep: "funnelSignupChoices" },
        },
      ],
    };
    const put = spawnSync(
      "wrangler",
      [
        "kv",
        "key",
        "put",
        `page:${path}`,
        JSON.stringify(page),
        "--binding",
        "CONTENT",
        "--local",
        "--persist-to",
        ".wrangler/e2e",
      ],
      {
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      },
    );
    if (put.status !== 0) throw new Error(put.stderr);
  });

  test("developer → sign-up use cases; non-developer → sales use cases; Back → home", async ({ page }) => {
    await openFunnel(page, path);
    await expect(heading(page)).toHaveText("Which describes you best?");
    await page.locator(".funnel-choice", { hasText: "I write code" }).click();
    await expect(heading(page)).toHaveText("What will you build with Locus?");
    await page.goBack();
    await page.locator(".funnel-choice", { hasText: "I don't write code" }).click();
    await expect(heading(page)).toHaveText("What would you like to build?");
    expect(await events(page, "ui_contact_choice")).toEqual([]);
    await page.goBack();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
