import { useEffect, useRef, useState } from "react";
import type { AutocompleteLocality, LatLng } from "../localities/api-types.ts";
import { FOUND_POSITION_ZOOM, INITIAL_CENTER, INITIAL_ZOOM, MAP_DRAW_DELAY_MS } from "../maps/constants.ts";
import { directionsUrl } from "../maps/links.ts";
import { MapView } from "../maps/map-view.tsx";
import { addressFields, coordinatesLine, coordinatesText, type AddressFields } from "../tools/address-fields.ts";
import { AddressCombobox } from "../tools/address/address-combobox.tsx";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { placeDetails, reverseGeocode, visitorGeolocation } from "../tools/api.ts";
import { browserPosition, positionAlreadyAllowed } from "../tools/location/browser-position.ts";
import {
  LOCATION_BLOCKED_HELP,
  LOCATION_UNAVAILABLE,
  PLACE_UNRESOLVED,
  POSITION_NOT_RESOLVED,
  SERVICE_UNAVAILABLE,
} from "../tools/messages.ts";
import { WITHOUT_PERMISSION as ENABLE_LOCATION_SHORT } from "../tools/notices.ts";
import { ResultRow } from "../tools/result-row.tsx";
import { DataScope } from "../tools/data-scope.tsx";
import { ToolMessage } from "../tools/tool-message.tsx";
import type { ToolIslandProps } from "../tools/tool-props.ts";

type Source = "browser" | "network" | "address" | "map";

/** What went wrong last, said under the form; `retry` repeats the failed step. */
type Problem =
  | { kind: "location"; reason: "denied" | "unavailable" }
  | { kind: "unresolved-place" }
  | { kind: "unresolved-position" }
  | { kind: "unavailable"; retry: () => void };

const SOURCE_TEXT: Record<Source, string> = {
  browser: "your browser's location",
  network: "your network's approximate location",
  address: "the address you chose",
  map: "the point you chose on the map",
};

/**
 * Geocode lookup (docs/tools.md): a large map created about a second after
 * load, starting with no position, no address and every country ("zz"). A position comes
 * from the browser's location when already allowed, else from the edge's geolocation, from
 * a chosen address, or from a point picked on the map. A position without an address is
 * reverse geocoded. The marker moves there at zoom 16.
 */
