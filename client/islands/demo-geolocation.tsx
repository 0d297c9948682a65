import { useEffect, useId, useState } from "react";
import { formatKm, haversineKm } from "../demos/distance/travel.ts";
import type { Geolocation } from "../localities/api-types.ts";
import type { LatLng } from "../maps/lat-lng.ts";
import { MapText } from "../maps/map-text.tsx";
import { MapView } from "../maps/map-view.tsx";
import type { MapTiles } from "../maps/tiles.ts";
import { addressFields } from "../tools/address-fields.ts";
import { reverseGeocode, visitorGeolocation } from "../tools/api.ts";
import { ENGLISH_TOOLS, ToolLanguageContext, type ToolLanguage, useToolLanguage } from "../tools/tool-language.tsx";
import { fill } from "../i18n/fill.ts";
import { positionText, toolWords } from "../tools/tool-language.tsx";
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
export default function DemoGeolocation({
  tiles,
  page = ENGLISH_TOOLS,
}: {
  tiles: MapTiles | null;
  page?: ToolLanguage;
}) {
  return (
    <ToolLanguageContext value={page}>
      <DemoGeolocationView tiles={tiles} />
    </ToolLanguageContext>
  );
}

function DemoGeolocationView({ tiles }: { tiles: MapTiles | null }) {
  const page = useToolLanguage();
  const d = page.demos.geolocation;
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

  if (lookup.kind === "failed") {
    return (
      <div className="demo demo--geolocation">
        <p className="demo__hint" role="note">
          {d.failed}
        </p>
      </div>
    );
  }

  // While the API answers, the demo holds the place of its answer (the figures, the map), so
  // that nothing below it moves when the answer arrives (docs/benchmarks.md: CLS 0).
  const loading = lookup.kind === "loading";
  const answer = loading ? null : lookup.answer;
  const code = answer?.country_code;
  const position = answer ? edgePosition(answer) : null;
  const town = loading ? null : lookup.town;
  const pending = "…";
  return (
    <div className="demo demo--geolocation" aria-busy={loading || undefined}>
      {loading ? (
        <p className="visually-hidden" role="status">
          {d.asking}
        </p>
      ) : null}
      <dl className="demo-figures">
        <div className="demo-figures__item">
          <dt>{d.country}</dt>
          <dd data-testid="geolocation-country">
            {!answer ? (
              pending
            ) : code ? (
              `${toolWords(page).countryName(code) ?? code} (${code})`
            ) : (
              <Unknown text={d.countryUnknown} />
            )}
          </dd>
        </div>
        <div className="demo-figures__item">
          <dt>{d.position}</dt>
          <dd data-testid="geolocation-position">
            {!answer ? pending : position ? positionText(page, position) : <Unknown text={d.positionUnknown} />}
          </dd>
        </div>
        <div className="demo-figures__item">
          <dt>{d.town}</dt>
          <dd data-testid="geolocation-town">
            {!answer
              ? pending
              : (town ??
                (answer.city ? (
                  [answer.city, answer.region].filter(Boolean).join(", ")
                ) : (
                  <Unknown text={d.townUnknown} />
                )))}
          </dd>
        </div>
      </dl>
      <details className="demo__raw">
        <summary>{d.answer}</summary>
        <pre>
          <code>{answer ? `GET /api/geolocation\n\n${JSON.stringify(answer, null, 2)}` : "GET /api/geolocation"}</code>
        </pre>
      </details>
      {!position ? (
        // The map's place, kept while the API answers and when it gives no position.
        <>
          <div className="demo-geolocation__no-map">{loading ? null : <p>{d.noMap}</p>}</div>
          <div className="map-text" aria-hidden="true">
            <p className="map-text__line">{"\u00a0"}</p>
          </div>
        </>
      ) : (
        <>
          <MapView
            label={d.mapLabel}
            center={position}
            zoom={8}
            marker={position}
            markerLabel={d.marker}
            tiles={tiles}
            describedBy={textId}
          />
          <MapText id={textId} lines={[{ label: d.position, position }]} />
        </>
      )}
      <div className="demo__compare">
        <p>{d.compareText}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void compare()}
          disabled={device.kind === "asking"}
        >
          {device.kind === "asking" ? d.waiting : d.compare}
        </button>
        {device.kind === "denied" ? <p role="note">{d.denied}</p> : null}
        {device.kind === "found" ? (
          <p role="status" data-testid="geolocation-compare">
            {fill(d.device, { position: positionText(page, device.position) })}
            {position
              ? `, ${fill(d.distance, { distance: formatKm(haversineKm(position, device.position), page.language) })}.`
              : "."}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A figure the connection does not tell, in smaller type: a sentence, not a figure (two lines at most on a phone). */
function Unknown({ text }: { text: string }) {
  return <span className="demo-figures__alt">{text}</span>;
}
