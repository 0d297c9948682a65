/**
 * Writes the content schema version (scripts/lib/schema-version.ts) to
 * dist/schema-version.json, and the islands index: what the Worker imports besides its
 * source. wrangler.toml runs it before every bundle (`[build] command`), so that `wrangler
 * dev`, `wrangler deploy` and the dry runs of the tests and benchmarks never bundle a
 * version older than the code; `npm run build` writes the same through build-content.
 */
import { writeIslandIndex } from "./build-islands.ts";
import { schemaVersion, SCHEMA_VERSION_FILE, writeSchemaVersion } from "./lib/schema-version.ts";

writeIslandIndex();
const version = schemaVersion();
writeSchemaVersion(version);
console.log(`content schema version ${version} → ${SCHEMA_VERSION_FILE}`);
