import type { LatLng } from "./lat-lng.ts";
import type { MapTiles } from "./tiles.ts";

/** A labelled marker besides the position marker: a point of interest or a destination. */
export interface MapPoint {
  position: LatLng;
  /** Shown next to the marker and used as its accessible name. */
  label: string;
  kind?: "poi" | "destination";
}

/** What createMap() needs. Positions are in degrees; the map shows Web Mercator. */
/** The words a map draws itself (its buttons, credit and gesture hints), in the page's language. */
export interface MapWords {
  zoomIn: string;
  zoomOut: string;
  /** The embedded base map's credit. */
  credit: string;
  /** "Use Ctrl + scroll to zoom the map", with the platform's key. */
  wheelHint(key: string): string;
  twoFingers: string;
}

export interface CreateMapOptions {
  /** Its words; English when absent (the free tools). */
  words?: MapWords;
  center: LatLng;
  zoom: number;
  /** The position marker (30 × 46 px pin, anchored at its tip). */
  marker?: LatLng | null;
  /** Accessible name of the position marker; default "Position". */
  markerLabel?: string;
  /** Radius in metres of the marker's accuracy circle (an approximate position); none without. */
  accuracyM?: number | null;
  points?: readonly MapPoint[];
  /** Start with the marker and every point in view, zoomed in no further than `zoom`. */
  fitPoints?: boolean;
  /**
   * Greedy (as the Discover Map): the wheel zooms and one finger pans. Otherwise
   * cooperative: Ctrl/⌘ + wheel zooms and two fingers pan, so the page scrolls past the map.
   */
  greedyGestures?: boolean;
  /** Raster tiles; null or absent for the embedded Natural Earth base map. */
  tiles?: MapTiles | null;
  /** Element that takes the arrow and +/- keys when focused; default the target. */
  keyboardTarget?: HTMLElement;
  /** Called with the position a click (or pickCenter()) picks; maps without it pick nothing. */
  onPick?: (position: LatLng) => void;
}

/** A live map, as returned by createMap(). */
export interface MapHandle {
  /** Resolves once the base map has loaded and the map has been drawn; rejects if it failed. */
  readonly ready: Promise<void>;
  /**
   * Moves the position marker there (showing it) and centres the map, at zoom 16 unless told;
   * with an accuracy radius, draws its circle and zooms out as far as needed to show it whole.
   */
  setPosition(position: LatLng, zoom?: number, accuracyM?: number | null, label?: string): void;
  /** Picks the map's centre, as a click there would (for keyboard users: Enter). */
  pickCenter(): void;
  /** Removes the map and its listeners; the target is left empty. */
  destroy(): void;
}

/** The lazily loaded map module (client/maps/ol/openlayers-map.ts). */
export interface MapModule {
  createMap(target: HTMLElement, options: CreateMapOptions): MapHandle;
}
