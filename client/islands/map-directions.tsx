import { useEffect, useId, useState } from "react";
import { INITIAL_CENTER, INITIAL_ZOOM } from "../maps/constants.ts";
import { isLatLng, type LatLng } from "../maps/lat-lng.ts";
import { locErrorMessage, parseDestination, parseLoc } from "../maps/links.ts";
import { MapText } from "../maps/map-text.tsx";
import type { MapPoint } from "../maps/map-types.ts";
import { MapView } from "../maps/map-view.tsx";
import type { MapTiles } from "../maps/tiles.ts";
import { placeDetails } from "../tools/api.ts";

export interface MapDirectionsProps {
  /**
   * The `loc` query value: "lat,lng,zoom" (the tools write zoom 14). Undefined: read it
   * from the page's own URL in the browser (the /maps page), so that one cached HTML
   * serves every link.
   */
  loc?: string | null;
  /** The `destination` query value: a place id, or "lat,lng". */
  destination?: string | null;
  /** The destination's position when the server resolved a place id. */
  destinationPosition?: LatLng | null;
  /** The destination's name (e.g. its formatted address) when the server knows it. */
  destinationLabel?: string | null;
  tiles?: MapTiles | null;
}

function destinationPoint(props: MapDirectionsProps): { point: MapPoint | null; placeId: string | null } {
  const parsed = parseDestination(props.destination);
  const label = props.destinationLabel?.trim() || "Destination";
  if (parsed?.kind === "position")
    return { point: { position: parsed.position, label, kind: "destination" }, placeId: null };
  if (isLatLng(props.destinationPosition)) {
    return { point: { position: props.destinationPosition, label, kind: "destination" }, placeId: null };
  }
  return { point: null, placeId: parsed?.kind === "place" ? parsed.placeId : null };
}

/**
 * The page that "Get directions" and shared links open (`/maps?loc=lat,lng,14&destination=…`):
 * the shared position with its marker and, when known, the destination, both in view.
 * A missing or malformed `loc` is explained, and the map then shows its initial view.
 */
export default function MapDirections(props: MapDirectionsProps) {
  const [resolved, setResolved] = useState<MapDirectionsProps | null>(props.loc === undefined ? null : props);

  useEffect(() => {
    if (resolved) return;
    const query = new URLSearchParams(window.location.search);
    const fromUrl: MapDirectionsProps = { ...props, loc: query.get("loc"), destination: query.get("destination") };
    const destination = parseDestination(fromUrl.destination);
    if (destination?.kind !== "place") {
      setResolved(fromUrl);
      return;
    }
    // A place id (the tools' chosen address): its position and name come from the details call.
    const controller = new AbortController();
    void placeDetails(destination.placeId, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setResolved(
        answer.status === "ok"
          ? {
              ...fromUrl,
              destinationPosition: answer.value.geometry.location,
              destinationLabel: answer.value.formatted_address,
            }
          : fromUrl,
      );
    });
    return () => controller.abort();
  }, [resolved, props]);

  if (!resolved) {
    return (
      <div className="map-directions">
        <div
          className="map-view map-view--large"
          role="region"
          aria-label="Map of the shared position"
          aria-busy="true"
        >
          <p className="map-view__status" role="status">
            Loading the map…
          </p>
        </div>
      </div>
    );
  }
  return <DirectionsMap {...resolved} />;
}

function DirectionsMap(props: MapDirectionsProps) {
  const loc = parseLoc(props.loc);
  const { point, placeId } = destinationPoint(props);
  const textId = useId();
  const position = loc.ok ? loc.position : null;
  return (
    <div className="map-directions">
      {!loc.ok ? (
        <p className="map-notice" role="note">
          {locErrorMessage(loc.error)}
        </p>
      ) : null}
      <MapView
        label={point ? "Map of the shared position and the destination" : "Map of the shared position"}
        size="large"
        center={position ?? INITIAL_CENTER}
        zoom={loc.ok ? loc.zoom : INITIAL_ZOOM}
        marker={position}
        markerLabel="Shared position"
        points={point ? [point] : []}
        fitPoints
        greedyGestures
        tiles={props.tiles ?? null}
        describedBy={textId}
      />
      <MapText
        id={textId}
        lines={[
          { label: "Shared position", position },
          ...(point ? [{ label: point.label, position: point.position }] : []),
        ]}
      />
      {placeId && !point ? (
        <p className="map-text__line">
          Destination: place <code>{placeId}</code> (its position could not be shown).
        </p>
      ) : null}
    </div>
  );
}
