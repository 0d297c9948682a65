/**
 * Builds the browser files into dist/assets (served by Workers Static Assets):
 *   static/styles-[hash].css         the stylesheet
 *   static/site-[hash].js            the site script: menus, consent, analytics (no React; one file)
 *   static/entry-[hash].js           the islands entry (no React in it)
 *   static/chunks/*-[hash].js        React's hydration chunk and one chunk per island; the
 *                                    map module (OpenLayers), imported only when a map is shown
 *   static/media/*-[hash].*          files imported by the client, e.g. the embedded base map
 *                                    (dist/basemap/, written first by scripts/build-basemap.ts)
 *   favicon.svg, _headers            plain files; headers of every static file (lib/static-headers.ts)
 * and dist/client-manifest.json, which the Worker imports to link the right files.
 */
import { build, type BuildOptions, type Metafile } from "esbuild";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { staticHeaders } from "./lib/static-headers.ts";

const OUT = "dist/assets";
const PUBLIC_PREFIX = "/static/";

rmSync(OUT, { recursive: true, force: true });
mkdirSync(`${OUT}/static`, { recursive: true });

const options = {
  outdir: `${OUT}/static`,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "media/[name]-[hash]",
  // Imported files (the base map) are fetched by URL: "/static/media/…".
  loader: { ".lbm": "file" },
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

const islandsBuild = await build({ ...options, entryPoints: { entry: "client/entry.ts", styles: "client/styles/site.css" }, splitting: true });
// The site script is one self-contained file, built on its own: in a split build esbuild
// makes every entry import its shared runtime chunk, a second request on every page.
const siteBuild = await build({ ...options, entryPoints: { site: "client/site.ts" }, splitting: false });
const result = {
  metafile: {
    inputs: { ...islandsBuild.metafile.inputs, ...siteBuild.metafile.inputs },
    outputs: { ...islandsBuild.metafile.outputs, ...siteBuild.metafile.outputs },
  } satisfies Metafile,
};

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
  ? [...withStaticImports(mapEntry, result.metafile)].filter((file) => !hydrate.has(file)).map(publicPath).sort()
  : [];

const manifest = {
  stylesheet: publicPath(outputFor("client/styles/site.css")),
  siteScript: publicPath(outputFor("client/site.ts")),
  entry: publicPath(outputFor("client/entry.ts")),
  islands,
  mapModule,
};
writeFileSync("dist/client-manifest.json", JSON.stringify(manifest, null, 2) + "\n");
writeFileSync("dist/client-metafile.json", JSON.stringify(result.metafile));

cpSync("client/public", OUT, { recursive: true });
writeFileSync(`${OUT}/_headers`, staticHeaders(PUBLIC_PREFIX));

console.log(`client: ${Object.keys(outputs).length} files, islands: ${Object.keys(islands).join(", ") || "none"} → ${OUT}`);
