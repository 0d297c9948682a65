/**
 * Builds the browser files into dist/assets (served by Workers Static Assets):
 *   static/styles-[hash].css         the stylesheet
 *   static/site-[hash].js            the site script: menus, consent, analytics, block enhancements
 *                                    (no React; with its small shared chunks, preloaded)
 *   static/entry-[hash].js           the islands entry (no React in it)
 *   static/chunks/*-[hash].js        React's hydration chunk and one chunk per island; the
 *                                    map module (OpenLayers), imported only when a map is shown
 *   static/media/*-[hash].*          files imported by the client, e.g. the embedded base map
 *                                    (dist/basemap/, written first by scripts/build-basemap.ts)
 *   static/admin-[hash].js, .css     the admin app (client/admin/): its own build and chunks,
 *                                    loaded by /admin pages only, never by the site's pages
 *   favicon.svg, images/, frame.css  plain files (client/public); _headers: headers of every
 *                                    static file (lib/static-headers.ts)
 * and dist/client-manifest.json, which the Worker imports to link the right files.
 */
import { build, type BuildOptions, type Metafile } from "esbuild";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { staticHeaders } from "./lib/static-headers.ts";

const OUT = "dist/assets";
const PUBLIC_PREFIX = "/static/";

// Only the hashed files are this build's own: the images and the geocoder's index are written
// beside them, by steps that may run at the same time (scripts/build.ts).
rmSync(`${OUT}/static`, { recursive: true, force: true });
mkdirSync(`${OUT}/static`, { recursive: true });

const options = {
  outdir: `${OUT}/static`,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "media/[name]-[hash]",
  // Imported files (the base map) are fetched by URL: "/static/media/…".
  loader: { ".lbm": "file", ".woff2": "file" },
  publicPath: PUBLIC_PREFIX,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: ["es2022", "chrome111", "firefox111", "safari16.4"],
  jsx: "automatic",
  minify: true,
  sourcemap: false,
  metafile: true,
  legalComments: "none",
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
} satisfies BuildOptions;

// One split build: the site script shares esbuild's runtime chunk (and what the islands
// also use) with the islands; pages preload the site script's imports (siteScriptImports).
// The site script must stay small (npm run size): it imports the map module only dynamically.
const result = await build({
  ...options,
  entryPoints: { entry: "client/entry.ts", site: "client/site.ts", styles: "client/styles/site.css" },
  splitting: true,
});

const outputs = result.metafile.outputs;
const publicPath = (file: string) => PUBLIC_PREFIX + file.slice(`${OUT}/static/`.length);

function outputFor(entryPoint: string): string {
  const found = Object.entries(outputs).find(([, o]) => o.entryPoint === entryPoint);
  if (!found) throw new Error(`esbuild produced no output for ${entryPoint}`);
  return found[0];
}

/** A chunk and every chunk it imports statically: what loading it costs. */
function withStaticImports(file: string, meta: Metafile, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of meta.outputs[file]?.imports ?? []) {
    if (imported.kind === "import-statement") withStaticImports(imported.path, meta, seen);
  }
  return seen;
}

const hydrate = withStaticImports(outputFor("client/hydrate.tsx"), result.metafile);
const islands: Record<string, string[]> = {};
for (const [file, output] of Object.entries(outputs)) {
  const entryPoint = output.entryPoint ?? "";
  if (!entryPoint.startsWith("client/islands/") || !file.endsWith(".js")) continue;
  const name = basename(entryPoint, extname(entryPoint));
  const files = new Set([...hydrate, ...withStaticImports(file, result.metafile)]);
  islands[name] = [...files].map(publicPath).sort();
}

// What a page loads only when a map appears: the map module and the chunks it imports,
// less those every island already has (React's).
// (None while no island imports it.)
const mapEntry = Object.entries(outputs).find(([, o]) => o.entryPoint === "client/maps/ol/openlayers-map.ts")?.[0];
const mapModule = mapEntry
  ? [...withStaticImports(mapEntry, result.metafile)]
      .filter((file) => !hydrate.has(file))
      .map(publicPath)
      .sort()
  : [];

// The site script's own static imports: esbuild's shared runtime chunk, which every entry
// with ES module exports imports. Pages preload them with the site script.
const siteScript = outputFor("client/site.ts");
const siteScriptImports = [...withStaticImports(siteScript, result.metafile)]
  .filter((file) => file !== siteScript)
  .map(publicPath)
  .sort();

// The admin app: a build of its own, so that nothing of it is shared with (or changes the
// chunks of) the site's pages. Its first load is the entry and what it imports statically.
const admin = await build({
  ...options,
  entryPoints: { admin: "client/admin/entry.tsx", "admin-styles": "client/admin/styles/admin.css" },
  splitting: true,
  chunkNames: "chunks/admin-[name]-[hash]",
});
const adminOutput = (entryPoint: string) => {
  const found = Object.entries(admin.metafile.outputs).find(([, o]) => o.entryPoint === entryPoint);
  if (!found) throw new Error(`esbuild produced no output for ${entryPoint}`);
  return found[0];
};
const adminScript = adminOutput("client/admin/entry.tsx");
writeFileSync("dist/admin-metafile.json", JSON.stringify(admin.metafile));

const manifest = {
  stylesheet: publicPath(outputFor("client/styles/site.css")),
  siteScript: publicPath(siteScript),
  siteScriptImports,
  entry: publicPath(outputFor("client/entry.ts")),
  islands,
  mapModule,
  // The brand typeface's file (client/styles/fonts.css): pages preload it, so headings swap early.
  fonts: Object.keys(outputs)
    .filter((file) => file.endsWith(".woff2"))
    .map(publicPath)
    .sort(),
  admin: {
    script: publicPath(adminScript),
    stylesheet: publicPath(adminOutput("client/admin/styles/admin.css")),
    preload: [...withStaticImports(adminScript, admin.metafile)]
      .filter((file) => file !== adminScript)
      .map(publicPath)
      .sort(),
  },
};
writeFileSync("dist/client-manifest.json", `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync("dist/client-metafile.json", JSON.stringify(result.metafile));

cpSync("client/public", OUT, { recursive: true });
writeFileSync(`${OUT}/_headers`, staticHeaders(PUBLIC_PREFIX));

console.log(
  `client: ${Object.keys(outputs).length} files, islands: ${Object.keys(islands).join(", ") || "none"} → ${OUT}`,
);
