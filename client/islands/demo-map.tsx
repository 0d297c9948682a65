import { useId, useRef, useState } from "react";
import type { LatLng } from "../maps/lat-lng.ts";
import { INITIAL_CENTER, INITIAL_ZOOM } from "../maps/constants.ts";
import { MapText } from "../maps/map-text.tsx";
import { MapView } from "../maps/map-view.tsx";
import type { MapTiles } from "../maps/tiles.ts";
import { addressFields, type AddressFields } from "../tools/address-fields.ts";
import { reverseGeocode } from "../tools/api.ts";
import {
  ENGLISH_TOOLS,
  positionText,
  ToolLanguageContext,
  type ToolLanguage,
  useToolLanguage,
} from "../tools/tool-language.tsx";
import { fill } from "../i18n/fill.ts";
import { ToolMessage } from "../tools/tool-message.tsx";

/** Zoom a picked point is shown at: a region, so that the next click can be nearby. */
const PICKED_ZOOM = 7;

type Picked =
  | { position: LatLng; state: "looking" }
  | { position: LatLng; state: "found"; fields: AddressFields | null }
  | { position: LatLng; state: "unavailable" };

/**
 * The map demo: an interactive map (drag, zoom, keyboard); a click, or Enter on the focused
 * map, asks the Localities API what is at that point (reverse geocoding).
 */
export default function DemoMap({ tiles, page = ENGLISH_TOOLS }: { tiles: MapTiles | null; page?: ToolLanguage }) {
  return (
    <ToolLanguageContext value={page}>
      <DemoMapView tiles={tiles} />
    </ToolLanguageContext>
  );
}

function DemoMapView({ tiles }: { tiles: MapTiles | null }) {
  const page = useToolLanguage();
  const { tools: t, demos } = page;
  const d = demos.map;
  const [picked, setPicked] = useState<Picked | null>(null);
  const lookup = useRef<AbortController | null>(null);
  const textId = useId();

  function pick(position: LatLng) {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setPicked({ position, state: "looking" });
    void reverseGeocode(position, controller.signal).then((answer) => {
      if (controller.signal.aborted || answer.status === "aborted") return;
      if (answer.status === "unavailable") return setPicked({ position, state: "unavailable" });
      const first = answer.status === "ok" ? answer.value[0] : undefined;
      setPicked({ position, state: "found", fields: first ? addressFields(first) : null });
    });
  }

  return (
    <div className="demo demo--map">
      <p className="demo__hint">{d.hint}</p>
      <MapView
        label={d.label}
        size="large"
        center={INITIAL_CENTER}
        // Starts on Europe; a picked point is centred at a regional zoom (the marker effect of MapView).
        zoom={picked ? PICKED_ZOOM : INITIAL_ZOOM + 1}
        marker={picked?.position ?? null}
        markerLabel={d.picked}
        greedyGestures
        tiles={tiles}
        describedBy={textId}
        onPick={pick}
      />
      <div className="demo-map__answer" aria-live="polite">
        {picked === null ? null : picked.state === "looking" ? (
          <p>{fill(d.lookingUp, { position: positionText(page, picked.position) })}</p>
        ) : picked.state === "unavailable" ? (
          <ToolMessage kind="error">{t.serviceUnavailable}</ToolMessage>
        ) : (
          <p data-testid="map-answer">
            <strong>{picked.fields?.formatted ?? t.positionNotResolved}</strong>
            <br />
            {positionText(page, picked.position)}
          </p>
        )}
      </div>
      <MapText id={textId} lines={[{ label: d.picked, position: picked?.position ?? null }]} />
    </div>
  );
}
