import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export function brotliSize(bytes: Uint8Array): number {
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
}

export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).byteLength;
}

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[] }>;
}

/** "/static/x.js" → "dist/assets/static/x.js" */
function assetFile(publicPath: string): string {
  return `dist/assets${publicPath}`;
}

/** The scripts a page's HTML asks for: module scripts and module preloads. */
export function scriptsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(match[1] as string);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    found.add(match[1] as string);
  return [...found];
}

/**
 * Every JavaScript file the page loads at first: what its HTML references and what
 * those import statically (from the client build's metafile).
 */
let metafile: Metafile | null = null;

/** The client build's metafile, read once per run (the report asks for it per page). */
function clientMetafile(): Metafile {
  metafile ??= JSON.parse(readFileSync("dist/client-metafile.json", "utf8")) as Metafile;
  return metafile;
}

export function pageScripts(html: string): string[] {
  const meta = clientMetafile();
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of meta.outputs[file]?.imports ?? []) {
      if (imported.kind === "import-statement") visit(imported.path);
    }
  };
  for (const src of scriptsInHtml(html)) visit(assetFile(src));
  return [...files].sort();
}

interface ClientManifest {
  islands: Record<string, string[]>;
  mapModule?: string[];
}

function readManifest(): ClientManifest {
  return JSON.parse(readFileSync("dist/client-manifest.json", "utf8")) as ClientManifest;
}

/** The map module's files (OpenLayers and the small chunks it shares), as dist paths. */
export function mapModuleFiles(): string[] {
  return (readManifest().mapModule ?? []).map(assetFile);
}

/** The map module's files that no island loads up front: OpenLayers itself. */
export function mapOnlyFiles(): string[] {
  const manifest = readManifest();
  const islandFiles = new Set(Object.values(manifest.islands).flat());
  return (manifest.mapModule ?? []).filter((file) => !islandFiles.has(file)).map(assetFile);
}

/**
 * What a page loads only when one of its maps appears: the map module and the chunks it
 * imports that the first load did not already bring. Empty for pages that cannot show a
 * map (none of their first-load files imports the map module dynamically).
 */
export function mapScripts(firstLoad: string[]): string[] {
  const meta = clientMetafile();
  const mapFiles = mapModuleFiles();
  const entry = mapFiles.find((file) => /\/openlayers-map-[^/]+\.js$/.test(file));
  if (!entry) return [];
  const reachesMap = firstLoad.some((file) =>
    (meta.outputs[file]?.imports ?? []).some((i) => i.kind === "dynamic-import" && i.path === entry),
  );
  if (!reachesMap) return [];
  const loaded = new Set(firstLoad);
  return mapFiles.filter((file) => !loaded.has(file));
}

export interface PageWeight {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  /** True when React's DOM runtime is among the files. */
  react: boolean;
}

interface FileWeight {
  rawBytes: number;
  brotliBytes: number;
  react: boolean;
}

/**
 * Each file weighed once per run: pages share most of their scripts (React, the islands'
 * chunks, OpenLayers), and brotli at its best quality is slow.
 */
const fileWeights = new Map<string, FileWeight>();

function weighFile(file: string): FileWeight {
  let weight = fileWeights.get(file);
  if (!weight) {
    const bytes = readFileSync(file);
    weight = {
      rawBytes: bytes.byteLength,
      brotliBytes: brotliSize(bytes),
      react: bytes.includes("react-dom.production") || bytes.includes("hydrateRoot"),
    };
    fileWeights.set(file, weight);
  }
  return weight;
}

export function weigh(files: string[]): PageWeight {
  const weights = files.map(weighFile);
  return {
    files: files.length,
    rawBytes: weights.reduce((sum, w) => sum + w.rawBytes, 0),
    brotliBytes: weights.reduce((sum, w) => sum + w.brotliBytes, 0),
    react: weights.some((w) => w.react),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
