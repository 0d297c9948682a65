import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Miniflare } from "miniflare";
import { brotliSize, kb, mapOnlyFiles, mapScripts, pageScripts, weigh } from "./page-weight.ts";
import { metafileIn } from "./production-bundle.ts";
import { workerBundleReport } from "./worker-bundle.ts";

/** Budgets of docs/architecture.md that the size report checks. */
export const BUDGETS = {
  /** JavaScript on a page without islands (brotli). */
  contentPageJs: 10 * 1024,
  /** First-load JavaScript on a page with islands, before any map is shown (brotli). */
  toolPageJs: 90 * 1024,
};

export interface SizeReport {
  lines: string[];
  failures: string[];
}

/**
 * Weighs what each published page loads, and the production Worker bundle (bundled by
 * bundleWorkerTo into `productionDir`, with its metafile), against the budgets.
 */
export async function sizeReport(mf: Miniflare, productionBundle: string, productionDir: string): Promise<SizeReport> {
  const lines: string[] = [];
  const failures: string[] = [];
  const entries = JSON.parse(readFileSync("dist/kv/content.json", "utf8")) as { key: string; value: string }[];
  const paths = entries
    .filter((e) => e.key.startsWith("page:"))
    .map((e) => e.key.slice("page:".length))
    .sort();

  const stylesheet = (JSON.parse(readFileSync("dist/client-manifest.json", "utf8")) as { stylesheet: string })
    .stylesheet;
  lines.push(
    `stylesheet ${stylesheet}: ${kb(brotliSize(readFileSync(`dist/assets${stylesheet}`)))} brotli (every page)`,
  );
  lines.push(
    "JavaScript each page loads before any interaction (brotli); for pages with a map, what it adds when the map appears:",
  );
  const olFiles = new Set(mapOnlyFiles());
  const contentPages: { path: string; bytes: number }[] = [];
  for (const path of paths) {
    const html = await (await mf.dispatchFetch(`http://localhost${path}`)).text();
    // Islands that load on interaction (data-load, client/entry.ts) add nothing before it.
    const islands = [...html.matchAll(/data-island="([^"]+)"( data-load="[^"]+")?/g)]
      .filter((m) => !m[2])
      .map((m) => m[1]);
    const firstLoad = pageScripts(html);
    const weight = weigh(firstLoad);
    const kind = islands.length ? `islands: ${[...new Set(islands)].join(", ")}` : "no islands";
    lines.push(
      `  ${path.padEnd(24)} ${kb(weight.brotliBytes).padStart(9)} in ${weight.files} file(s)${weight.react ? ", React runtime" : ""} (${kind})`,
    );
    if (islands.length === 0) contentPages.push({ path, bytes: weight.brotliBytes });
    if (islands.length === 0 && (weight.brotliBytes > BUDGETS.contentPageJs || weight.react)) {
      // A page whose islands all load on interaction is a content page until then.
      failures.push(
        `${path} has no island but loads ${kb(weight.brotliBytes)} of JavaScript${weight.react ? " including React" : ""}`,
      );
    }
    if (islands.length > 0 && weight.brotliBytes > BUDGETS.toolPageJs) {
      failures.push(
        `${path} loads ${kb(weight.brotliBytes)} of JavaScript before any map is shown, over ${kb(BUDGETS.toolPageJs)}`,
      );
    }
    if (firstLoad.some((file) => olFiles.has(file)))
      failures.push(`${path} loads the map module (OpenLayers) before a map is shown`);
    // The site script can draw an offices map, so only pages holding one (or a map island) can show a map.
    const afterMap = islands.length > 0 || html.includes("data-offices-map") ? mapScripts(firstLoad) : [];
    if (afterMap.length > 0) {
      const map = weigh(afterMap);
      lines.push(
        `  ${"".padEnd(24)} ${`+ ${kb(map.brotliBytes)}`.padStart(9)} in ${map.files} file(s) when a map appears (OpenLayers); ` +
          `total ${kb(weight.brotliBytes + map.brotliBytes)}`,
      );
    }
  }
  lines.push(...contentPageLines(contentPages, failures));
  lines.push(...basemapLines());
  const worker = workerBundleReport(productionBundle, metafileIn(productionDir), "production entry worker/index.ts");
  lines.push(...worker.lines);
  failures.push(...worker.failures);
  return { lines, failures };
}

/**
 * Content pages (no island: text, carousels, accordions, code snippets, embeds) load only
 * the site script and what it imports; both must stay within the content budget, with no
 * React, whatever blocks a page holds.
 */
function contentPageLines(pages: { path: string; bytes: number }[], failures: string[]): string[] {
  const manifest = JSON.parse(readFileSync("dist/client-manifest.json", "utf8")) as {
    siteScript: string;
    siteScriptImports?: string[];
  };
  const siteFiles = [manifest.siteScript, ...(manifest.siteScriptImports ?? [])].map((file) => `dist/assets${file}`);
  const site = weigh(siteFiles);
  const lines = [
    `site script (menus, carousels, embed facades, copy buttons, offices map) with its imports: ${kb(site.brotliBytes)} brotli in ${site.files} file(s)${site.react ? ", React runtime" : ""} (budget ${kb(BUDGETS.contentPageJs)})`,
  ];
  if (site.brotliBytes > BUDGETS.contentPageJs || site.react)
    failures.push(
      `the site script loads ${kb(site.brotliBytes)}${site.react ? " including React" : ""}, over the content page budget`,
    );
  if (pages.length > 0) {
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    lines.push(
      `content pages (no island): ${pages.length}, the heaviest ${largest.path} at ${kb(largest.bytes)} (budget ${kb(BUDGETS.contentPageJs)}, no React)`,
    );
  }
  return lines;
}

/** The embedded base map the map module fetches when no tile server is configured (not JavaScript). */
function basemapLines(): string[] {
  const dir = "dist/assets/static/media";
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".lbm")) : [];
  return files.map((file) => {
    const bytes = readFileSync(`${dir}/${file}`);
    return `embedded base map /static/media/${file}: ${kb(bytes.byteLength)} raw, ${kb(brotliSize(bytes))} brotli (fetched with the first map when no tile server is set)`;
  });
}
