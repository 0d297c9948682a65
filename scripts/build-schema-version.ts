/**
 * Writes what the Worker imports besides its source and the client build: the islands index,
 * the content schema version (scripts/lib/schema-version.ts, dist/schema-version.json), the
 * render version (dist/render-version.json) and the store locator demo's summary
 * (dist/demos/stores-summary.json). wrangler.toml runs it before
 * every bundle (`[build] command`), so that `wrangler dev`, `wrangler deploy` and the dry runs
 * of the tests and benchmarks never bundle a version older than the code; `npm run build`
 * runs it last, once the client files and the catalogues it names are written.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import demoStores from "../content/demos/stores.json" with { type: "json" };
import { storesSummary } from "../client/demos/stores/stores.ts";
import { writeIslandIndex } from "./build-islands.ts";
import {
  RENDER_VERSION_FILE,
  renderVersion,
  schemaVersion,
  SCHEMA_VERSION_FILE,
  writeRenderVersion,
  writeSchemaVersion,
} from "./lib/schema-version.ts";

writeIslandIndex();
const version = schemaVersion();
writeSchemaVersion(version);
mkdirSync("dist/demos", { recursive: true });
writeFileSync("dist/demos/stores-summary.json", `${JSON.stringify(storesSummary(demoStores))}\n`);
const render = renderVersion();
writeRenderVersion(render);
console.log(
  `content schema version ${version} → ${SCHEMA_VERSION_FILE}; render version ${render} → ${RENDER_VERSION_FILE}`,
);
