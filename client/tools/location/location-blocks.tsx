import CopyButton from "../../copy/copy-button.tsx";
import type { LatLng } from "../../localities/api-types.ts";
import { directionsUrl } from "../../maps/links.ts";
import { coordinatesText, type AddressFields } from "../address-fields.ts";
import { LOCATION_BLOCKED_HELP, LOCATION_UNAVAILABLE } from "../messages.ts";
import { ADDRESS_NOT_FOUND, ENABLE_LOCATION, LAT_NA, LONG_NA, WITHOUT_PERMISSION } from "../notices.ts";

/** No position: the spec's two notices, how to allow location, and Try again (no reload). */
export function NoPositionNotice({ reason, onRetry }: { reason: "denied" | "unavailable"; onRetry: () => void }) {
  return (
    <div className="tool-notice" role="note">
      <p>{ENABLE_LOCATION}</p>
      <p>{WITHOUT_PERMISSION}</p>
      <p className="tool-notice__help">{reason === "denied" ? LOCATION_BLOCKED_HELP : LOCATION_UNAVAILABLE}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** "My Address" and "Geographic coordinates", with NA values until there is something to show. */
export function LocationBlocks({
  id,
  found,
  fields,
  position,
}: {
  id: string;
  /** The lookup has answered (an address, or none). */
  found: boolean;
  fields: AddressFields | null;
  position: LatLng | null;
}) {
  return (
    <div className="tool-location__grid">
      <section className="tool-location__block" aria-labelledby={`${id}-address-title`}>
        <h2 id={`${id}-address-title`}>My Address</h2>
        {found && !fields ? <p>{ADDRESS_NOT_FOUND}</p> : null}
        {fields ? (
          <>
            <p className="tool-location__value">{fields.formatted}</p>
            <p className="tool-location__value">{fields.country}</p>
            <CopyButton text={fields.formatted} label="Copy Address" />
          </>
        ) : found ? null : (
          <p className="tool-location__value">NA</p>
        )}
      </section>
      <section className="tool-location__block" aria-labelledby={`${id}-coords-title`}>
        <h2 id={`${id}-coords-title`}>Geographic coordinates</h2>
        <p className="tool-location__value">{position ? `Lat: ${position.lat.toFixed(6)}` : LAT_NA}</p>
        <p className="tool-location__value">{position ? `Long: ${position.lng.toFixed(6)}` : LONG_NA}</p>
        {position ? <CopyButton text={coordinatesText(position)} label="Copy Coords" /> : null}
      </section>
    </div>
  );
}

/** "Share Your Location": an editable link, Copy Link and Get directions (only once an address was resolved). */
export function ShareBlock({
  id,
  link,
  onLink,
  position,
  placeId,
}: {
  id: string;
  link: string;
  onLink: (link: string) => void;
  position: LatLng;
  placeId: string;
}) {
  return (
    <section className="tool-location__share" aria-labelledby={`${id}-share-title`}>
      <h2 id={`${id}-share-title`}>Share Your Location</h2>
      <label className="tool-field__label" htmlFor={`${id}-share-link`}>
        Link to your position
      </label>
      <div className="tool-location__share-row">
        <input
          id={`${id}-share-link`}
          className="tool-field__control"
          type="text"
          value={link}
          onChange={(event) => onLink(event.target.value)}
        />
        <CopyButton text={link} label="Copy Link" />
        <a
          className="button button--secondary"
          href={directionsUrl(position, placeId)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Get directions
        </a>
      </div>
    </section>
  );
}
