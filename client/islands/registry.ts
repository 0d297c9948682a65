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
 * Islands that do not load with the page (client/entry.ts), so that their chunks and React are
 * not preloaded and the page stays light before they are needed:
 * - `interaction`: on focus, pointer, touch or a key inside, or once the browser is idle;
 * - `visible`: when it comes near the viewport (or on interaction), for islands below the fold.
 */
export const ISLAND_LOADING: Partial<Record<IslandName, "interaction" | "visible">> = {
  "hero-autocomplete": "interaction",
  "pricing-simulator": "visible",
  "api-try-it": "visible",
};
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;
