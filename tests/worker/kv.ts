import { env } from "cloudflare:test";
import { KV_FIXTURES_HOST } from "./kv-fixtures-standin.ts";

interface Entry {
  key: string;
  value: string;
  metadata: { sha: string };
}

async function putAll(kv: KVNamespace, entries: Entry[]): Promise<void> {
  await Promise.all(entries.map((e) => kv.put(e.key, e.value, { metadata: e.metadata })));
}

/** What `npm run build` wrote for a namespace, served by tests/worker/kv-fixtures-standin.ts. */
async function fixture(name: "content" | "redirects"): Promise<Entry[]> {
  const response = await fetch(`https://${KV_FIXTURES_HOST}/${name}.json`);
  if (!response.ok) throw new Error(`KV fixture ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Entry[];
}

export const contentEntries: Entry[] = await fixture("content");
export const redirectEntries: Entry[] = await fixture("redirects");

/** Seeds both namespaces with what `npm run build` made of content/ and redirects.csv. */
export async function seedKv(): Promise<void> {
  await putAll(env.REDIRECTS, redirectEntries);
  await putAll(env.CONTENT, contentEntries);
}

/** Requests the Worker the way a visitor would, optionally from a simulated country. */
export async function visit(path: string, init: RequestInit & { country?: string } = {}): Promise<Response> {
  const { exports } = await import("cloudflare:workers");
  const headers = new Headers(init.headers);
  if (init.country) headers.set("x-simulate-country", init.country);
  return (exports as { default: Fetcher }).default.fetch(
    new Request(`http://localhost:8787${path}`, { ...init, headers, redirect: "manual" }),
  );
}
