import Feature from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import Icon from "ol/style/Icon.js";
import Style from "ol/style/Style.js";
import type { Coordinate } from "ol/coordinate.js";
import type { Rect } from "../marker-layout.ts";

/** One transparent canvas per size: an obstacle is never drawn, only its box counts. */
const CANVASES = new Map<string, HTMLCanvasElement>();

function blank(width: number, height: number): HTMLCanvasElement {
  const key = `${width}x${height}`;
  let canvas = CANVASES.get(key);
  if (!canvas) {
    canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    CANVASES.set(key, canvas);
  }
  return canvas;
}

/** A marker's boxes, as pixel rectangles around the pixel of its coordinate (its pin's tip). */
export interface MarkerObstacle {
  coordinate: Coordinate;
  tip: { x: number; y: number };
  rects: Rect[];
}

/**
 * The places that labelled markers take on the map (pins, their labels, cluster badges),
 * given to OpenLayers' declutter as obstacles (docs/maps.md): the base map's place names,
 * decluttered in the same group below this layer, go around them instead of under them.
 */
export function labelObstacles() {
  const source = new VectorSource<Feature>();
  const layer = new VectorLayer({ source, declutter: true, className: "map-obstacles", updateWhileAnimating: true });
  return {
    layer,
    set(obstacles: readonly MarkerObstacle[]) {
      source.clear();
      for (const { coordinate, tip, rects } of obstacles) {
        for (const rect of rects) {
          const [width, height] = [Math.ceil(rect.right - rect.left), Math.ceil(rect.bottom - rect.top)];
          if (width <= 0 || height <= 0) continue;
          const feature = new Feature(new Point(coordinate));
          feature.set("obstacle", true);
          feature.setStyle(
            new Style({
              image: new Icon({
                img: blank(width, height),
                anchor: [tip.x - rect.left, tip.y - rect.top],
                anchorXUnits: "pixels",
                anchorYUnits: "pixels",
                declutterMode: "obstacle",
              }),
            }),
          );
          source.addFeature(feature);
        }
      }
    },
  };
}
