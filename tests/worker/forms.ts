import { env } from "cloudflare:test";
import type { LeadRow } from "../../worker/forms/lead-store.ts";
import { seedKv, visit } from "./kv.ts";

let visitor = 0;

/** A fresh visitor address, so that tests never share a rate-limit budget. */
export function newVisitorIp(): string {
  visitor += 1;
  return `198.51.100.${visitor % 250}-${crypto.randomUUID().slice(0, 8)}`;
}

/** A unique email, so that the shared form-handler stand-in keeps tests apart. */
export function uniqueEmail(name = "ada"): string {
  return `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** A valid contact sales post (docs/leads.md). */
export function salesFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: "Ada",
    last_name: "Lovelace",
    email: uniqueEmail(),
    job_title: "CTO",
    company: "Analytical Engines Ltd",
    country: "United Kingdom",
    Subject: "We need address autocomplete in our checkout for 40,000 orders a month.",
    industry: "Retail",
    Your_timeframe: "1 to 3 months",
    agreecheckbox: true,
    originFunnel: "",
    origin: "CTA-Contact-Us",
    Use_Case: ["Address Autocomplete", "Ecommerce Checkout"],
    ...overrides,
  };
}

/** A valid general inquiry (docs/leads.md). */
export function inquiryFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: "Grace",
    last_name: "Hopper",
    email: uniqueEmail("grace"),
    job_title: "Engineer",
    company: "Compilers Inc",
    country: "France",
    Subject: "Do you cover overseas French departments?",
    agreecheckbox: true,
    origin: "CTA-Contact-Us",
    ...overrides,
  };
}

export interface PostOptions {
  ip?: string;
  key?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The site's origin in the Worker tests: a browser sends it as `Origin` with every post from a page. */
export const SITE_ORIGIN = "http://localhost:8787";

/** Posts a form the way the funnel does: JSON, from a page of the site and a visitor's address, with an optional key. */
export function postForm(form: string, fields: unknown, options: PostOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    origin: SITE_ORIGIN,
    "content-type": "application/json",
    "cf-connecting-ip": options.ip ?? newVisitorIp(),
    ...options.headers,
  };
  if (options.key) headers["idempotency-key"] = options.key;
  return visit(`/api/forms/${form}`, { method: "POST", headers, body: options.body ?? JSON.stringify(fields) });
}

export function leadRow(id: string): Promise<LeadRow | null> {
  return env.DB.prepare("SELECT * FROM leads WHERE id = ?1").bind(id).first<LeadRow>();
}

export async function leadCount(where = "1 = 1", ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM leads WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Polls until `check` gives a value (the Queue delivers in the background), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The posts the form-handler stand-in received at a path. */
export async function handlerPosts(path: string): Promise<
  {
    body: string;
    authorization: string | null;
    contentType: string | null;
    idempotencyKey: string | null;
    status: number;
  }[]
> {
  return (await fetch(`https://forms.test/__received${path}`)).json();
}

/** Seeds the published survey page (page:/survey), whose questions a survey post is checked against. */
export function seedSurveyPage(): Promise<void> {
  return seedKv({ pages: ["/survey"] });
}

/** A valid survey post from /survey: its email, answers to two of its questions, and the page it came from. */
export function surveyPost(email = uniqueEmail("survey"), answers: Record<string, unknown> = {}) {
  return {
    email,
    answers: { role: "developer", first_project: "maps", ...answers },
    context: { language: "en", page: "/survey" },
  };
}
