/**
 * How much V8 heap the embedded index's files take once decoded, at worst: the largest
 * files of dist/assets/_geo up to a budget of JSON bytes, parsed and kept.
 *
 *   node --expose-gc scripts/lib/json-heap.ts <budget bytes>   → prints JSON {files, jsonBytes, heapBytes}
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const budget = Number(process.argv[2]);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !Number.isFinite(budget)) throw new Error("usage: node --expose-gc scripts/lib/json-heap.ts <budget bytes>");
const files = readdirSync("dist/assets/_geo", { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .map((path) => ({ path, size: statSync(path).size }))
  .sort((a, b) => b.size - a.size);
const picked: string[] = [];
let jsonBytes = 0;
for (const file of files) {
  if (jsonBytes + file.size > budget) continue;
  picked.push(readFileSync(file.path, "utf8"));
  jsonBytes += file.size;
}
gc();
const before = process.memoryUsage().heapUsed;
const kept = picked.map((text) => JSON.parse(text) as unknown);
gc();
const heapBytes = process.memoryUsage().heapUsed - before;
console.log(JSON.stringify({ files: kept.length, jsonBytes, heapBytes }));
