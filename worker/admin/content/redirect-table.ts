import type { RedirectItem } from "../../../client/admin/api-types.ts";
import { parseStoredRedirect } from "../../redirects/rules.ts";

/** Every key with its value (bulk reads of 100). */
export async function readAllRedirects(kv: KVNamespace): Promise<RedirectItem[]> {
  const keys: KVNamespaceListKey<unknown>[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    keys.push(...page.keys);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  const items: RedirectItem[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    const batch = keys.slice(i, i + 100);
    const values = await kv.get(batch.map((k) => k.name), "text");
    for (const key of batch) {
      const raw = values.get(key.name);
      if (raw === null || raw === undefined) continue;
      const parsed = parseStoredRedirect(raw);
      const editor = (key.metadata as { editor?: unknown } | null)?.editor;
      const editedAt = typeof editor === "string" ? editor : null;
      if ("error" in parsed) items.push({ source: key.name, destination: "", permanent: true, locale: "", editedAt, problem: parsed.error });
      else items.push({ source: key.name, ...parsed.target, locale: parsed.target.locale ?? "", editedAt, problem: null });
    }
  }
  return items.sort((a, b) => a.source.localeCompare(b.source));
}
