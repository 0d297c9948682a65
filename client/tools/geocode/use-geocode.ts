import { useEffect, useRef, useState } from "react";
import type { AutocompleteLocality, LatLng } from "../../localities/api-types.ts";
import { addressFields, type AddressFields } from "../address-fields.ts";
import { placeDetails, reverseGeocode, visitorGeolocation } from "../api.ts";
import { browserPosition, positionAlreadyAllowed } from "../location/browser-position.ts";
import { useDelayedFlag } from "../use-delayed-flag.ts";

export type Source = "browser" | "network" | "address" | "map";

/** What went wrong last, said under the form; `retry` repeats the failed step. */
export type GeocodeProblem =
  | { kind: "location"; reason: "denied" | "unavailable" }
  | { kind: "unresolved-place" }
  | { kind: "unresolved-position" }
  | { kind: "unavailable"; retry: () => void };

/**
 * A position and the address found for it (reverse geocoding), or an address and its
 * position (details): a new one cancels the older lookup and clears its answer; a problem
 * is kept with a way to retry; `busy` while a lookup runs.
 */
function usePositionLookup(acted: { current: boolean }) {
  const [position, setPosition] = useState<LatLng | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [fields, setFields] = useState<AddressFields | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<GeocodeProblem | null>(null);
  const request = useRef<AbortController | null>(null);

  function restart(): AbortSignal {
    request.current?.abort();
    request.current = new AbortController();
    setProblem(null);
    setFields(null);
    setBusy(true);
    return request.current.signal;
  }

  /** A new position without a known address: reverse geocode it. */
  function place(at: LatLng, from: Source) {
    const signal = restart();
    setPosition(at);
    setSource(from);
    void reverseGeocode(at, signal).then((answer) => {
      if (signal.aborted || answer.status === "aborted") return;
      setBusy(false);
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
    const answer = await placeDetails(suggestion.public_id, signal);
    if (signal.aborted || answer.status === "aborted") return;
    setBusy(false);
    if (answer.status === "unavailable")
      return setProblem({ kind: "unavailable", retry: () => void choose(suggestion) });
    if (answer.status === "none") return setProblem({ kind: "unresolved-place" });
    const chosen = addressFields(answer.value);
    setPosition({ lat: chosen.lat, lng: chosen.lng });
    setSource("address");
    setFields(chosen);
  }

  function stop() {
    request.current?.abort();
    setBusy(false);
    setProblem(null);
  }

  return { position, source, fields, busy, problem, setProblem, place, choose, stop };
}

/**
 * The geocode lookup's state (docs/tools.md): a position and where it came from, the
 * address found for it, a problem, and whether a lookup is running (shown after the
 * loading delay). It starts from the browser's position when already allowed, else the edge's.
 */
export function useGeocode() {
  // Once the visitor acts (an address, a point, Use my location), the start's late answer is ignored.
  const acted = useRef(false);
  const lookup = usePositionLookup(acted);
  const [asking, setAsking] = useState(false);
  const loading = useDelayedFlag(lookup.busy);

  async function locateVisitor() {
    acted.current = true;
    setAsking(true);
    lookup.setProblem(null);
    const found = await browserPosition();
    setAsking(false);
    if (found.ok) lookup.place(found.position, "browser");
    else lookup.setProblem({ kind: "location", reason: found.reason });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load; place() only sets state
  useEffect(() => startPosition(acted, lookup.place), []);

  const pick = (at: LatLng) => {
    acted.current = true;
    lookup.place(at, "map");
  };
  const { position, source, fields, problem, choose, stop: newSearch } = lookup;
  return { position, source, fields, loading, asking, problem, choose, locateVisitor, pick, newSearch };
}

/** The start: the browser's position if the visitor already allowed it, else the edge's. Returns a canceller. */
function startPosition(acted: { current: boolean }, place: (at: LatLng, from: Source) => void): () => void {
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
}
