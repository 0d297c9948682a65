import { fill } from "../i18n/fill.ts";
import { positionText, useToolLanguage } from "../tools/tool-language.tsx";
import type { LatLng } from "./lat-lng.ts";
import type { MapPoint } from "./map-types.ts";

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
  const page = useToolLanguage();
  const words = page.tools.map;
  return (
    <div id={id} className="map-text">
      {lines.map((line) => (
        <p key={line.label} className="map-text__line">
          <span className="map-text__label">{line.label}:</span> {positionText(page, line.position)}
        </p>
      ))}
      {points.length > 0 ? (
        <details className="map-text__points">
          <summary>{fill(words.places, { count: points.length })}</summary>
          <ul>
            {points.map((point, i) => (
              <li key={i}>
                {point.label}: {positionText(page, point.position)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
