import type { ComponentProps } from "react";
import { islandComponents } from "./components.gen.ts";

/**
 * The islands: each file of this folder with a default export is one, named after its file
 * (docs/architecture.md). `npm run build` writes their index from the folder
 * (scripts/build-islands.ts): components.gen.ts for the server, loaders.gen.ts for the browser.
 */
export { islandComponents };

export type IslandName = keyof typeof islandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;
