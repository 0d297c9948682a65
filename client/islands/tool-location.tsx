import { useCallback, useEffect, useRef, useState } from "react";
import type { LatLng } from "../localities/api-types.ts";
import { FOUND_POSITION_ZOOM } from "../maps/constants.ts";
import { directionsUrl, shareUrl } from "../maps/links.ts";
import { MapView } from "../maps/map-view.tsx";
import { coordinatesText } from "../tools/address-fields.ts";
import { reverseGeocode } from "../tools/api.ts";
import { browserPosition } from "../tools/location/browser-position.ts";
import { LOCATION_BLOCKED_HELP, LOCATION_UNAVAILABLE, SERVICE_UNAVAILABLE } from "../tools/messages.ts";
import { DataScope } from "../tools/data-scope.tsx";
import { ToolMessage } from "../tools/tool-message.tsx";
import { locationAnswer, type LocationAnswer } from "../tools/location/location-answer.ts";
import {
  ADDRESS_NOT_FOUND,
  COUNTRY_NA,
  ENABLE_LOCATION,
  LAT_NA,
  LONG_NA,
  WITHOUT_PERMISSION,
  ZIP_NA,
} from "../tools/notices.ts";
import CopyButton from "../copy/copy-button.tsx";
import type { ToolIslandProps } from "../tools/tool-props.ts";
import { tool, type LocationFocus } from "../tools/tools.ts";

type State =
  | { kind: "locating" }
  | { kind: "no-position"; reason: "denied" | "unavailable" }
  | { kind: "looking-up"; position: LatLng }
  | { kind: "service-unavailable"; position: LatLng }
  | { kind: "found"; position: LatLng; answer: LocationAnswer };

/** The line each tool puts first (docs/tools.md: "Country: NA", "Zip Code: NA"). */
function headline(focus: LocationFocus, answer: LocationAnswer | null): { text: string; copy: string | null } | null {
  if (focus === "country") {
    const country = answer?.fields?.country ?? null;
    return { text: country ? `Country: ${country}` : COUNTRY_NA, copy: country };
  }
  if (focus === "zip") return { text: answer?.zip ? `Zip Code: ${answer.zip}` : ZIP_NA, copy: answer?.zip ?? null };
  if (focus === "zip4") {
    if (!answer?.zip) return { text: ZIP_NA, copy: null };
    if (answer.plusFour)
      return { text: `Zip Code: ${answer.zip}-${answer.plusFour}`, copy: `${answer.zip}-${answer.plusFour}` };
    return {
      text: `Zip Code: ${answer.zip} (the 4 extra digits are not in our data for this position)`,
      copy: answer.zip,
    };
  }
  return null;
}

/** Why a ZIP tool shows "Zip Code: NA" for a position it did find, in words. */
function zipMissing(focus: LocationFocus, answer: LocationAnswer | null): string | null {
  if ((focus !== "zip" && focus !== "zip4") || !answer?.fields || answer.zip) return null;
  const { countryCode, country, postcodes } = answer.fields;
  if (countryCode !== "US") {
    const local = postcodes.length === 1 ? ` Its postal code there is ${postcodes[0]}.` : "";
    return `ZIP codes are the United States' postcodes, and your position is in ${country ?? "another country"}.${local}`;
  }
  return "No ZIP code in our data is near enough to this position to name it.";
}

/**
 * The location tools (what is my address, where am I, what country am I in, what is my
 * ZIP code, the extra 4 digits): the browser's position, its address by reverse
 * geocoding, a map, and a link to share. Without a position: the notice and NA values.
 */
