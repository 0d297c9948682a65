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
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.add(match[1] as string);
  return [...found];
}

/**
 * Every JavaScript file the page loads at first: what its HTML references and what
 * those import statically (from the client build's metafile).
 */
export function pageScripts(html: string): string[] {
  const meta = JSON.parse(readFileSync("dist/client-metafile.json", "utf8")) as Metafile;
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

export interface PageWeight {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  /** True when React's DOM runtime is among the files. */
  react: boolean;
}

export function weigh(files: string[]): PageWeight {
  let rawBytes = 0;
  let brotliBytes = 0;
  let react = false;
  for (const file of files) {
    const bytes = readFileSync(file);
    rawBytes += bytes.byteLength;
    brotliBytes += brotliSize(bytes);
    if (bytes.includes("react-dom.production") || bytes.includes("hydrateRoot")) react = true;
  }
  return { files: files.length, rawBytes, brotliBytes, react };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
