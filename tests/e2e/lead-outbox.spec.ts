import { expect, type Page, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { events, fillForm, heading, openFunnel, uniqueEmail } from "./funnel-helpers.ts";

/** The leads of a form whose payload has this email, as the e2e server's D1 holds them (`npm run leads`). */
function leadsWithEmail(form: string, email: string): { id: string; payload: { email?: string }; context: string }[] {
  const result = spawnSync(
    "tsx",
    ["scripts/leads.ts", "--persist-to", ".wrangler/e2e", "--form", form, "--limit", "500", "--json"],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`npm run leads failed: ${result.stderr}`);
  return (JSON.parse(result.stdout) as { id: string; payload: { email?: string }; context: string }[]).filter(
    (lead) => lead.payload.email === email,
  );
}

async function fillInquiry(page: Page, email: string): Promise<void> {
  await page.locator(".funnel-choice", { hasText: "Send a message" }).click();
  await fillForm(page, {
    "First name": "Edsger",
    "Last name": "Dijkstra",
    "Work email": email,
    "Job title": "Professor",
    Company: "University",
    Country: "Netherlands",
    "Your message": "Shortest paths between our depots?",
  });
  await page.getByRole("checkbox").check();
}

async function sendInquiry(page: Page, email: string): Promise<void> {
  await fillInquiry(page, email);
  await page.getByRole("button", { name: "Send" }).click();
}

const outbox = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("locus-lead-outbox") ?? "[]") as Record<string, unknown>[]);

test.describe("docs/leads.md: no lead is lost when the post fails", () => {
  test("the endpoint answers 429, then 500, then 202: the thank-you step shows at once, and the lead is in D1 once", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openFunnel(page, "/contact");
    const answers: number[] = [];
    const keys: string[] = [];
    await page.route("**/api/forms/inquiry", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (answers.length === 0) {
        // A slow refusal: the visitor must not wait for it.
        await new Promise((resolve) => setTimeout(resolve, 6000));
        answers.push(429);
        return route.fulfill({ status: 429, contentType: "application/json", body: '{"error":"Too many"}' });
      }
      if (answers.length === 1) {
        answers.push(500);
        return route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal error</h1>" });
      }
      const response = await route.fetch();
      answers.push(response.status());
      return route.fulfill({ response });
    });
    const email = uniqueEmail("edsger");
    await fillInquiry(page, email);
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/forms/inquiry"));
    await page.getByRole("button", { name: "Send" }).click();
    await posted;
    // The thank-you step shows while the first post still waits for its (6 s) answer.
    await expect(heading(page)).toHaveText("Thank you!", { timeout: 4000 });
    expect(answers, "the thank-you step did not wait for the post").toEqual([]);

    await expect.poll(() => answers, { timeout: 30_000 }).toEqual([429, 500, 202]);
    expect(new Set(keys).size, "one idempotency key for every post").toBe(1);
    await expect.poll(() => outbox(page), { timeout: 5_000 }).toEqual([]);
    const stored = leadsWithEmail("inquiry", email);
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]?.context ?? "{}")).toMatchObject({
      language: "en",
      page: "/contact",
      consent: { version: expect.stringMatching(/^en-[0-9a-f]{8}$/), at: expect.any(String) },
    });
    expect(await events(page, "generate_lead")).toEqual([
      { event: "generate_lead", form_name: "inquiry", lead_source: "CTA-Contact-Us" },
    ]);
  });

  test("no network at all: the browser keeps the form's fields only, and a later page view sends them once", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openFunnel(page, "/contact");
    let offline = true;
    await page.route("**/api/forms/inquiry", (route) =>
      offline ? route.abort("internetdisconnected") : route.continue(),
    );
    const email = uniqueEmail("offline");
    await sendInquiry(page, email);
    await expect(heading(page)).toHaveText("Thank you!");
    await expect.poll(async () => (await outbox(page)).length).toBe(1);
    const [kept] = await outbox(page);
    const body = JSON.parse(String(kept?.body)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "Subject",
        "agreecheckbox",
        "company",
        "context",
        "country",
        // docs/leads.md: the country's ISO code, which the Worker takes from the name again.
        "country_code",
        "email",
        "first_name",
        "job_title",
        "last_name",
        "origin",
        "website",
      ].sort(),
    );
    expect(kept).toMatchObject({ form: "inquiry", tries: expect.any(Number) });

    // The visitor moves on while still offline: this page's retries stop, the submission waits.
    await page.goto("/pricing");
    await expect(page.locator("html")).toHaveAttribute("data-site-script", "ready");
    expect(await outbox(page)).toHaveLength(1);

    // Later: the network is back, and the visitor opens another page once the wait is over.
    offline = false;
    await page.evaluate(() => {
      const entries = JSON.parse(localStorage.getItem("locus-lead-outbox") ?? "[]") as { nextAt: number }[];
      localStorage.setItem("locus-lead-outbox", JSON.stringify(entries.map((e) => ({ ...e, nextAt: Date.now() }))));
    });
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/forms/inquiry"), { timeout: 15_000 });
    await page.goto("/");
    const response = await posted;
    expect(response.status()).toBe(202);
    expect(new URL(response.request().frame().url()).pathname).toBe("/");
    await expect.poll(() => outbox(page)).toEqual([]);
    expect(leadsWithEmail("inquiry", email)).toHaveLength(1);
  });
});
