import { useEffect, useId, useState } from "react";
import { formatKm, haversineKm } from "../demos/distance/travel.ts";
import type { Geolocation } from "../localities/api-types.ts";
import { formatLatLng, type LatLng } from "../maps/lat-lng.ts";
import { MapText } from "../maps/map-text.tsx";
import { MapView } from "../maps/map-view.tsx";
import type { MapTiles } from "../maps/tiles.ts";
import { addressFields } from "../tools/address-fields.ts";
import { reverseGeocode, visitorGeolocation } from "../tools/api.ts";
import { countryName } from "../tools/countries.ts";
import { browserPosition } from "../tools/location/browser-position.ts";

type Lookup = { kind: "loading" } | { kind: "failed" } | { kind: "done"; answer: Geolocation; town: string | null };
type Device = { kind: "idle" } | { kind: "asking" } | { kind: "denied" } | { kind: "found"; position: LatLng };

function edgePosition(answer: Geolocation): LatLng | null {
  return typeof answer.latitude === "number" && typeof answer.longitude === "number"
    ? { lat: answer.latitude, lng: answer.longitude }
    : null;
}

/**
 * The geolocation demo: what the Geolocation API tells about this visitor from their
 * connection alone (country, approximate position, the nearest town by reverse geocoding),
 * the raw answer, and how far it is from the device's own position if they choose to share it.
 */
export default function DemoGeolocation({ tiles }: { tiles: MapTiles | null }) {
  const [lookup, setLookup] = useState<Lookup>({ kind: "loading" });
  const [device, setDevice] = useState<Device>({ kind: "idle" });
  const textId = useId();

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const answer = await visitorGeolocation(controller.signal);
      if (controller.signal.aborted) return;
      if (!answer) return setLookup({ kind: "failed" });
      const position = edgePosition(answer);
      let town: string | null = null;
      if (position) {
        const answer = await reverseGeocode(position, controller.signal);
        if (controller.signal.aborted) return;
        const first = answer.status === "ok" ? answer.value[0] : undefined;
        const fields = first ? addressFields(first) : null;
        town = fields?.formatted ?? null;
      }
      setLookup({ kind: "done", answer, town });
    })();
    return () => controller.abort();
  }, []);

  async function compare() {
    setDevice({ kind: "asking" });
    const outcome = await browserPosition();
    setDevice(outcome.ok ? { kind: "found", position: outcome.position } : { kind: "denied" });
  }

  if (lookup.kind === "loading") {
    return (
      <div className="demo demo--geolocation" aria-busy="true">
        <p className="demo__hint" role="status">
          Asking the Geolocation API where you are…
        </p>
      </div>
    );
  }
  if (lookup.kind === "failed") {
    return (
      <div className="demo demo--geolocation">
        <p className="demo__hint" role="note">
          The Geolocation API did not answer just now. Reload the page to try again.
        </p>
      </div>
    );
  }

  const { answer, town } = lookup;
  const code = answer.country_code;
  const position = edgePosition(answer);
  return (
    <div className="demo demo--geolocation">
      <dl className="demo-figures">
        <div className="demo-figures__item">
          <dt>Your country</dt>
          <dd data-testid="geolocation-country">
            {code ? `${countryName(code) ?? code} (${code})` : "Unknown: your connection does not tell"}
          </dd>
        </div>
        <div className="demo-figures__item">
          <dt>Approximate position</dt>
          <dd data-testid="geolocation-position">
            {position ? formatLatLng(position) : "Not known for your connection"}
          </dd>
        </div>
        <div className="demo-figures__item">
          <dt>Nearest town</dt>
          <dd data-testid="geolocation-town">
            {town ?? (answer.city ? [answer.city, answer.region].filter(Boolean).join(", ") : "Not known")}
          </dd>
        </div>
      </dl>
      <details className="demo__raw">
        <summary>The API's answer</summary>
        <pre>
          <code>{`GET /api/geolocation\n\n${JSON.stringify(answer, null, 2)}`}</code>
        </pre>
      </details>
      {position ? (
        <>
          <MapView
            label="Map of your approximate position"
            center={position}
            zoom={8}
            marker={position}
            markerLabel="Your approximate position"
            tiles={tiles}
            describedBy={textId}
          />
          <MapText id={textId} lines={[{ label: "Approximate position", position }]} />
        </>
      ) : null}
      <div className="demo__compare">
        <p>
          This needs no permission: it comes from your connection. Your device knows better; compare the two (your
          position stays in this page).
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void compare()}
          disabled={device.kind === "asking"}
        >
          {device.kind === "asking" ? "Waiting for your browser…" : "Compare with my device's position"}
        </button>
        {device.kind === "denied" ? <p role="note">Your browser did not share its position.</p> : null}
        {device.kind === "found" ? (
          <p role="status" data-testid="geolocation-compare">
            Your device: {formatLatLng(device.position)}
            {position ? `, ${formatKm(haversineKm(position, device.position))} from the approximate position.` : "."}
          </p>
        ) : null}
      </div>
    </div>
  );
}
