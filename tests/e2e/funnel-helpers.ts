import { expect, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";

/**
 * Helpers of the funnel's browser tests. Each test posts from an address of its own
 * (CF-Connecting-IP, which local workerd takes from the client), so that the forms' rate
 * limit of 5 posts a minute per visitor never depends on how the tests are scheduled.
 */
export async function openFunnel(page: Page, path: string): Promise<void> {
  await page.setExtraHTTPHeaders({
    "cf-connecting-ip": `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`,
  });
  await page.goto(path);
  await expect(page.locator('locus-island[data-island="funnel"][data-hydrated="true"]')).toHaveCount(1);
}

/** The screen's heading (h2). */
export const heading = (page: Page) => page.locator(".funnel__heading");

/** The dataLayer events of a name, as the page pushed them. */
export function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((event) => {
    const layer = (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
    return layer.filter((e) => e.event === event) as Record<string, unknown>[];
  }, name);
}

/** A unique email, to find the lead again. */
export const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

export interface StoredLead {
  id: string;
  form: string;
  status: string;
  payload: Record<string, unknown>;
}

/** The lead as stored in the e2e server's D1, read with `npm run leads` (the ops script). */
export function storedLead(id: string): StoredLead | null {
  const result = spawnSync("tsx", ["scripts/leads.ts", "--persist-to", ".wrangler/e2e", "--id", id, "--json"], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`npm run leads failed: ${result.stderr}`);
  const rows = JSON.parse(result.stdout) as StoredLead[];
  return rows[0] ?? null;
}

/** Waits for the form's post and returns the lead id the Worker answered with. */
export async function leadIdOf(page: Page, form: string, send: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form}`) && r.request().method() === "POST"),
    send(),
  ]);
  expect(response.status()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/** Fills fields by their labels: a select by the label of its option, the others by typing. */
export async function fillForm(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption({ label: value });
    else await field.fill(value);
  }
}
