/**
 * The browser entry, loaded only by pages that hold an island. It is tiny: it finds the
 * islands and imports, in parallel, React's hydration chunk and each island's own chunk.
 */
import { islandLoaders } from "./islands/loaders.gen.ts";
import type { IslandName } from "./islands/registry.ts";

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

const elements = Array.from(document.querySelectorAll<HTMLElement>("locus-island[data-island]"));

if (elements.length > 0) {
  const hydration = import("./hydrate.tsx");
  for (const element of elements) {
    const name = element.dataset.island;
    if (!isIslandName(name)) {
      console.error(`Unknown island "${name}"`);
      continue;
    }
    Promise.all([hydration, islandLoaders[name]()])
      .then(([{ hydrateIsland }, island]) => {
        const props: unknown = JSON.parse(element.dataset.props ?? "{}");
        hydrateIsland(element, island.default as Parameters<typeof hydrateIsland>[1], props as object);
      })
      .catch((error: unknown) => console.error(`Island "${name}" could not be loaded`, error));
  }
}
