import type { LatLng } from "../../localities/api-types.ts";
import { directionsUrl } from "../../maps/links.ts";
import { coordinatesLine, coordinatesText, type AddressFields } from "../address-fields.ts";
import { ResultRow } from "../result-row.tsx";
import type { Source } from "./use-geocode.ts";

const SOURCE_TEXT: Record<Source, string> = {
  browser: "your browser's location",
  network: "your network's approximate location",
  address: "the address you chose",
  map: "the point you chose on the map",
};

/** The geocode lookup's results: where the position came from, its coordinates and address, and Get directions. */
export function GeocodeResults({
  position,
  source,
  fields,
  loading,
}: {
  position: LatLng | null;
  source: Source | null;
  fields: AddressFields | null;
  loading: boolean;
}) {
  return (
    <div className="tool-results" aria-live="polite">
      {position && source ? <p className="tool-results__source">Position from {SOURCE_TEXT[source]}.</p> : null}
      {loading ? (
        <p className="tool-status tool-status--loading" role="status">
          Looking up the address of this position…
        </p>
      ) : null}
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
  );
}
