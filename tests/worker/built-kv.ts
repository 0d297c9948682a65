import { KV_FIXTURES_HOST } from "./kv-fixtures-standin.ts";

/** One KV entry as `npm run build` wrote it (dist/kv/*.json). */
export interface Entry {
  key: string;
  value: string;
  metadata: Record<string, unknown>;
}

/** What `npm run build` wrote for a namespace, served by tests/worker/kv-fixtures-standin.ts. */
async function fixture(name: "content" | "redirects"): Promise<Entry[]> {
  const response = await fetch(`https://${KV_FIXTURES_HOST}/${name}.json`);
  if (!response.ok) throw new Error(`KV fixture ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Entry[];
}

/**
 * Everything the build made of content/ and redirects.csv. Read once per test file that
 * imports this module (5 MB of pages): tests that only visit pages import tests/worker/kv.ts,
 * which reads it only when it seeds.
 */
export const contentEntries: Entry[] = await fixture("content");
export const redirectEntries: Entry[] = await fixture("redirects");

/** A built CONTENT value by key (a page is `page:/path`), parsed; throws when the build has none. */
export function builtJson<T = Record<string, unknown>>(key: string): T {
  const entry = contentEntries.find((e) => e.key === key);
  if (!entry) throw new Error(`the build wrote no CONTENT key ${key}`);
  return JSON.parse(entry.value) as T;
}
