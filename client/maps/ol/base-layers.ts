import Feature from "ol/Feature.js";
import LineString from "ol/geom/LineString.js";
import Polygon from "ol/geom/Polygon.js";
import TileLayer from "ol/layer/Tile.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import XYZ from "ol/source/XYZ.js";
import Fill from "ol/style/Fill.js";
import Stroke from "ol/style/Stroke.js";
import Style from "ol/style/Style.js";
// Written by scripts/build-basemap.ts before the client build, which emits it under /static/.
import basemapUrl from "../../../dist/basemap/natural-earth.lbm";
import { MAX_ZOOM } from "../constants.ts";
import { decodeBasemap, type BasemapLayers } from "../basemap-codec.ts";
import type { MapTiles } from "../tiles.ts";

/** Attribution of the embedded base map (Natural Earth is public domain; credit is courtesy). */
export const NATURAL_EARTH_ATTRIBUTION = "Base map: Natural Earth";

/** OpenLayers renders attributions as HTML: configured text is escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Sea is the map's CSS background (client/maps/map.css); these draw land and borders over it.
const LAND = new Style({
  fill: new Fill({ color: "#f3f0e8" }),
  stroke: new Stroke({ color: "#7d97b0", width: 1 }),
});
const BORDER = new Style({
  stroke: new Stroke({ color: "#8c7a99", width: 1, lineDash: [4, 3] }),
  zIndex: 1,
});

export interface BaseLayer {
  layer: TileLayer<XYZ> | VectorLayer<VectorSource<Feature>>;
  /** Resolves once the layer has its data (tiles load on their own: at once). */
  loaded: Promise<void>;
}

let basemapData: Promise<BasemapLayers> | null = null;

/** Fetches and decodes the base map once per page, however many maps it shows; a failure may be retried. */
function loadBasemapData(): Promise<BasemapLayers> {
  basemapData ??= fetch(basemapUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`base map ${basemapUrl} answered ${response.status}`);
      return decodeBasemap(new Uint8Array(await response.arrayBuffer()));
    })
    .catch((error: unknown) => {
      basemapData = null;
      throw error;
    });
  return basemapData;
}

async function fetchBasemap(source: VectorSource<Feature>): Promise<void> {
  const { land, borders } = await loadBasemapData();
  const features: Feature[] = [];
  for (const polygon of land) features.push(new Feature(new Polygon(polygon.coordinates, "XY", polygon.ends)));
  for (const line of borders) {
    const feature = new Feature(new LineString(line, "XY"));
    feature.setStyle(BORDER);
    features.push(feature);
  }
  source.addFeatures(features);
}

/** The embedded Natural Earth base map: land and borders, fetched from this origin. */
function embeddedBaseLayer(): BaseLayer {
  const source = new VectorSource<Feature>({ attributions: NATURAL_EARTH_ATTRIBUTION, wrapX: true });
  const layer = new VectorLayer({ source, style: LAND, updateWhileAnimating: true, className: "map-base" });
  return { layer, loaded: fetchBasemap(source) };
}

/** Raster tiles from a configured XYZ server. */
function tileBaseLayer(tiles: MapTiles): BaseLayer {
  const source = new XYZ({ url: tiles.url, attributions: escapeHtml(tiles.attribution), maxZoom: MAX_ZOOM });
  return { layer: new TileLayer({ source, className: "map-base" }), loaded: Promise.resolve() };
}

export function baseLayer(tiles: MapTiles | null | undefined): BaseLayer {
  return tiles ? tileBaseLayer(tiles) : embeddedBaseLayer();
}
