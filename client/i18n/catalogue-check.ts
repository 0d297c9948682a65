/**
 * The rule every language's catalogue follows (docs/languages.md): the same keys as the
 * English one, nested the same way, every message a text that is not empty, lists of the
 * same length, and the same placeholders ("{count}") in each message. TypeScript already
 * refuses a catalogue with a key missing; this check also runs in the build
 * (scripts/lib/build-all.ts) and in catalogue.test.ts, so that a catalogue written another
 * way (JSON from a translator, an `as` cast) cannot slip through.
 */

/** The placeholders of a message, sorted: "{count} of {total}" → ["count", "total"]. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
}

function kind(value: unknown): "text" | "list" | "group" | "other" {
  if (typeof value === "string") return "text";
  if (Array.isArray(value)) return "list";
  if (typeof value === "object" && value !== null) return "group";
  return "other";
}

function compare(reference: unknown, other: unknown, path: string, problems: string[]): void {
  const expected = kind(reference);
  const found = kind(other);
  if (other === undefined) {
    problems.push(`${path}: missing`);
    return;
  }
  if (expected !== found) {
    problems.push(`${path}: must be a ${expected}, is a ${found}`);
    return;
  }
  if (expected === "text") {
    if ((other as string).trim() === "") problems.push(`${path}: empty`);
    const want = placeholders(reference as string).join(", ");
    const have = placeholders(other as string).join(", ");
    if (want !== have) problems.push(`${path}: placeholders {${have}} instead of {${want}}`);
    return;
  }
  if (expected === "list") {
    const ref = reference as unknown[];
    const list = other as unknown[];
    if (ref.length !== list.length) problems.push(`${path}: ${list.length} items instead of ${ref.length}`);
    ref.forEach((item, i) => {
      if (i < list.length) compare(item, list[i], `${path}[${i}]`, problems);
    });
    return;
  }
  if (expected === "group") {
    const ref = reference as Record<string, unknown>;
    const group = other as Record<string, unknown>;
    for (const key of Object.keys(ref)) compare(ref[key], group[key], path ? `${path}.${key}` : key, problems);
    for (const key of Object.keys(group))
      if (!Object.hasOwn(ref, key)) problems.push(`${path ? `${path}.${key}` : key}: not in the English catalogue`);
    return;
  }
  problems.push(`${path}: must be a text, a list or a group`);
}

/**
 * What is wrong with a language's catalogue compared with the English one; none when it is
 * complete. Each problem names the message's key path.
 * @example catalogueProblems({ a: { b: "Hi {name}" } }, { a: {} }) // ["a.b: missing"]
 */
export function catalogueProblems(english: unknown, other: unknown): string[] {
  const problems: string[] = [];
  compare(english, other, "", problems);
  return problems;
}

/** Every message of a catalogue, with its key path (the English one drives the browser test of docs/languages.md). */
export function allMessages(catalogue: unknown, path = ""): { key: string; text: string }[] {
  if (typeof catalogue === "string") return [{ key: path, text: catalogue }];
  if (Array.isArray(catalogue)) return catalogue.flatMap((item, i) => allMessages(item, `${path}[${i}]`));
  if (typeof catalogue === "object" && catalogue !== null)
    return Object.entries(catalogue).flatMap(([key, value]) => allMessages(value, path ? `${path}.${key}` : key));
  return [];
}
