import type { RedirectItem } from "../../../client/admin/api-types.ts";
import { parseStoredRedirect } from "../../redirects/rules.ts";
import { getMany } from "./kv-read.ts";

/** Every key with its value, sorted by source. */
export async function readAllRedirects(kv: KVNamespace): Promise<RedirectItem[]> {
  const keys: KVNamespaceListKey<unknown>[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    keys.push(...page.keys);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  const values = await getMany(
    kv,
    keys.map((k) => k.name),
    "text",
  );
  const items: RedirectItem[] = [];
  for (const key of keys) {
    const raw = values.get(key.name);
    if (raw === undefined) continue;
    const parsed = parseStoredRedirect(raw);
    const editor = (key.metadata as { editor?: unknown } | null)?.editor;
    const editedAt = typeof editor === "string" ? editor : null;
    if ("error" in parsed)
      items.push({ source: key.name, destination: "", permanent: true, locale: "", editedAt, problem: parsed.error });
    else
      items.push({ source: key.name, ...parsed.target, locale: parsed.target.locale ?? "", editedAt, problem: null });
  }
  return items.sort((a, b) => a.source.localeCompare(b.source));
}
