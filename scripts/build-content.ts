/**
 * Validates content/ and redirects.csv and writes the KV entries they become to
 * dist/kv/{content,redirects}.json (used by the worker tests and the benchmark).
 * Exits with status 1 and a list of problems, each naming its file and field or line.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import demoStores from "../content/demos/stores.json" with { type: "json" };
import { storesSummary } from "../client/demos/stores/stores.ts";
import { buildSite } from "./lib/build-all.ts";
import { schemaVersion, writeSchemaVersion } from "./lib/schema-version.ts";

// dist/kv feeds local runs only (the Worker tests, the benchmark): local site settings.
const { content, redirects, problems } = buildSite("content", "redirects.csv", { local: true });

if (problems.length > 0) {
  console.error(`Content is not valid (${problems.length} problem${problems.length === 1 ? "" : "s"}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

mkdirSync("dist/kv", { recursive: true });
writeFileSync("dist/kv/content.json", JSON.stringify(content.entries));
writeFileSync("dist/kv/redirects.json", JSON.stringify(redirects));
// The version the documents were stamped with, for the Worker (worker/content/schema-version.ts).
writeSchemaVersion(schemaVersion());
// What the store locator demo shows before a search, for the Worker (client/demos/stores/stores-data.server.ts).
mkdirSync("dist/demos", { recursive: true });
writeFileSync("dist/demos/stores-summary.json", `${JSON.stringify(storesSummary(demoStores))}\n`);
console.log(`content: ${content.pages.length} published pages, ${redirects.length} redirects → dist/kv/`);
