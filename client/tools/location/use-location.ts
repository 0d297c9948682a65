import { useCallback, useEffect, useRef, useState } from "react";
import type { LatLng } from "../../localities/api-types.ts";
import { shareUrl } from "../../maps/links.ts";
import { reverseGeocode, visitorGeolocation } from "../api.ts";
import { browserPosition } from "./browser-position.ts";
import { locationAnswer, type LocationAnswer } from "./location-answer.ts";

export type LocationState =
  | { kind: "locating" }
  | { kind: "no-position"; reason: "denied" | "unavailable" }
  | { kind: "looking-up"; position: LatLng }
  | { kind: "service-unavailable"; position: LatLng }
  | { kind: "found"; position: LatLng; answer: LocationAnswer };

/**
 * The location tools' state (docs/tools.md): the browser's position (it asks), then its
 * address by reverse geocoding. The visitor's country as the edge sees it (or as a local
 * run simulates it) is read too, so that the country tool can answer without a position.
 */
export function useLocation() {
  const [state, setState] = useState<LocationState>({ kind: "locating" });
  const [link, setLink] = useState("");
  const [networkCountry, setNetworkCountry] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);

  /** Reverse geocodes a known position (again, after the service failed). */
  const lookUp = useCallback(async (position: LatLng, signal: AbortSignal) => {
    setState({ kind: "looking-up", position });
    const answer = await reverseGeocode(position, signal);
    if (signal.aborted || answer.status === "aborted") return;
    if (answer.status === "unavailable") return setState({ kind: "service-unavailable", position });
    setState({ kind: "found", position, answer: locationAnswer(answer.status === "ok" ? answer.value : [], position) });
    setLink(shareUrl(position, window.location.origin));
  }, []);

  const restart = useCallback(() => {
    current.current?.abort();
    current.current = new AbortController();
    return current.current.signal;
  }, []);

  /** Asks the browser for the position (on load, and on Try again: no reload needed). */
  const locate = useCallback(async () => {
    const signal = restart();
    setState({ kind: "locating" });
    const found = await browserPosition();
    if (signal.aborted) return;
    if (!found.ok) return setState({ kind: "no-position", reason: found.reason });
    await lookUp(found.position, signal);
  }, [lookUp, restart]);

  useEffect(() => {
    void locate();
    const controller = new AbortController();
    void visitorGeolocation(controller.signal).then((where) => setNetworkCountry(where?.country_code ?? null));
    return () => {
      current.current?.abort();
      controller.abort();
    };
  }, [locate]);

  const retryLookUp = (position: LatLng) => void lookUp(position, restart());
  return { state, link, setLink, networkCountry, locate, retryLookUp };
}
