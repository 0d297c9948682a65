import type { DocumentAssets } from "../client/document.tsx";
import manifest from "../dist/client-manifest.json" with { type: "json" };

/**
 * The hashed client files, from the manifest written by scripts/build-client.ts:
 * the stylesheet, the islands entry, and per island the chunks it imports.
 */
export interface ClientManifest {
  stylesheet: string;
  entry: string;
  islands: Record<string, string[]>;
}

const clientManifest: ClientManifest = manifest;

/** The files a page loads: no script at all unless it holds an island. */
export function pageAssets(islands: ReadonlySet<string>): DocumentAssets {
  if (islands.size === 0) return { stylesheet: clientManifest.stylesheet, script: null, preload: [] };
  const preload = new Set<string>();
  for (const name of islands) {
    for (const file of clientManifest.islands[name] ?? []) preload.add(file);
  }
  return { stylesheet: clientManifest.stylesheet, script: clientManifest.entry, preload: [...preload] };
}
