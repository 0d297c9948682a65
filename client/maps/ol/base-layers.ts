import Feature from "ol/Feature.js";
import LineString from "ol/geom/LineString.js";
import Polygon from "ol/geom/Polygon.js";
import type BaseLayerType from "ol/layer/Base.js";
import LayerGroup from "ol/layer/Group.js";
import TileLayer from "ol/layer/Tile.js";
import VectorLayer from "ol/layer/Vector.js";
import { transformExtent } from "ol/proj.js";
import VectorSource from "ol/source/Vector.js";
import XYZ from "ol/source/XYZ.js";
import Fill from "ol/style/Fill.js";
import Stroke from "ol/style/Stroke.js";
import Style from "ol/style/Style.js";
// Written by scripts/build-basemap.ts before the client build, which emits it under /static/.
import basemapUrl from "../../../dist/basemap/natural-earth.lbm";
import basemapIndex from "../../../dist/basemap/index.json";
import { MAX_ZOOM } from "../constants.ts";
import { decodeBasemap, type BasemapLayers } from "../basemap-codec.ts";
import { basemapPaths, DETAIL_MIN_ZOOM, type BasemapIndex } from "../basemap-files.ts";
import type { MapTiles } from "../tiles.ts";
import { cellsIn, placeLabelsLayer, zoomOf, type LabelFits } from "./place-labels.ts";
import { NATURAL_EARTH_ATTRIBUTION } from "../map-words.ts";

const index = basemapIndex as BasemapIndex;
const detailCells = new Set(index.detail);

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
// Detail cells are cut at their edges: land is filled, not outlined, so no seam shows.
const DETAIL_LAND = new Style({ fill: new Fill({ color: "#f3f0e8" }) });

export interface BaseLayer {
  /** Bottom to top: the world, its detail from DETAIL_MIN_ZOOM, the place names (embedded); or the tiles. */
  layers: BaseLayerType[];
  /** Resolves once the layer has its data (tiles load on their own: at once). */
  loaded: Promise<void>;
  /** Chooses the place names again (after the view moved: which names fit inside the map changed). */
  relabel?: () => void;
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

function toFeatures({ land, borders }: BasemapLayers, landStyle?: Style): Feature[] {
  const features: Feature[] = [];
  for (const polygon of land) {
    const feature = new Feature(new Polygon(polygon.coordinates, "XY", polygon.ends));
    if (landStyle) feature.setStyle(landStyle);
    features.push(feature);
  }
  for (const line of borders) {
    const feature = new Feature(new LineString(line, "XY"));
    feature.setStyle(BORDER);
    features.push(feature);
  }
  return features;
}

async function fetchBasemap(source: VectorSource<Feature>): Promise<void> {
  source.addFeatures(toFeatures(await loadBasemapData()));
}

/** 1:10m land and borders, cell by cell, for the part of the world in view. */
function detailLayer(credit: string): VectorLayer<VectorSource<Feature>> {
  const loadedCells = new Set<string>();
  const source: VectorSource<Feature> = new VectorSource<Feature>({
    attributions: credit,
    wrapX: true,
    strategy: (extent, resolution) => (zoomOf(resolution) >= DETAIL_MIN_ZOOM - 0.5 ? [extent] : []),
    loader: (extent, _resolution, projection, success, failure) => {
      const cells = cellsIn(transformExtent(extent, projection, "EPSG:4326")).filter(
        (cell) => detailCells.has(cell) && !loadedCells.has(cell),
      );
      for (const cell of cells) loadedCells.add(cell);
      Promise.all(
        cells.map(async (cell) => {
          const response = await fetch(basemapPaths.detail(index.version, cell));
          if (!response.ok) throw new Error(`base map cell ${cell} answered ${response.status}`);
          source.addFeatures(toFeatures(decodeBasemap(new Uint8Array(await response.arrayBuffer())), DETAIL_LAND));
        }),
      )
        .then(() => success?.([]))
        .catch((error: unknown) => {
          for (const cell of cells) loadedCells.delete(cell);
          console.error("Base map detail could not be loaded", error);
          failure?.();
        });
    },
  });
  return new VectorLayer({
    source,
    minZoom: DETAIL_MIN_ZOOM - 0.001,
    className: "map-base",
    updateWhileAnimating: true,
  });
}

/**
 * The embedded base map, from this origin: Natural Earth land and borders (1:50m for the
 * world, 1:10m cells from DETAIL_MIN_ZOOM on) and place names (place-labels.ts).
 */
function embeddedBaseLayer(hiddenNames: ReadonlySet<string>, credit: string, fits?: LabelFits): BaseLayer {
  const source = new VectorSource<Feature>({ attributions: credit, wrapX: true });
  const world = new VectorLayer({
    source,
    style: LAND,
    updateWhileAnimating: true,
    className: "map-base",
    maxZoom: DETAIL_MIN_ZOOM - 0.001,
  });
  const labels = placeLabelsLayer(hiddenNames, fits);
  // The map is ready with its land and borders; names follow (a failure there is logged, the map stays usable).
  labels.loaded.catch((error: unknown) => console.error("Place names could not be loaded", error));
  return {
    layers: [world, detailLayer(credit), labels.layer],
    loaded: fetchBasemap(source),
    relabel: () => labels.layer.changed(),
  };
}

/** A raster PMTiles archive served by the Worker from R2 (its code is a chunk of its own). */
function pmtilesBaseLayer(tiles: MapTiles): BaseLayer {
  const group = new LayerGroup();
  const loaded = import("./pmtiles-layer.ts").then(async ({ pmtilesLayer }) => {
    const base = pmtilesLayer(tiles.url, escapeHtml(tiles.attribution));
    group.getLayers().push(base.layer);
    await base.loaded;
  });
  return { layers: [group], loaded };
}

/** Raster tiles from a configured XYZ server. */
function tileBaseLayer(tiles: MapTiles): BaseLayer {
  const source = new XYZ({ url: tiles.url, attributions: escapeHtml(tiles.attribution), maxZoom: MAX_ZOOM });
  return { layers: [new TileLayer({ source, className: "map-base" })], loaded: Promise.resolve() };
}

/** The base map: the configured tiles, or the embedded one (without the names of `markedPlaces`, which markers show). */
export function baseLayer(
  tiles: MapTiles | null | undefined,
  markedPlaces: readonly string[] = [],
  fits?: LabelFits,
  credit: string = NATURAL_EARTH_ATTRIBUTION,
): BaseLayer {
  if (tiles?.kind === "pmtiles") return pmtilesBaseLayer(tiles);
  return tiles
    ? tileBaseLayer(tiles)
    : embeddedBaseLayer(new Set(markedPlaces.map((name) => name.toLowerCase())), credit, fits);
}
