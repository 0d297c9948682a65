import Feature from "ol/Feature.js";
import Circle from "ol/geom/Circle.js";
import VectorLayer from "ol/layer/Vector.js";
import { fromLonLat } from "ol/proj.js";
import VectorSource from "ol/source/Vector.js";
import Fill from "ol/style/Fill.js";
import Stroke from "ol/style/Stroke.js";
import Style from "ol/style/Style.js";
import type { Extent } from "ol/extent.js";
import type { LatLng } from "../lat-lng.ts";

const STYLE = new Style({
  fill: new Fill({ color: "rgba(37, 99, 235, 0.12)" }),
  stroke: new Stroke({ color: "rgba(37, 99, 235, 0.7)", width: 2 }),
});

/**
 * The circle of a found position's accuracy (docs/maps.md): how far the place it stands for
 * may reach. Web Mercator stretches distances by 1 / cos(latitude), so the radius in map
 * units is the radius in metres divided by that factor's inverse.
 */
export function accuracyCircle() {
  const source = new VectorSource<Feature>();
  const layer = new VectorLayer({ source, style: STYLE, className: "map-accuracy", updateWhileAnimating: true });
  return {
    layer,
    /** Draws the circle (or removes it, for no radius); returns its extent, to fit the view to. */
    set(position: LatLng | null | undefined, radiusM: number | null | undefined): Extent | null {
      source.clear();
      if (!position || !radiusM) return null;
      const scale = 1 / Math.cos((position.lat * Math.PI) / 180);
      const circle = new Circle(fromLonLat([position.lng, position.lat]), radiusM * scale);
      source.addFeature(new Feature(circle));
      return circle.getExtent();
    },
  };
}
