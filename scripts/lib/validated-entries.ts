import { documentSchema } from "../../worker/content/document-schemas.ts";
import { ContentError, parseContent } from "../../client/content/validate.ts";
import { sha256, type KvEntry } from "./kv-entries.ts";

/**
 * Validates every document among `entries` (pages, site settings, the catalogue) and stamps
 * it (docs/architecture.md, "Validate once, read fast"): its value becomes the schema's
 * output, exactly what a read that validates would produce, and its metadata the hash of
 * that value and `schemaVersion`, so that a Worker built from the same code reads it without
 * validating it again. A document the schema refuses is a problem naming its key.
 */
export function stampValidated(
  entries: readonly KvEntry[],
  schemaVersion: string,
): {
  entries: KvEntry[];
  problems: string[];
} {
  const problems: string[] = [];
  // A published page is stored twice (by path and by id): validated once.
  const outputs = new Map<string, string>();
  const stamped = entries.map((entry) => {
    const schema = documentSchema(entry.key);
    if (!schema) return entry;
    let value = outputs.get(entry.value);
    if (value === undefined) {
      try {
        value = JSON.stringify(parseContent(schema, JSON.parse(entry.value), `KV CONTENT ${entry.key}`));
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        for (const p of error.problems) problems.push(`KV CONTENT ${entry.key}: ${p.field}: ${p.message}`);
        return entry;
      }
      outputs.set(entry.value, value);
    }
    return { key: entry.key, value, metadata: { ...entry.metadata, sha: sha256(value), schema: schemaVersion } };
  });
  return { entries: stamped, problems };
}