export default function ToolLocation({ tool: slug, tiles, embedded }: ToolIslandProps) {
  const focus = tool(slug).focus ?? "address";
  const [state, setState] = useState<State>({ kind: "locating" });
  const [link, setLink] = useState("");
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

  /** Asks the browser for the position (on load, and on Try again: no reload needed). */
  const locate = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ kind: "locating" });
    const found = await browserPosition();
    if (controller.signal.aborted) return;
    if (!found.ok) return setState({ kind: "no-position", reason: found.reason });
    await lookUp(found.position, controller.signal);
  }, [lookUp]);

  useEffect(() => {
    void locate();
    return () => current.current?.abort();
  }, [locate]);

  function retryLookUp(position: LatLng) {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    void lookUp(position, controller.signal);
  }

  const position =
    state.kind === "found" || state.kind === "looking-up" || state.kind === "service-unavailable"
      ? state.position
      : null;
  const answer = state.kind === "found" ? state.answer : null;
  const fields = answer?.fields ?? null;
  const first = headline(focus, answer);

  return (
    <div className="tool tool--location" aria-busy={state.kind === "locating" || state.kind === "looking-up"}>
      {state.kind === "locating" ? (
        <p className="tool-status" role="status">
          Finding your position… Your browser may ask for your permission.
        </p>
      ) : null}
      {state.kind === "no-position" ? (
        <div className="tool-notice" role="note">
          <p>{ENABLE_LOCATION}</p>
          <p>{WITHOUT_PERMISSION}</p>
          <p className="tool-notice__help">
            {state.reason === "denied" ? LOCATION_BLOCKED_HELP : LOCATION_UNAVAILABLE}
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => void locate()}>
            Try again
          </button>
        </div>
      ) : null}
      {state.kind === "service-unavailable" ? (
        <ToolMessage
          kind="error"
          action={
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => retryLookUp(state.position)}
            >
              Try again
            </button>
          }
        >
          {SERVICE_UNAVAILABLE}
        </ToolMessage>
      ) : null}

      {first ? (
        <p className="tool-headline">
          <span className="tool-headline__text">{first.text}</span>
          {first.copy ? <CopyButton text={first.copy} label="Copy" subject={first.text} /> : null}
        </p>
      ) : null}
      {zipMissing(focus, answer) ? <p className="tool-headline__words">{zipMissing(focus, answer)}</p> : null}

      <div className="tool-location__grid">
        <section className="tool-location__block" aria-labelledby={`${slug}-address-title`}>
          <h2 id={`${slug}-address-title`}>My Address</h2>
          {state.kind === "found" && !fields ? <p>{ADDRESS_NOT_FOUND}</p> : null}
          {fields ? (
            <>
              <p className="tool-location__value">{fields.formatted}</p>
              <p className="tool-location__value">{fields.country}</p>
              <CopyButton text={fields.formatted} label="Copy Address" />
            </>
          ) : state.kind === "found" ? null : (
            <p className="tool-location__value">NA</p>
          )}
        </section>
        <section className="tool-location__block" aria-labelledby={`${slug}-coords-title`}>
          <h2 id={`${slug}-coords-title`}>Geographic coordinates</h2>
          <p className="tool-location__value">{position ? `Lat: ${position.lat.toFixed(6)}` : LAT_NA}</p>
          <p className="tool-location__value">{position ? `Long: ${position.lng.toFixed(6)}` : LONG_NA}</p>
          {position ? <CopyButton text={coordinatesText(position)} label="Copy Coords" /> : null}
        </section>
      </div>

      {position ? (
        <MapView
          label="Map of your position"
          center={position}
          zoom={FOUND_POSITION_ZOOM}
          marker={position}
          markerLabel="Your position"
          tiles={tiles}
        />
      ) : null}

      {fields && position ? (
        <section className="tool-location__share" aria-labelledby={`${slug}-share-title`}>
          <h2 id={`${slug}-share-title`}>Share Your Location</h2>
          <label className="tool-field__label" htmlFor={`${slug}-share-link`}>
            Link to your position
          </label>
          <div className="tool-location__share-row">
            <input
              id={`${slug}-share-link`}
              className="tool-field__control"
              type="text"
              value={link}
              onChange={(event) => setLink(event.target.value)}
            />
            <CopyButton text={link} label="Copy Link" />
            <a
              className="button button--secondary"
              href={directionsUrl(position, fields.placeId)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Get directions
            </a>
          </div>
        </section>
      ) : null}
      <DataScope kind="location" embedded={embedded} />
    </div>
  );
}
