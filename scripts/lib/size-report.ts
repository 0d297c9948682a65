import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Miniflare } from "miniflare";
import { brotliSize, kb, mapOnlyFiles, mapScripts, pageScripts, weigh } from "./page-weight.ts";
import { PAGE_BUDGETS, type PageKind, type PageLoad, pageBudgetFailures, pageKind } from "./page-budgets.ts";
import { metafileIn } from "./production-bundle.ts";
import { workerBundleReport } from "./worker-bundle.ts";

/** The islands of a page's HTML, each with how it loads (`data-load`, else at once). */
export function islandsInHtml(html: string): { name: string; load: string }[] {
  return [...html.matchAll(/<locus-island data-island="([^"]+)"(?: data-load="([^"]+)")?/g)].map((m) => ({
    name: m[1] as string,
    load: m[2] ?? "eager",
  }));
}

/** What the waiting islands bring when they load: their chunks and React, less what the page loaded at first. */
function laterScripts(islands: readonly { name: string; load: string }[], firstLoad: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync("dist/client-manifest.json", "utf8")) as {
    islands: Record<string, string[]>;
  };
  const loaded = new Set(firstLoad);
  const later = new Set<string>();
  for (const island of islands) {
    if (island.load === "eager") continue;
    for (const file of manifest.islands[island.name] ?? [])
      if (!loaded.has(`dist/assets${file}`)) later.add(`dist/assets${file}`);
  }
  return [...later].sort();
}

const KIND_BUDGET: Record<PageKind, string> = {
  content: `budget ${kb(PAGE_BUDGETS.contentPage)}, no React`,
  "islands wait": `budget ${kb(PAGE_BUDGETS.waitingIslands)} before the visitor scrolls, no React`,
  "island at once": `budget ${kb(PAGE_BUDGETS.islandAtOnce)} before a map`,
};

/** One line per kind of page: how many, and the heaviest first load. */
function kindLines(kinds: ReadonlyMap<PageKind, { path: string; bytes: number }[]>): string[] {
  return [...kinds].map(([kind, pages]) => {
    const heaviest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return `pages where ${kind === "content" ? "no island is" : kind === "islands wait" ? "every island waits" : "an island loads at once"}: ${pages.length}, the heaviest first load ${heaviest.path} at ${kb(heaviest.bytes)} (${KIND_BUDGET[kind]})`;
  });
}

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
    "JavaScript each page loads (brotli): at first; later, when its waiting islands are seen or reached for; and when a map appears:",
  );
  const olFiles = new Set(mapOnlyFiles());
  const types = new Map(
    entries
      .filter((e) => e.key.startsWith("page:"))
      .map((e) => [e.key.slice("page:".length), (JSON.parse(e.value) as { type: string }).type]),
  );
  const kinds = new Map<PageKind, { path: string; bytes: number }[]>();
  for (const path of paths) {
    const html = await (await mf.dispatchFetch(`http://localhost${path}`)).text();
    const islands = islandsInHtml(html);
    const firstLoad = pageScripts(html);
    const first = weigh(firstLoad);
    const later = laterScripts(islands, firstLoad);
    const laterWeight = weigh(later);
    // The site script can draw an offices map, so only pages holding one (or an island) can show a map.
    const afterMap =
      islands.length > 0 || html.includes("data-offices-map") ? mapScripts([...firstLoad, ...later]) : [];
    const map = weigh(afterMap);
    const load: PageLoad = {
      path,
      type: types.get(path) ?? "page",
      islands,
      first: { bytes: first.brotliBytes, react: first.react, openLayers: firstLoad.some((f) => olFiles.has(f)) },
    };
    const kind = pageKind(load);
    const waiting = islands.filter((i) => i.load !== "eager").map((i) => i.name);
    const eager = islands.filter((i) => i.load === "eager").map((i) => i.name);
    lines.push(
      `  ${path.padEnd(24)} first ${kb(first.brotliBytes).padStart(8)}${first.react ? " with React" : ""}${eager.length ? ` (${[...new Set(eager)].join(", ")})` : ""}` +
        (later.length ? `; later + ${kb(laterWeight.brotliBytes)} (${[...new Set(waiting)].join(", ")})` : "") +
        (afterMap.length ? `; map + ${kb(map.brotliBytes)}` : ""),
    );
    kinds.set(kind, [...(kinds.get(kind) ?? []), { path, bytes: first.brotliBytes }]);
    failures.push(...pageBudgetFailures(load));
  }
  lines.push(...kindLines(kinds));
  lines.push(...siteScriptLines(failures));
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
function siteScriptLines(failures: string[]): string[] {
  const manifest = JSON.parse(readFileSync("dist/client-manifest.json", "utf8")) as {
    siteScript: string;
    siteScriptImports?: string[];
  };
  const siteFiles = [manifest.siteScript, ...(manifest.siteScriptImports ?? [])].map((file) => `dist/assets${file}`);
  const site = weigh(siteFiles);
  const lines = [
    `site script (menus, carousels, embed facades, copy buttons, offices map) with its imports: ${kb(site.brotliBytes)} brotli in ${site.files} file(s)${site.react ? ", React runtime" : ""} (budget ${kb(PAGE_BUDGETS.contentPage)})`,
  ];
  if (site.brotliBytes > PAGE_BUDGETS.contentPage || site.react)
    failures.push(
      `the site script loads ${kb(site.brotliBytes)}${site.react ? " including React" : ""}, over the content page budget`,
    );
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
