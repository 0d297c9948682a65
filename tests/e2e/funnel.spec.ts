import { expect, test, type Page } from "@playwright/test";
import { events, fillForm, heading, leadIdOf, openFunnel, storedLead, uniqueEmail } from "./funnel-helpers.ts";

const USE_CASES = [
  "Store Locator",
  "Product Locator",
  "Address Autocomplete",
  "Ecommerce Checkout",
  "Distance & ETA",
  "Geocoding",
  "Geofencing",
  "Indoor Mapping",
  "Geospatial Analysis",
  "AI",
  "Other",
];

const tile = (page: Page, label: string) => page.getByRole("button", { name: label, exact: true });
const choice = (page: Page, title: string) => page.locator(".funnel-choice", { hasText: title });

async function toSalesForm(page: Page, useCases: string[]) {
  await choice(page, "Contact sales").click();
  await expect(heading(page)).toHaveText("What would you like to build?");
  for (const label of useCases) await tile(page, label).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(heading(page)).toHaveText("Tell us about your project");
}

test.describe("contact choices (docs/leads.md)", () => {
  test("three boxes, a Back button to the home page and the logo link home", async ({ page }) => {
    await openFunnel(page, "/contact");
    await expect(heading(page)).toHaveText("How can we help?");
    await expect(page.locator(".funnel-choice")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Locus home page" })).toHaveAttribute("href", "/");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("contact support opens the developer support page in a new tab; the funnel stays", async ({ page, context }) => {
    await context.route("https://support.locus.example/**", (route) =>
      route.fulfill({ body: "<title>Support</title>", contentType: "text/html" }),
    );
    await openFunnel(page, "/contact");
    const [popup] = await Promise.all([context.waitForEvent("page"), choice(page, "Contact support").click()]);
    await expect(popup).toHaveURL("https://support.locus.example/contact");
    await expect(heading(page)).toHaveText("How can we help?");
    expect(await events(page, "ui_contact_choice")).toEqual([{ event: "ui_contact_choice", choice: "support" }]);
  });
});

test.describe("use-case tiles (docs/leads.md)", () => {
  test("11 tiles, Other last, toggling, Next disabled until one is chosen, the summary event", async ({ page }) => {
    await openFunnel(page, "/contact");
    await choice(page, "Contact sales").click();
    expect(await events(page, "ui_contact_choice")).toEqual([{ event: "ui_contact_choice", choice: "sales" }]);
    const tiles = page.locator(".funnel-tile");
    await expect(tiles).toHaveCount(11);
    expect((await tiles.allTextContents()).sort()).toEqual([...USE_CASES].sort());
    await expect(tiles.last()).toHaveText("Other");

    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await tile(page, "Geocoding").click();
    await expect(tile(page, "Geocoding")).toHaveAttribute("aria-pressed", "true");
    await tile(page, "AI").click();
    await tile(page, "Geocoding").click();
    await expect(tile(page, "Geocoding")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("1 selected")).toBeVisible();
    await tile(page, "Store Locator").click();
    await next.click();
    await expect(heading(page)).toHaveText("Tell us about your project");
    expect(await events(page, "ui_usecase_summary")).toEqual([
      { event: "ui_usecase_summary", selected_count: 2, usecase_codes: "storelocator,ai" },
    ]);
    await expect(page.locator(".funnel-chip")).toHaveText(["Store Locator", "AI"]);
  });

  test("the order is shuffled between visits, Other always last", async ({ page }) => {
    const orders = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      await openFunnel(page, "/contact?originfunnel=signup");
      await expect(page.locator('.funnel-tiles[data-ready="true"]')).toHaveCount(1);
      const labels = await page.locator(".funnel-tile").allTextContents();
      expect(labels.at(-1)).toBe("Other");
      orders.add(labels.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  test("a double click on Next moves one step and sends one summary", async ({ page }) => {
    await openFunnel(page, "/contact");
    await choice(page, "Contact sales").click();
    await tile(page, "Indoor Mapping").click();
    await page.getByRole("button", { name: "Next" }).dblclick();
    await expect(heading(page)).toHaveText("Tell us about your project");
    expect(await events(page, "ui_usecase_summary")).toHaveLength(1);
    await page.goBack();
    await expect(heading(page)).toHaveText("What would you like to build?");
  });
});

test.describe("contact sales (docs/leads.md)", () => {
  test("exactly the fields of docs/leads.md; Send enabled only once every required field is set; the lead reaches D1", async ({
    page,
  }) => {
    // Reads D1 through `npm run leads` (wrangler), slow on a busy machine.
    test.slow();
    await openFunnel(page, "/contact");
    await toSalesForm(page, ["Store Locator", "Geofencing"]);
    const form = page.locator("form.funnel-form");
    const names = await form
      .locator("input:not([type=checkbox]), select, textarea")
      .evaluateAll((elements) => elements.map((e) => (e as HTMLInputElement).name));
    expect(names).toEqual([
      "first_name",
      "last_name",
      "email",
      "job_title",
      "company",
      "country",
      "industry",
      "Your_timeframe",
      "Subject",
      "website",
    ]);
    await expect(page.getByLabel("Work email")).toHaveAttribute("type", "email");

    const send = page.getByRole("button", { name: "Send" });
    const email = uniqueEmail("ada");
    const steps: [string, () => Promise<unknown>][] = [
      ["first name", () => page.getByLabel("First name").fill("Ada")],
      ["last name", () => page.getByLabel("Last name").fill("Lovelace")],
      ["email", () => page.getByLabel("Work email").fill(email)],
      ["job title", () => page.getByLabel("Job title").fill("CTO")],
      ["company", () => page.getByLabel("Company").fill("Analytical Engines")],
      ["country", () => page.getByLabel("Country").selectOption({ label: "United Kingdom" })],
      ["industry", () => page.getByLabel("Industry").selectOption({ label: "Retail" })],
      ["timeframe", () => page.getByLabel("When would you like to start?").selectOption({ label: "3 to 6 months" })],
      ["details", () => page.getByLabel("Project details").fill("A store locator for 300 shops.")],
      ["agreement", () => page.getByRole("checkbox").check()],
    ];
    for (const [what, fill] of steps) {
      await expect(send, `disabled before ${what}`).toBeDisabled();
      await fill();
    }
    await expect(send).toBeEnabled();
    await page.getByLabel("Company").fill("   ");
    await expect(send, "spaces are not a company").toBeDisabled();
    await page.getByLabel("Company").fill("Analytical Engines");

    const id = await leadIdOf(page, "sales", () => send.click());
    await expect(heading(page)).toHaveText("Thank you!");
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");

    await expect.poll(() => storedLead(id)?.status, { timeout: 20_000 }).toBe("inbox");
    expect(storedLead(id)).toMatchObject({
      form: "sales",
      payload: {
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        job_title: "CTO",
        company: "Analytical Engines",
        country: "United Kingdom",
        Subject: "A store locator for 300 shops.",
        industry: "Retail",
        Your_timeframe: "3 to 6 months",
        agreecheckbox: true,
        originFunnel: "",
        origin: "CTA-Contact-Us",
        Use_Case: ["Store Locator", "Geofencing"],
      },
    });
  });

  test("the browser's own check of the email field stops a malformed address; nothing is posted", async ({ page }) => {
    await openFunnel(page, "/contact");
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/forms/")) posts += 1;
    });
    await toSalesForm(page, ["AI"]);
    await fillForm(page, {
      "First name": "Ada",
      "Last name": "Lovelace",
      "Work email": "ada-at-example",
      "Job title": "CTO",
      Company: "Engines",
      Country: "France",
      Industry: "Finance",
      "When would you like to start?": "I don't know",
      "Project details": "Hello",
    });
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Send" }).click();
    expect(await page.getByLabel("Work email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expect(heading(page)).toHaveText("Tell us about your project");
    expect(posts).toBe(0);
  });
});

test.describe("general inquiry (docs/leads.md)", () => {
  test("send a message: the fields of docs/leads.md, Send rule, success, Back and the browser history", async ({
    page,
  }) => {
    await openFunnel(page, "/contact");
    await choice(page, "Send a message").click();
    await expect(heading(page)).toHaveText("Send us a message");
    const names = await page
      .locator("form.funnel-form")
      .locator("input:not([type=checkbox]), select, textarea")
      .evaluateAll((elements) => elements.map((e) => (e as HTMLInputElement).name));
    expect(names).toEqual([
      "first_name",
      "last_name",
      "email",
      "job_title",
      "company",
      "country",
      "Subject",
      "website",
    ]);

    // Back from a form returns to contact choices; the browser's Forward returns to the form.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(heading(page)).toHaveText("How can we help?");
    await page.goForward();
    await expect(heading(page)).toHaveText("Send us a message");

    const send = page.getByRole("button", { name: "Send" });
    await fillForm(page, {
      "First name": "Grace",
      "Last name": "Hopper",
      "Work email": uniqueEmail("grace"),
      "Job title": "Rear admiral",
      Company: "Navy",
      Country: "United States",
    });
    await page.getByRole("checkbox").check();
    await expect(send, "details are required").toBeDisabled();
    await page.getByLabel("Your message").fill("Do you offer nautical maps?");
    await expect(send).toBeEnabled();
    const id = await leadIdOf(page, "inquiry", () => send.click());
    await expect(heading(page)).toHaveText("Thank you!");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // The browser's Back walks the steps: success → form → contact choices.
    await page.goBack();
    await expect(heading(page)).toHaveText("Send us a message");
    await page.goBack();
    await expect(heading(page)).toHaveText("How can we help?");
  });

  test("with the keyboard only", async ({ page }) => {
    await openFunnel(page, "/contact");
    await choice(page, "Send a message").focus();
    await page.keyboard.press("Enter");
    await expect(heading(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("First name")).toBeFocused();
    await page.keyboard.type("Alan");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Turing");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("alan"));
    await page.keyboard.press("Tab");
    await page.keyboard.type("Researcher");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Bletchley");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Country")).toBeFocused();
    await page.keyboard.type("United Kingdom");
    await expect(page.getByLabel("Country")).toHaveValue("United Kingdom");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Can Locus geocode historic addresses?");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox")).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(heading(page)).toHaveText("Thank you!");
  });

  test("a double click on Send posts once", async ({ page }) => {
    await openFunnel(page, "/contact");
    const posts: string[] = [];
    page.on(
      "request",
      (request) =>
        void (request.url().endsWith("/api/forms/inquiry") && posts.push(request.headers()["idempotency-key"] ?? "")),
    );
    await choice(page, "Send a message").click();
    await fillInquiry(page);
    await page.getByRole("button", { name: "Send" }).dblclick();
    await expect(heading(page)).toHaveText("Thank you!");
    expect(posts).toHaveLength(1);
  });

  test("the Worker does not answer: success shows, and the browser posts again with the same key", async ({ page }) => {
    await openFunnel(page, "/contact");
    const keys: string[] = [];
    let answered = 0;
    await page.route("**/api/forms/inquiry", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (keys.length === 1)
        return route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' });
      const response = await route.fetch();
      answered = response.status();
      return route.fulfill({ response });
    });
    await choice(page, "Send a message").click();
    await fillInquiry(page);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(heading(page)).toHaveText("Thank you!");
    await expect.poll(() => answered, { timeout: 15_000 }).toBe(202);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

async function fillInquiry(page: Page) {
  await fillForm(page, {
    "First name": "Edsger",
    "Last name": "Dijkstra",
    "Work email": uniqueEmail("edsger"),
    "Job title": "Professor",
    Company: "University",
    Country: "Netherlands",
    "Your message": "Shortest paths between our depots?",
  });
  await page.getByRole("checkbox").check();
}
