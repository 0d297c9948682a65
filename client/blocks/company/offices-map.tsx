import { INITIAL_CENTER, INITIAL_ZOOM } from "../../maps/constants.ts";
import type { LatLng } from "../../maps/lat-lng.ts";
import type { MapTiles } from "../../maps/tiles.ts";

/** An office on the map. */
export interface OfficePoint {
  label: string;
  lat: number;
  lng: number;
}

/** What the site script reads from the region (client/enhance/offices-map.ts). */
export interface OfficesMapData {
  points: OfficePoint[];
  tiles: MapTiles | null;
  /** Where the map starts before fitting the offices, and the deepest zoom it fits them at. */
  center: LatLng;
  zoom: number;
}

/**
 * The offices map's region: sized by CSS, labelled, with the offices in text for people who
 * cannot use a map. The site script draws the map (the site's own OpenLayers module, no
 * third party and no React) when the region comes near the view, at zoom 3 at most with
 * every office in view (docs/section-library.md: initial zoom 3, custom markers).
 */
export function OfficesMap({ points, tiles, label }: { points: OfficePoint[]; tiles: MapTiles | null; label: string }) {
  const data: OfficesMapData = { points, tiles, center: INITIAL_CENTER, zoom: INITIAL_ZOOM };
  return (
    <div className="offices-map">
      <div
        className="map-view offices-map__map"
        role="region"
        aria-label={label}
        tabIndex={0}
        data-offices-map={JSON.stringify(data)}
        data-map-state="waiting"
      >
        <div className="map-view__canvas" />
        <p className="map-view__status" role="status">
          The map appears here.
        </p>
      </div>
      <p className="visually-hidden">
        Offices on the map:{" "}
        {points.map((point) => `${point.label} (${point.lat.toFixed(3)}, ${point.lng.toFixed(3)})`).join("; ")}.
      </p>
    </div>
  );
}
