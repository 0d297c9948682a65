import type { DocumentAssets } from "../client/document.tsx";
import type { IslandLoad } from "../client/islands/registry.ts";
import manifest from "../dist/client-manifest.json" with { type: "json" };

/**
 * The hashed client files, from the manifest written by scripts/build-client.ts:
 * the stylesheet, the header/footer script, the islands entry, and per island the
 * chunks it imports.
 */
export interface ClientManifest {
  stylesheet: string;
  siteScript: string;
  /** What the site script imports (preloaded with it). */
  siteScriptImports?: string[];
  entry: string;
  islands: Record<string, string[]>;
  /** The brand typeface's files, preloaded by every page. */
  fonts?: string[];
  /** The admin app (client/admin/): loaded by /admin pages only. */
  admin: AdminAssets;
}

/** The admin app's files: its script, its stylesheet (after the site's) and the chunks it imports. */
export interface AdminAssets {
  script: string;
  stylesheet: string;
  preload: string[];
}

const clientManifest: ClientManifest = manifest;

export function stylesheet(): string {
  return clientManifest.stylesheet;
}

/**
 * The files a page loads: the small site script on every page (menus, consent, the
 * dataLayer: full-screen pages ask for consent and track too), and, when it holds an
 * island, the islands entry, with React and the islands' chunks preloaded only for the
 * islands that load at once (`eager`); the others bring theirs when they are seen or reached
 * for (client/islands/registry.ts).
 */
export function pageAssets(islands: readonly { name: string; load: IslandLoad }[]): DocumentAssets {
  const siteScript = clientManifest.siteScript;
  const fonts = clientManifest.fonts ?? [];
  const sitePreload = clientManifest.siteScriptImports ?? [];
  if (islands.length === 0)
    return { stylesheet: clientManifest.stylesheet, fonts, siteScript, script: null, preload: sitePreload };
  const site = new Set<string>(sitePreload);
  const islandPreload = new Set<string>();
  for (const { name, load } of islands) {
    if (load !== "eager") continue;
    for (const file of clientManifest.islands[name] ?? []) if (!site.has(file)) islandPreload.add(file);
  }
  return {
    stylesheet: clientManifest.stylesheet,
    fonts,
    siteScript,
    script: clientManifest.entry,
    preload: sitePreload,
    islandPreload: [...islandPreload],
  };
}

/** The admin app's files (the admin pages also link the site's stylesheet, for the page canvas). */
export function adminAssets(): AdminAssets {
  return clientManifest.admin;
}
