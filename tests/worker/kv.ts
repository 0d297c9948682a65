import { env } from "cloudflare:test";
import content from "../../dist/kv/content.json" with { type: "json" };
import redirects from "../../dist/kv/redirects.json" with { type: "json" };

interface Entry {
  key: string;
  value: string;
  metadata: { sha: string };
}

async function putAll(kv: KVNamespace, entries: Entry[]): Promise<void> {
  await Promise.all(entries.map((e) => kv.put(e.key, e.value, { metadata: e.metadata })));
}

/** Seeds both namespaces with what `npm run build` made of content/ and redirects.csv. */
export async function seedKv(): Promise<void> {
  await putAll(env.REDIRECTS, redirects);
  await putAll(env.CONTENT, content);
}

export const contentEntries: Entry[] = content;
export const redirectEntries: Entry[] = redirects;

/** Requests the Worker the way a visitor would, optionally from a simulated country. */
export async function visit(path: string, init: RequestInit & { country?: string } = {}): Promise<Response> {
  const { exports } = await import("cloudflare:workers");
  const headers = new Headers(init.headers);
  if (init.country) headers.set("x-simulate-country", init.country);
  return (exports as { default: Fetcher }).default.fetch(new Request(`http://localhost:8787${path}`, { ...init, headers, redirect: "manual" }));
}
