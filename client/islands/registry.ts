import type { ComponentProps } from "react";
import { islandComponents } from "./components.gen.ts";

/**
 * The islands: each file of this folder with a default export is one, named after its file
 * (docs/architecture.md). `npm run build` writes their index from the folder
 * (scripts/build-islands.ts): components.gen.ts for the server, loaders.gen.ts for the browser.
 */
export { islandComponents };

export type IslandName = keyof typeof islandComponents;

/**
 * When an island's code loads in the browser (client/entry.ts, docs/architecture.md):
 * - `eager`: with the page, its chunks preloaded: an island that is the page's purpose and
 *   stands at its top (a free tool, a map page's map, the funnel, the sign-up, the survey);
 * - `visible`: at once when it is in the viewport as the page opens, else when the visitor
 *   scrolls it near the viewport (or reaches for it); the default, for islands further down
 *   (the pricing simulator, the product demos);
 * - `interaction`: on focus, pointer, touch or a key inside, or once the browser is idle
 *   (the home page's live demo, which is above the fold but not what most visitors came for).
 * Islands that wait bring no preload, and React comes with the first of them.
 */
export type IslandLoad = "eager" | "visible" | "interaction";

/** Each island's loading when its block does not say otherwise; an island not listed is `visible`. */
export const ISLAND_LOADING: Partial<Record<IslandName, IslandLoad>> = {
  "tool-address": "eager",
  "tool-geocode": "eager",
  "tool-location": "eager",
  "map-discover": "eager",
  "map-directions": "eager",
  funnel: "eager",
  signup: "eager",
  survey: "eager",
  "hero-autocomplete": "interaction",
  "pricing-simulator": "visible",
  "api-try-it": "visible",
};

/** How an island loads where it is used: as its block says, else as ISLAND_LOADING says. */
export function islandLoad(name: string, load?: IslandLoad): IslandLoad {
  return load ?? ISLAND_LOADING[name as IslandName] ?? "visible";
}

/** One use of an island by a block: its name, and how it loads there when not as ISLAND_LOADING says. */
export type IslandUse = string | { name: string; load: IslandLoad };

export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;
