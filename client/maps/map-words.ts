import type { MapWords } from "./map-types.ts";

/**
 * Attribution of the embedded base map: Natural Earth is public domain (the credit is a
 * courtesy); GeoNames' place names are CC BY 4.0, whose licence asks for it.
 */
export const NATURAL_EARTH_ATTRIBUTION = "Base map: Natural Earth · Place names: GeoNames (CC BY 4.0)";

/** The words a map draws itself, in English: the free tools' maps, and any map not told otherwise. */
export const ENGLISH_MAP_WORDS: MapWords = {
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  credit: NATURAL_EARTH_ATTRIBUTION,
  wheelHint: (key) => `Use ${key} + scroll to zoom the map`,
  twoFingers: "Use two fingers to move the map",
};
