import { loadMapModule } from "#map-module";
import { useEffect, useId, useRef, useState } from "react";
import { fill } from "../i18n/fill.ts";
import { useToolLanguage } from "../tools/tool-language.tsx";
import { whenNearView } from "./near-view.ts";
import type { LatLng } from "./lat-lng.ts";
import type { CreateMapOptions, MapHandle } from "./map-types.ts";

export type MapState = "waiting" | "loading" | "ready" | "error";

export interface MapViewProps extends Omit<CreateMapOptions, "keyboardTarget"> {
  /** Accessible name of the map region, e.g. "Map of your position". */
  label: string;
  /** "large" for the Geocode Lookup and Discover Map. */
  size?: "default" | "large";
  /** Wait this long after the map is near the view before drawing it (the map tool: 1000 ms). */
  delayMs?: number;
  /** Id of the element holding the map's text alternative (its coordinates). */
  describedBy?: string;
}

const samePosition = (a: LatLng | null | undefined, b: LatLng | null | undefined) =>
  a?.lat === b?.lat && a?.lng === b?.lng;

/**
 * A map in a region of the page. The server renders the sized, labelled region; in the
 * browser the map module (OpenLayers) is imported only when the region is near the view
 * (and `delayMs` has passed), then the map is created once. A later change of `marker`
 * moves the marker and centres the map on it at the `zoom` given with it (a tool passes
 * FOUND_POSITION_ZOOM once it has a position); other props are read once, at creation.
 *
 * The region is focusable: arrow keys pan and +/- zoom while it has focus; Tab moves on.
 */
export function MapView({ label, size = "default", delayMs = 0, describedBy, ...options }: MapViewProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<MapHandle | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const createdWith = useRef<LatLng | null | undefined>(options.marker);
  const namedWith = useRef(options.markerLabel);
  const [state, setState] = useState<MapState>("waiting");
  const keysId = useId();
  // The map's words in the page's language (docs/languages.md).
  const words = useToolLanguage().tools.map;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once; later options are read through optionsRef
  useEffect(() => {
    const region = regionRef.current;
    const canvas = canvasRef.current;
    if (!region || !canvas) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const create = async () => {
      setState("loading");
      try {
        const { createMap } = await loadMapModule();
        if (cancelled) return;
        createdWith.current = optionsRef.current.marker;
        const onPick = optionsRef.current.onPick
          ? (position: LatLng) => optionsRef.current.onPick?.(position)
          : undefined;
        // A marker that arrived before the map was created is where the map opens.
        const { marker: startMarker, center } = optionsRef.current;
        const handle = createMap(canvas, {
          ...optionsRef.current,
          center: startMarker ?? center,
          keyboardTarget: region,
          words: {
            zoomIn: words.zoomIn,
            zoomOut: words.zoomOut,
            credit: words.credit,
            wheelHint: (key) => fill(words.wheelHint, { key }),
            twoFingers: words.twoFingers,
          },
          ...(onPick ? { onPick } : {}),
        });
        handleRef.current = handle;
        await handle.ready;
        if (!cancelled) setState("ready");
      } catch (error) {
        console.error("The map could not be created", error);
        if (!cancelled) setState("error");
      }
    };
    const stopWatching = whenNearView(region, () => {
      timer = setTimeout(() => void create(), delayMs);
    });
    return () => {
      cancelled = true;
      stopWatching();
      clearTimeout(timer);
      handleRef.current?.destroy();
      handleRef.current = null;
    };
    // Created once: later prop changes are applied by the effect below, not by a new map.
  }, []);

  const { marker, zoom, accuracyM, markerLabel } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the marker is placed again once the map has become ready (state)
  useEffect(() => {
    const handle = handleRef.current;
    if (!handle || !marker) return;
    // A new position, or the same one with its name found (the geocode lookup's reverse geocoding).
    if (samePosition(marker, createdWith.current) && markerLabel === namedWith.current) return;
    createdWith.current = marker;
    namedWith.current = markerLabel;
    handle.setPosition(marker, zoom, accuracyM, markerLabel);
  }, [marker, zoom, accuracyM, markerLabel, state]);

  return (
    <div
      ref={regionRef}
      className={`map-view map-view--${size}`}
      role="region"
      aria-label={label}
      aria-describedby={describedBy ? `${keysId} ${describedBy}` : keysId}
      tabIndex={0}
      data-map-state={state}
      onKeyDown={
        options.onPick
          ? (event) => {
              if (event.key === "Enter" && event.target === event.currentTarget) handleRef.current?.pickCenter();
            }
          : undefined
      }
    >
      <div ref={canvasRef} className="map-view__canvas" />
      <p className="map-view__status" role="status">
        {/* A new text per state, not the same text changed: centred text that changes length moves, and counts as a layout shift. */}
        <span key={state}>{state === "ready" ? "" : words[state]}</span>
      </p>
      <p id={keysId} className="visually-hidden">
        {words.keys}
        {options.onPick ? ` ${words.pickHelp}` : ""}
      </p>
    </div>
  );
}
