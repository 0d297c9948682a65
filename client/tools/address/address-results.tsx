import type { LocalitiesCapabilities } from "../../localities/capabilities.ts";
import { FOUND_POSITION_ZOOM } from "../../maps/constants.ts";
import { directionsUrl } from "../../maps/links.ts";
import { MapView } from "../../maps/map-view.tsx";
import type { MapTiles } from "../../maps/tiles.ts";
import { accuracyRadiusM } from "../accuracy.ts";
import { coordinatesLine, coordinatesText, type AddressFields } from "../address-fields.ts";
import { ResultRow } from "../result-row.tsx";
import type { ToolDefinition } from "../tools.ts";
import { postcodeLine } from "../words/postcode-words.ts";

/** Said once, instead of two bare "NA", while the provider has no streets. */
const NO_STREETS = "Not in the open data built into this site, which knows towns and postcodes, not streets.";

/**
 * The results of the address tools (docs/tools.md): the address with Copy, its parts, the
 * postcode under its country's name, or under the name of the part of it this deployment
 * holds (highlighted with its own Copy where the tool is about postcodes), Geocode Precision
 * only when ROOFTOP, coordinates with Copy, the map with a marker (and, at the embedded base
 * map's deepest zoom, a circle of the position's accuracy), and "Get directions".
 */
export function AddressResults({
  id,
  fields,
  typed,
  definition,
  tiles,
  capabilities,
}: {
  id: string;
  fields: AddressFields;
  /** What the visitor typed to find it (a postcode answered by its area is placed in it). */
  typed: string;
  definition: ToolDefinition;
  tiles: MapTiles | null;
  capabilities: LocalitiesCapabilities;
}) {
  const position = { lat: fields.lat, lng: fields.lng };
  const postcode = postcodeLine(fields, capabilities, typed);
  const highlight = definition.highlightPostcode === true && postcode.single;
  const noStreet = !capabilities.streets && !fields.number && !fields.street ? NO_STREETS : null;
  return (
    <section className="tool-results" aria-labelledby={`${id}-results-title`}>
      <h2 className="visually-hidden" id={`${id}-results-title`}>
        Results
      </h2>
      <dl className="tool-results__list">
        <ResultRow label="The address you entered" value={fields.formatted} copy />
        <ResultRow label="Number" value={fields.number} words={noStreet} />
        <ResultRow label="Street" value={fields.street} words={noStreet ? "Not in this data either." : null} />
        <ResultRow
          label={postcode.label}
          value={postcode.value}
          copy={highlight}
          highlight={highlight}
          words={postcode.words}
        />
        <ResultRow label="City" value={fields.city} />
        <ResultRow label="State / Region" value={fields.state} />
        <ResultRow label="Country" value={fields.country} />
        {fields.precision === "ROOFTOP" ? <ResultRow label="Geocode Precision" value="ROOFTOP" /> : null}
        <ResultRow label="Coordinates" value={coordinatesLine(fields)} copy={coordinatesText(fields)} />
      </dl>
      <p className="tool-results__actions">
        <a
          className="button button--secondary"
          href={directionsUrl(position, fields.placeId)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Get directions
        </a>
      </p>
      <MapView
        label={`Map of ${fields.formatted}`}
        center={position}
        zoom={FOUND_POSITION_ZOOM}
        marker={position}
        markerLabel={fields.formatted}
        accuracyM={accuracyRadiusM(fields)}
        tiles={tiles}
      />
    </section>
  );
}
