import type { LatLng } from "./lat-lng.ts";
import type { MapPoint } from "./map-types.ts";
import { useToolWords } from "../tools/words/tool-language.ts";

/**
 * The text alternative shown with a map: what it is centred on, its markers and their
 * coordinates. Maps point to it with aria-describedby.
 */
export function MapText({
  id,
  lines,
  points = [],
}: {
  id: string;
  lines: { label: string; position: LatLng | null }[];
  points?: readonly MapPoint[];
}) {
  const tool = useToolWords();
  const words = tool.map;
  return (
    <div id={id} className="map-text">
      {lines.map((line) => (
        <p key={line.label} className="map-text__line">
          <span className="map-text__label">{tool.labelled(line.label)}</span> {tool.latLng(line.position)}
        </p>
      ))}
      {points.length > 0 ? (
        <details className="map-text__points">
          <summary>{words.placesOnMap(points.length)}</summary>
          <ul>
            {points.map((point, i) => (
              <li key={i}>
                {tool.labelled(point.label)} {tool.latLng(point.position)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
