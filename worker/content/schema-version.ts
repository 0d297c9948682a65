import built from "../../dist/schema-version.json" with { type: "json" };

/**
 * The version of the content schemas this Worker was built with: a hash of the code that
 * validates documents (scripts/lib/schema-version.ts), written to dist/schema-version.json by
 * the build and by wrangler's build command before every bundle, so the Worker and the
 * content it is synced with name the same version only when they share that code.
 */
export const SCHEMA_VERSION: string = built.version;
