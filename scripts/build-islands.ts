/**
 * Writes the islands index (scripts/lib/island-index.ts) from the files of client/islands/:
 * client/islands/components.gen.ts for the server and loaders.gen.ts for the browser. Run by
 * `npm run build`, `npm run typecheck` and vitest.config.ts, so that a fresh clone has them
 * before anything imports them; they are not committed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import {
  ISLAND_COMPONENTS_FILE,
  ISLAND_LOADERS_FILE,
  islandComponentsSource,
  islandLoadersSource,
  islandNames,
} from "./lib/island-index.ts";

const FOLDER = "client/islands";

/** Writes a file only when its text changed, so that watchers and caches stay quiet. */
function writeIfChanged(path: string, text: string): void {
  let current: string | null = null;
  try {
    current = readFileSync(path, "utf8");
  } catch {
    // Not written yet.
  }
  if (current !== text) writeFileSync(path, text);
}

/** Writes both indexes under `root`; answers the islands' names. */
export function writeIslandIndex(root = "."): string[] {
  const files = readdirSync(`${root}/${FOLDER}`)
    .filter((name) => name.endsWith(".tsx"))
    .map((name) => ({ name, source: readFileSync(`${root}/${FOLDER}/${name}`, "utf8") }));
  const names = islandNames(files);
  writeIfChanged(`${root}/${ISLAND_COMPONENTS_FILE}`, islandComponentsSource(names));
  writeIfChanged(`${root}/${ISLAND_LOADERS_FILE}`, islandLoadersSource(names));
  return names;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`client/islands: ${writeIslandIndex().length} islands indexed`);
}
