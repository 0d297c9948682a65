import { useId, useState } from "react";
import {
  formatDuration,
  formatKm,
  formatMiles,
  haversineKm,
  ROAD_FACTOR,
  SPEED_BANDS,
  travelEstimate,
} from "../demos/distance/travel.ts";
import { PlacePicker, type ChosenPlace } from "../demos/place-picker.tsx";
import { MapText } from "../maps/map-text.tsx";
import { MapView } from "../maps/map-view.tsx";
import type { MapTiles } from "../maps/tiles.ts";

/**
 * The distance demo: two places chosen with the address search, the straight-line distance
 * between them and a travel estimate (the assumption is stated under the figures), on a map.
 */
export default function DemoDistance({ tiles, embedded }: { tiles: MapTiles | null; embedded: boolean }) {
  const [from, setFrom] = useState<ChosenPlace | null>(null);
  const [to, setTo] = useState<ChosenPlace | null>(null);
  const textId = useId();
  const straight = from && to ? haversineKm(from.position, to.position) : null;
  const estimate = straight === null ? null : travelEstimate(straight);

  return (
    <div className="demo demo--distance">
      <div className="demo__pair">
        <PlacePicker id="distance-from" label="From" embedded={embedded} onPlace={setFrom} />
        <PlacePicker id="distance-to" label="To" embedded={embedded} onPlace={setTo} />
      </div>
      {from && to && straight !== null && estimate ? (
        <>
          <dl className="demo-figures" aria-live="polite">
            <div className="demo-figures__item">
              <dt>Straight line</dt>
              <dd data-testid="distance-straight">
                {formatKm(straight)} <span className="demo-figures__alt">({formatMiles(straight)})</span>
              </dd>
            </div>
            <div className="demo-figures__item">
              <dt>By road, estimated</dt>
              <dd data-testid="distance-road">
                about {formatKm(estimate.roadKm)}{" "}
                <span className="demo-figures__alt">({formatMiles(estimate.roadKm)})</span>
              </dd>
            </div>
            <div className="demo-figures__item">
              <dt>Driving time, estimated</dt>
              <dd data-testid="distance-time">about {formatDuration(estimate.minutes)}</dd>
            </div>
          </dl>
          <p className="demo__assumption">
            How we estimate: roads are taken to be {ROAD_FACTOR} times the straight line, driven at{" "}
            {SPEED_BANDS.map((band, i) => (
              <span key={band.kmh}>
                {i > 0 ? (i === SPEED_BANDS.length - 1 ? " and " : ", ") : null}
                {band.kmh} km/h{" "}
                {i === 0
                  ? `for the first ${band.upToKm} km`
                  : i === SPEED_BANDS.length - 1
                    ? "beyond"
                    : `up to ${band.upToKm} km`}
              </span>
            ))}
            . It assumes a road links the two places and ignores traffic; the Distance API computes real routes, with
            traffic by time of day.
          </p>
          <MapView
            key={`${from.result.public_id}|${to.result.public_id}`}
            label={`Map of ${from.label} and ${to.label}`}
            center={from.position}
            zoom={10}
            points={[
              { position: from.position, label: `From: ${from.label}` },
              { position: to.position, label: `To: ${to.label}`, kind: "destination" },
            ]}
            fitPoints
            tiles={tiles}
            describedBy={textId}
          />
          <MapText
            id={textId}
            lines={[
              { label: "From", position: from.position },
              { label: "To", position: to.position },
            ]}
          />
        </>
      ) : (
        <p className="demo__hint">Choose two places, for example Lyon and Paris, to see how far apart they are.</p>
      )}
    </div>
  );
}
