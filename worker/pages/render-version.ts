import built from "../../dist/render-version.json" with { type: "json" };

/**
 * The version of the code that renders pages and of the build outputs they show, from
 * scripts/lib/schema-version.ts (written to dist/render-version.json by the build and by
 * wrangler's build command). A pre-rendered page names the version that rendered it and is
 * used only by a Worker of the same one (docs/benchmarks.md#pre-rendered-pages).
 */
export const RENDER_VERSION: string = built.version;
