import Feature from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import VectorLayer from "ol/layer/Vector.js";
import { fromLonLat, transformExtent } from "ol/proj.js";
import VectorSource from "ol/source/Vector.js";
import Fill from "ol/style/Fill.js";
import Stroke from "ol/style/Stroke.js";
import Style from "ol/style/Style.js";
import Text from "ol/style/Text.js";
// Written by scripts/build-basemap.ts: the version of the base map files and their cells.
import basemapIndex from "../../../dist/basemap/index.json";
import {
  basemapPaths,
  DETAIL_CELL_DEGREES,
  LABEL_KIND,
  labelPriority,
  PLACES_CELL_MIN_ZOOM,
  type BasemapIndex,
  type PlaceLabel,
} from "../basemap-files.ts";

const index = basemapIndex as BasemapIndex;
const placeCells = new Set(index.places);

/** Zoom of a resolution in metres per pixel (256 px tiles, as OpenLayers' default view). */
export function zoomOf(resolution: number): number {
  return Math.log2(156543.03392804097 / resolution);
}

/** Cells ("row_column") that an extent in degrees covers (longitudes wrapped into -180..180). */
export function cellsIn([west, south, east, north]: number[], size = DETAIL_CELL_DEGREES): string[] {
  const keys = new Set<string>();
  const span = Math.min(360, (east as number) - (west as number));
  for (
    let row = Math.floor(Math.max(-90, south as number) / size);
    row <= Math.floor(Math.min(89.99, north as number) / size);
    row += 1
  ) {
    for (let x = west as number; x < (west as number) + span + size; x += size) {
      const lng = ((((Math.min(x, (west as number) + span) + 180) % 360) + 360) % 360) - 180;
      keys.add(`${row}_${Math.floor(lng / size)}`);
    }
  }
  return [...keys];
}

/**
 * Whether a label of this pixel size, centred on this map coordinate, lies wholly inside
 * the map (openlayers-map.ts gives it the map): a name that would be cut at the edge is
 * left out rather than clipped (docs/maps.md).
 */
export type LabelFits = (coordinate: number[], width: number, height: number) => boolean;

let measure: CanvasRenderingContext2D | null = null;
const WIDTHS = new Map<string, number>();

/** The drawn width of a name in a font, measured once. */
function textWidth(text: string, font: string): number {
  const key = `${font}|${text}`;
  let width = WIDTHS.get(key);
  if (width === undefined) {
    measure ??= document.createElement("canvas").getContext("2d");
    if (measure) measure.font = font;
    width = measure?.measureText(text).width ?? text.length * 8;
    WIDTHS.set(key, width);
  }
  return width;
}

const STYLES = new Map<string, Style>();
const HALO = new Stroke({ color: "rgba(255, 255, 255, 0.92)", width: 3.5 });

/** One style per label (its text never changes); declutter places the higher z-index first where names collide. */
function labelStyle(label: PlaceLabel): Style {
  const key = `${label[4]}|${label[0]}|${label[3]}|${label[5]}`;
  let style = STYLES.get(key);
  if (!style) {
    const [name, , , minZoom, kind] = label;
    const country = kind === LABEL_KIND.country;
    style = new Style({
      text: new Text({
        text: country ? name.toUpperCase() : name,
        font: country
          ? "600 12px system-ui, sans-serif"
          : kind === LABEL_KIND.capital || minZoom <= 4
            ? "700 15px system-ui, sans-serif"
            : minZoom <= 6
              ? "600 13px system-ui, sans-serif"
              : "12px system-ui, sans-serif",
        // Room around each name, so that decluttered names never touch.
        padding: [3, 6, 3, 6],
        fill: new Fill({ color: country ? "#5d6880" : "#1c2440" }),
        stroke: HALO,
        overflow: true,
        ...(country ? {} : { offsetY: -1 }),
      }),
      zIndex: labelPriority(label),
    });
    STYLES.set(key, style);
  }
  return style;
}

function toFeatures(labels: PlaceLabel[]): Feature[] {
  return labels.map((label) => {
    const feature = new Feature(new Point(fromLonLat([label[1], label[2]])));
    feature.set("label", label);
    return feature;
  });
}

async function fetchLabels(path: string): Promise<PlaceLabel[]> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`place names ${path} answered ${response.status}`);
  return (await response.json()) as PlaceLabel[];
}

/**
 * Place names on the embedded base map: countries, then cities, towns and villages as the
 * zoom grows (each name has its own first zoom, by population), decluttered so that no
 * two names overlap (the bigger place wins). The world file loads with the map; town
 * cells load for the part in view from PLACES_CELL_MIN_ZOOM on. `hiddenNames` (lower case):
 * places the map already names with a marker, not named twice.
 */
export function placeLabelsLayer(
  hiddenNames: ReadonlySet<string> = new Set(),
  fits: LabelFits = () => true,
): {
  layer: VectorLayer<VectorSource<Feature>>;
  loaded: Promise<void>;
} {
  const loadedCells = new Set<string>();
  const source: VectorSource<Feature> = new VectorSource<Feature>({
    wrapX: true,
    strategy: (extent, resolution) => (zoomOf(resolution) >= PLACES_CELL_MIN_ZOOM - 0.5 ? [extent] : []),
    loader: (extent, _resolution, projection, success, failure) => {
      const cells = cellsIn(transformExtent(extent, projection, "EPSG:4326")).filter(
        (cell) => placeCells.has(cell) && !loadedCells.has(cell),
      );
      for (const cell of cells) loadedCells.add(cell);
      Promise.all(
        cells.map(async (cell) =>
          source.addFeatures(toFeatures(await fetchLabels(basemapPaths.places(index.version, cell)))),
        ),
      )
        .then(() => success?.([]))
        .catch((error: unknown) => {
          for (const cell of cells) loadedCells.delete(cell);
          console.error("Place names could not be loaded", error);
          failure?.();
        });
    },
  });
  const layer = new VectorLayer({
    source,
    declutter: true,
    className: "map-labels",
    updateWhileAnimating: false,
    style: (feature, resolution) => {
      const label = feature.get("label") as PlaceLabel;
      if (zoomOf(resolution) + 0.01 < label[3] || hiddenNames.has(label[0].toLowerCase())) return undefined;
      const style = labelStyle(label);
      const text = style.getText();
      const point = (feature.getGeometry() as Point).getCoordinates();
      // The padded box declutter uses: the text with its halo and 6 px each side, its line and 3 px above and
      // below; OpenLayers measures a little wider than the canvas does, so a few pixels are kept spare.
      const width = textWidth(text?.getText() as string, text?.getFont() ?? "") * 1.05 + 12 + 8;
      return fits(point, width, 26) ? style : undefined;
    },
  });
  const loaded = fetchLabels(basemapPaths.world(index.version)).then((labels) =>
    source.addFeatures(toFeatures(labels)),
  );
  return { layer, loaded };
}
