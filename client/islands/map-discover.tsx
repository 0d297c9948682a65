import { useId } from "react";
import { cameraFromText } from "../maps/map-view-props.ts";
import { MapText } from "../maps/map-text.tsx";
import { MapView } from "../maps/map-view.tsx";
import { pointsFromText, type PointText } from "../maps/points.ts";
import type { MapTiles } from "../maps/tiles.ts";

export interface MapDiscoverProps {
  /** What the map shows, for its accessible name ("Map: {title}"). */
  title: string;
  /** The Discover Map's section properties, text as editors type them (docs/maps.md). */
  zoom?: string;
  latcenter?: string;
  lngcenter?: string;
  /** Points of interest, shown as labelled markers; unusable ones are left out. */
  points?: PointText[];
  /** The production tile server, when configured; otherwise the embedded base map. */
  tiles?: MapTiles | null;
}

/**
 * The Discover Map (docs/maps.md): created once when the map library has loaded, centred
 * and zoomed from the section's properties (falling back to southern Spain and zoom 3),
 * greedy gestures, points of interest visible, with their coordinates in text below.
 */
export default function MapDiscover({ title, zoom, latcenter, lngcenter, points, tiles = null }: MapDiscoverProps) {
  const camera = cameraFromText({ zoom, latcenter, lngcenter });
  const places = pointsFromText(points);
  const textId = useId();
  return (
    <div className="map-discover">
      <MapView
        label={`Map: ${title}`}
        size="large"
        center={camera.center}
        zoom={camera.zoom}
        points={places}
        greedyGestures
        tiles={tiles}
        describedBy={textId}
      />
      <MapText id={textId} lines={[{ label: "Map centre", position: camera.center }]} points={places} />
    </div>
  );
}
