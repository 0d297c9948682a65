import { visit, type JSONPath } from "jsonc-parser";

/** A key written twice in one JSON object: JSON.parse keeps the last and drops the first silently. */
export interface DuplicateKey {
  /** Where the object is, as the content checks name fields: `blocks[0].props`. */
  object: string;
  key: string;
  /** 1-based line of the second occurrence. */
  line: number;
}

function fieldPath(path: JSONPath): string {
  return path.reduce<string>(
    (out, segment) => (typeof segment === "number" ? `${out}[${segment}]` : out ? `${out}.${segment}` : segment),
    "",
  );
}

/** Every key that appears more than once in the same object of a JSON text (jsonc-parser's visitor). */
export function duplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const open: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key, _offset, _length, startLine, _startCharacter, pathSupplier) => {
      const keys = open.at(-1);
      if (!keys) return;
      if (keys.has(key)) found.push({ object: fieldPath(pathSupplier()) || "(top level)", key, line: startLine + 1 });
      keys.add(key);
    },
  });
  return found;
}
