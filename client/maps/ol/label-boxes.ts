import type OlMap from "ol/Map.js";
import type { FrameState } from "ol/Map.js";
import type { PlaceLabel } from "../basemap-files.ts";

/** A box a label (or a pin, a cluster badge) takes on the map, in CSS pixels from the map's top left. */
export interface LabelBox {
  kind: "place" | "pin" | "marker-label" | "badge" | "obstacle";
  /** The place named (a pin's accessible name, a label's text). */
  name: string;
  /** The marker a pin, label or badge belongs to (-1 for the base map's place names). */
  marker: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The test hook on a map's element (docs/maps.md): the boxes the label layout placed in the last frame. */
export interface LabelLayoutHook {
  locusLabelBoxes?: () => LabelBox[];
}

/**
 * Exposes the label layout for tests: labels are drawn on canvas, so the decluttering
 * result (the boxes OpenLayers placed in the last frame) is read from the frame state,
 * and the markers' own boxes (DOM) from `markerBoxes`. Reading is on demand: nothing is
 * computed unless a test asks.
 */
export function exposeLabelBoxes(map: OlMap, target: HTMLElement, markerBoxes: () => LabelBox[]): () => void {
  let last: FrameState | null = null;
  const key = map.on("postrender", (event) => {
    last = event.frameState ?? null;
  });
  (target as HTMLElement & LabelLayoutHook).locusLabelBoxes = () => {
    const ratio = last?.pixelRatio ?? 1;
    const places: LabelBox[] = [];
    for (const tree of Object.values(last?.declutter ?? {})) {
      for (const entry of tree.all()) {
        const feature = entry.value as { get(name: string): unknown };
        const label = feature.get("label") as PlaceLabel | undefined;
        // The markers' boxes as the declutter saw them (label-obstacles.ts), for checking the two agree.
        const obstacle = feature.get("obstacle") === true;
        if (!label && !obstacle) continue;
        places.push({
          kind: label ? "place" : "obstacle",
          name: label ? label[0] : "",
          marker: -1,
          left: entry.minX / ratio,
          top: entry.minY / ratio,
          right: entry.maxX / ratio,
          bottom: entry.maxY / ratio,
        });
      }
    }
    return [...places, ...markerBoxes()];
  };
  return () => {
    map.un("postrender", key.listener);
    delete (target as HTMLElement & LabelLayoutHook).locusLabelBoxes;
  };
}
