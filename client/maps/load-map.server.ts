import type { MapModule } from "./map-types.ts";

/**
 * The Worker's stand-in for load-map.ts (see package.json "imports"): maps are drawn in
 * the browser only, and server rendering never runs the effects that would call this.
 */
export function loadMapModule(): Promise<MapModule> {
  return Promise.reject(new Error("maps are drawn in the browser only"));
}
