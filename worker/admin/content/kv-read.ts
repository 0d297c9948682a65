/** How many keys one bulk `get` of Workers KV may ask for. */
const BULK_GET_LIMIT = 100;

/** The values of many keys, read in bulk; a missing key is absent from the map. */
export async function getMany(kv: KVNamespace, keys: readonly string[], type: "text"): Promise<Map<string, string>>;
export async function getMany(kv: KVNamespace, keys: readonly string[], type: "json"): Promise<Map<string, unknown>>;
export async function getMany(
  kv: KVNamespace,
  keys: readonly string[],
  type: "text" | "json",
): Promise<Map<string, unknown>> {
  const found = new Map<string, unknown>();
  for (let i = 0; i < keys.length; i += BULK_GET_LIMIT) {
    const batch = keys.slice(i, i + BULK_GET_LIMIT);
    const values: Map<string, unknown> = type === "text" ? await kv.get(batch, "text") : await kv.get(batch, "json");
    for (const [key, value] of values) if (value !== null && value !== undefined) found.set(key, value);
  }
  return found;
}
