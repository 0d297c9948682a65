import { expect, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";

/**
 * Helpers of the sign-up's browser tests. Each page posts from an address of its own
 * (CF-Connecting-IP), so the sign-up's limit of 10 posts a minute per visitor never depends
 * on how tests are scheduled. The page's clock is Playwright's: time runs, and `create()`
 * skips the 2 s fake loading time of non-production (docs/signup.md) instead of waiting it.
 */
export async function newVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({
    "cf-connecting-ip": `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`,
  });
}

export async function openSignUp(page: Page, path = "/sign_up"): Promise<void> {
  await newVisitor(page);
  await page.clock.install();
  await page.goto(path);
  await expect(page.locator('locus-island[data-hydrated="true"]')).toHaveCount(1);
}

export const email = (page: Page) => page.getByLabel("Work email");
export const nextButton = (page: Page) => page.getByRole("button", { name: "Continue with email" });
export const createButton = (page: Page) => page.getByRole("button", { name: /Create account|Creating your account/ });
export const banner = (page: Page) => page.locator(".signup-banner");
export const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** A unique address at a domain (the embedded service's switches choose by domain). */
export const uniqueAddress = (domain = "example.com", name = "ada") => `${name}.${randomUUID().slice(0, 8)}@${domain}`;

/** From the email entry to the full form. */
export async function toEmailMode(page: Page, address: string): Promise<void> {
  await email(page).fill(address);
  await nextButton(page).click();
  await expect(heading(page)).toHaveText("Create your account");
}

export interface AccountFields {
  firstname?: string;
  lastname?: string;
  organization?: string;
  fieldOfWork?: "Product / Business" | "Engineering / Development";
  password?: string;
}

/** Fills the full form (email mode) or the single sign-on form, and ticks the agreement. */
export async function fillAccount(page: Page, fields: AccountFields = {}, sso = false): Promise<void> {
  if (!sso) {
    await page.getByLabel("First name").fill(fields.firstname ?? "Ada");
    await page.getByLabel("Last name").fill(fields.lastname ?? "Lovelace");
  }
  await page.getByLabel("Organization").fill(fields.organization ?? "Analytical Engines");
  await page.getByLabel(fields.fieldOfWork ?? "Engineering / Development").check();
  if (!sso) await page.getByLabel("Password", { exact: true }).fill(fields.password ?? "Difference#1");
  await page.getByLabel(/I agree to the Locus/).check();
}

/** Presses Create account and skips the fake loading time; resolves with the post's response. */
export async function create(page: Page): Promise<void> {
  await createButton(page).click();
  await page.clock.runFor(2_000);
}

/** The dataLayer events of a name. */
export function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (event) =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === event) as Record<
        string,
        unknown
      >[],
    name,
  );
}

/** Where single sign-on ends in local runs: the embedded accounts service's console stand-in (CONSOLE_URL is not reachable offline). */
export const CONSOLE = "/__accounts/console";

/** The claims of a JWT (not verified). */
export function claims(token: string | null): Record<string, unknown> {
  return JSON.parse(Buffer.from((token ?? "").split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}

const recorded = new WeakMap<Page, Record<string, unknown>[]>();

/**
 * Keeps the dataLayer's events across page loads and origins (the sign-up leaves its page
 * when it succeeds): every event pushed is also handed to the test, read by recordedEvents().
 */
export async function recordEvents(page: Page): Promise<void> {
  const events: Record<string, unknown>[] = [];
  recorded.set(page, events);
  await page.exposeFunction("__recordEvent", (event: Record<string, unknown>) => void events.push(event));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    const record = (window as unknown as { __recordEvent(event: unknown): void }).__recordEvent;
    layer.push = (...items: unknown[]) => {
      for (const item of items)
        if (typeof (item as { event?: unknown })?.event === "string") void record(JSON.parse(JSON.stringify(item)));
      return push(...items);
    };
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
  });
}

/** The events of a name recorded since recordEvents(). */
export async function recordedEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  await page.waitForTimeout(0);
  return (recorded.get(page) ?? []).filter((event) => event.event === name);
}

export interface StoredLead {
  id: string;
  form: string;
  status: string;
  payload: Record<string, unknown>;
}

/** The newest leads of a form in the e2e server's D1, read with `npm run leads` (the ops script). */
export function storedLeads(form: string): StoredLead[] {
  const result = spawnSync(
    "tsx",
    ["scripts/leads.ts", "--persist-to", ".wrangler/e2e", "--form", form, "--limit", "200", "--json"],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`npm run leads failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as StoredLead[];
}
