import { useEffect, useId, useState } from "react";
import type { Language } from "../content/languages.ts";
import { demoWords } from "../demos/demo-words.ts";
import { formatKm, haversineKm } from "../demos/distance/travel.ts";
import type { Geolocation } from "../localities/api-types.ts";
import type { LatLng } from "../maps/lat-lng.ts";
import { MapText } from "../maps/map-text.tsx";
import { MapView } from "../maps/map-view.tsx";
import type { MapTiles } from "../maps/tiles.ts";
import { addressFields } from "../tools/address-fields.ts";
import { reverseGeocode, visitorGeolocation } from "../tools/api.ts";
import { countryName } from "../tools/countries.ts";
import { browserPosition } from "../tools/location/browser-position.ts";
import { ToolLanguage } from "../tools/words/tool-language.ts";
import { regionName, toolWords } from "../tools/words/tool-words.ts";

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
export default function DemoGeolocation({ tiles, language = "en" }: { tiles: MapTiles | null; language?: Language }) {
  const words = demoWords(language).geolocation;
  const { latLng } = toolWords(language, (code) => code);
  // The answer arrives in the browser, so the runtime's own names are safe here (no hydration).
  const nameOf = (code: string) => (language === "en" ? countryName(code) : regionName(code, language)) ?? code;
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
          {words.asking}
        </p>
      </div>
    );
  }
  if (lookup.kind === "failed") {
    return (
      <div className="demo demo--geolocation">
        <p className="demo__hint" role="note">
          {words.failed}
        </p>
      </div>
    );
  }

  const { answer, town } = lookup;
  const code = answer.country_code;
  const position = edgePosition(answer);
  return (
    <ToolLanguage value={language}>
      <div className="demo demo--geolocation">
        <dl className="demo-figures">
          <div className="demo-figures__item">
            <dt>{words.country}</dt>
            <dd data-testid="geolocation-country">{code ? `${nameOf(code)} (${code})` : words.unknownCountry}</dd>
          </div>
          <div className="demo-figures__item">
            <dt>{words.position}</dt>
            <dd data-testid="geolocation-position">{position ? latLng(position) : words.unknownPosition}</dd>
          </div>
          <div className="demo-figures__item">
            <dt>{words.town}</dt>
            <dd data-testid="geolocation-town">
              {town ?? (answer.city ? [answer.city, answer.region].filter(Boolean).join(", ") : words.unknown)}
            </dd>
          </div>
        </dl>
        <details className="demo__raw">
          <summary>{words.answer}</summary>
          <pre>
            <code>{`GET /api/geolocation\n\n${JSON.stringify(answer, null, 2)}`}</code>
          </pre>
        </details>
        {position ? (
          <>
            <MapView
              label={words.mapLabel}
              center={position}
              zoom={8}
              marker={position}
              markerLabel={words.marker}
              tiles={tiles}
              describedBy={textId}
            />
            <MapText id={textId} lines={[{ label: words.position, position }]} />
          </>
        ) : null}
        <div className="demo__compare">
          <p>{words.compareNote}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void compare()}
            disabled={device.kind === "asking"}
          >
            {device.kind === "asking" ? words.waiting : words.compare}
          </button>
          {device.kind === "denied" ? <p role="note">{words.denied}</p> : null}
          {device.kind === "found" ? (
            <p role="status" data-testid="geolocation-compare">
              {words.device(
                latLng(device.position),
                position ? formatKm(haversineKm(position, device.position), language) : null,
              )}
            </p>
          ) : null}
        </div>
      </div>
    </ToolLanguage>
  );
}
