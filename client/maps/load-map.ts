import type { MapModule } from "./map-types.ts";

/**
 * Imports the map module (OpenLayers) in the browser: a chunk of its own, fetched only
 * when a map is about to be shown. The Worker bundle resolves `#map-module` to
 * load-map.server.ts instead (package.json "imports", condition "workerd"), so the
 * server never bundles OpenLayers.
 */
export function loadMapModule(): Promise<MapModule> {
  return import("./ol/openlayers-map.ts");
}
