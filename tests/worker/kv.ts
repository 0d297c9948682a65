import { env } from "cloudflare:test";
import type { Entry } from "./built-kv.ts";

/**
 * What a test file needs in KV from the build. Every fixture holds the documents every page
 * reads (site settings of each language, the catalogue, the page index, the content version)
 * and the 404 page; `pages` adds those pages (by path, with their documents by id) and
 * `redirects` those redirects (by source path), or every one.
 */
export interface KvFixture {
  pages?: readonly string[];
  redirects?: readonly string[] | "all";
}

const SHARED_KEYS = new Set(["site", "site:de", "site:fr", "catalogue", "pages", "version"]);
const NOT_FOUND_PAGE = "/404";

async function putAll(kv: KVNamespace, entries: readonly Entry[]): Promise<void> {
  await Promise.all(entries.map((e) => kv.put(e.key, e.value, { metadata: e.metadata })));
}

/** The content keys of a fixture: the shared documents, then each page and its document. */
function contentKeys(entries: readonly Entry[], pages: readonly string[]): Set<string> {
  const keys = new Set(SHARED_KEYS);
  const index = JSON.parse(entries.find((e) => e.key === "pages")?.value ?? "[]") as {
    id: string;
    path: string | null;
    head: { type: string };
  }[];
  // Layout pages have no path; their documents are small and the admin's layout views read them.
  for (const page of index) if (page.head.type === "layout") keys.add(`doc:${page.id}`);
  for (const path of [NOT_FOUND_PAGE, ...pages]) {
    const page = index.find((entry) => entry.path === path);
    if (!page) throw new Error(`the build has no page at ${path}`);
    keys.add(`page:${path}`);
    keys.add(`doc:${page.id}`);
  }
  return keys;
}

/**
 * Seeds KV with a small part of what `npm run build` made of content/ and redirects.csv: a
 * test of a mechanism needs a few pages, not the site (tests/worker/catalogue-pages.test.ts
 * seeds everything, once).
 */
export async function seedKv(fixture: KvFixture = {}): Promise<void> {
  const { contentEntries, redirectEntries } = await import("./built-kv.ts");
  const keys = contentKeys(contentEntries, fixture.pages ?? []);
  const redirects =
    fixture.redirects === "all"
      ? redirectEntries
      : redirectEntries.filter((e) => (fixture.redirects ?? []).includes(e.key));
  if (fixture.redirects !== "all" && redirects.length !== (fixture.redirects ?? []).length)
    throw new Error(`the build has no redirect from some of ${fixture.redirects?.join(", ")}`);
  await putAll(env.REDIRECTS, redirects);
  await putAll(
    env.CONTENT,
    contentEntries.filter((e) => keys.has(e.key)),
  );
}

/** Seeds every page and redirect the build wrote: for the tests of the whole site only. */
export async function seedWholeSite(): Promise<void> {
  const { contentEntries, redirectEntries } = await import("./built-kv.ts");
  await putAll(env.REDIRECTS, redirectEntries);
  await putAll(env.CONTENT, contentEntries);
}

/**
 * A 404 for a page the build published but this file did not seed is a mistake in the test,
 * not an answer to check: it would test the 404 page instead of the page. Said loudly.
 */
async function checkSeeded(path: string, response: Response): Promise<void> {
  if (response.status !== 404) return;
  const pathname = path.split(/[?#]/)[0] ?? path;
  const index = await env.CONTENT.get<{ path: string | null; head: { status: string } }[]>("pages", "json");
  const published = index?.some((entry) => entry.path === pathname && entry.head.status === "PUBLISHED");
  if (published && (await env.CONTENT.get(`page:${pathname}`)) === null)
    throw new Error(`${pathname} is not in this file's KV fixture: add it to seedKv({ pages })`);
}

/** Requests the Worker the way a visitor would, optionally from a simulated country. */
export async function visit(path: string, init: RequestInit & { country?: string } = {}): Promise<Response> {
  const { exports } = await import("cloudflare:workers");
  const headers = new Headers(init.headers);
  if (init.country) headers.set("x-simulate-country", init.country);
  const response = await (exports as { default: Fetcher }).default.fetch(
    new Request(`http://localhost:8787${path}`, { ...init, headers, redirect: "manual" }),
  );
  await checkSeeded(path, response);
  return response;
}