export default function ToolGeocode({ tool: slug, tiles, embedded }: ToolIslandProps) {
  const [country, setCountry] = useState("");
  const [position, setPosition] = useState<LatLng | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [fields, setFields] = useState<AddressFields | null>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const request = useRef<AbortController | null>(null);
  // Once the visitor acts (an address, a point, Use my location), the start's late answer is ignored.
  const acted = useRef(false);

  function restart(): AbortSignal {
    request.current?.abort();
    request.current = new AbortController();
    return request.current.signal;
  }

  // The start: the browser's position if the visitor already allowed it, else the edge's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load; place() only sets state
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (await positionAlreadyAllowed()) {
        const found = await browserPosition();
        if (!cancelled && !acted.current && found.ok) return place(found.position, "browser");
      }
      const where = await visitorGeolocation();
      if (!cancelled && !acted.current && where?.latitude !== undefined && where.longitude !== undefined) {
        place({ lat: where.latitude, lng: where.longitude }, "network");
      }
    })();
    return () => {
      cancelled = true;
    };
    // Once, on load; place() only sets state.
  }, []);

  /** A new position without a known address: reverse geocode it. */
  function place(at: LatLng, from: Source) {
    const signal = restart();
    setPosition(at);
    setSource(from);
    setFields(null);
    setProblem(null);
    void reverseGeocode(at, signal).then((answer) => {
      if (signal.aborted || answer.status === "aborted") return;
      if (answer.status === "unavailable") return setProblem({ kind: "unavailable", retry: () => place(at, from) });
      const best = answer.status === "ok" ? answer.value[0] : undefined;
      if (!best) return setProblem({ kind: "unresolved-position" });
      // Keep the picked position: the address describes it, its own point is the town's.
      setFields({ ...addressFields(best), lat: at.lat, lng: at.lng });
    });
  }

  async function choose(suggestion: AutocompleteLocality) {
    acted.current = true;
    const signal = restart();
    setProblem(null);
    const answer = await placeDetails(suggestion.public_id, signal);
    if (signal.aborted || answer.status === "aborted") return;
    if (answer.status === "unavailable")
      return setProblem({ kind: "unavailable", retry: () => void choose(suggestion) });
    if (answer.status === "none") return setProblem({ kind: "unresolved-place" });
    const chosen = addressFields(answer.value);
    setPosition({ lat: chosen.lat, lng: chosen.lng });
    setSource("address");
    setFields(chosen);
  }

  async function locateVisitor() {
    acted.current = true;
    setAsking(true);
    setProblem(null);
    const found = await browserPosition();
    setAsking(false);
    if (found.ok) place(found.position, "browser");
    else setProblem({ kind: "location", reason: found.reason });
  }

  return (
    <div className="tool tool--geocode">
      <div className="tool__form">
        <CountrySelect id={`${slug}-country`} value={country} onChange={setCountry} />
        <AddressCombobox
          id={`${slug}-address`}
          label="Address"
          country={country}
          embedded={embedded}
          onChoose={(s) => void choose(s)}
        />
        <div className="tool-field tool-field--button">
          <button
            type="button"
            className="button button--primary tool-button"
            onClick={() => void locateVisitor()}
            disabled={asking}
          >
            {asking ? "Locating…" : "Use my location"}
          </button>
        </div>
      </div>
      <DataScope kind="geocode" embedded={embedded} />
      {problem ? <GeocodeProblem problem={problem} onRetryLocation={() => void locateVisitor()} /> : null}
      <MapView
        label="Map: choose a point or an address"
        size="large"
        delayMs={MAP_DRAW_DELAY_MS}
        center={INITIAL_CENTER}
        zoom={position ? FOUND_POSITION_ZOOM : INITIAL_ZOOM}
        marker={position}
        markerLabel={fields?.formatted ?? "Chosen position"}
        tiles={tiles}
        onPick={(at) => {
          acted.current = true;
          place(at, "map");
        }}
      />
      <div className="tool-results" aria-live="polite">
        {position && source ? <p className="tool-results__source">Position from {SOURCE_TEXT[source]}.</p> : null}
        <dl className="tool-results__list">
          <ResultRow
            label="Coordinates"
            value={position ? coordinatesLine(position) : null}
            copy={position ? coordinatesText(position) : false}
          />
          <ResultRow label="Address" value={fields?.formatted ?? null} copy />
          <ResultRow label="City" value={fields?.city ?? null} />
          <ResultRow label="State / Region" value={fields?.state ?? null} />
          <ResultRow label="Country" value={fields?.country ?? null} />
        </dl>
        {position ? (
          <p className="tool-results__actions">
            <a
              className="button button--secondary"
              href={directionsUrl(position, fields?.placeId)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Get directions
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The geocode lookup's problem, in words, with a way to try again where one helps. */
function GeocodeProblem({ problem, onRetryLocation }: { problem: Problem; onRetryLocation: () => void }) {
  const retry = (onClick: () => void) => (
    <button type="button" className="button button--secondary button--small" onClick={onClick}>
      Try again
    </button>
  );
  if (problem.kind === "location") {
    return (
      <ToolMessage kind="warning" action={retry(onRetryLocation)}>
        <p>{ENABLE_LOCATION_SHORT}</p>
        <p>{problem.reason === "denied" ? LOCATION_BLOCKED_HELP : LOCATION_UNAVAILABLE}</p>
      </ToolMessage>
    );
  }
  if (problem.kind === "unavailable")
    return (
      <ToolMessage kind="error" action={retry(problem.retry)}>
        {SERVICE_UNAVAILABLE}
      </ToolMessage>
    );
  return (
    <ToolMessage kind="warning">
      {problem.kind === "unresolved-place" ? PLACE_UNRESOLVED : POSITION_NOT_RESOLVED}
    </ToolMessage>
  );
}
