import type { AddressComponent, Accuracy, DetailsResult, GeocodeResult } from "../localities/api-types.ts";

/**
 * The results panel of the address tools (docs/tools.md): "The address you entered",
 * Number, Street, the postcode, City, State / Region (short name), Country, Geocode
 * Precision (only when ROOFTOP) and Coordinates.
 */
export interface AddressFields {
  formatted: string;
  number: string | null;
  street: string | null;
  /** Every postcode the result carries (one, or a list for a town with several). */
  postcodes: string[];
  city: string | null;
  /** Short name (e.g. "CA"). */
  state: string | null;
  country: string | null;
  countryCode: string | null;
  /** "ROOFTOP" when the position is a building's; null otherwise (the field is then hidden). */
  precision: "ROOFTOP" | null;
  accuracy: Accuracy;
  lat: number;
  lng: number;
  placeId: string;
}

const asList = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]).filter(Boolean);

function component(components: AddressComponent[], type: string): AddressComponent | undefined {
  return components.find((c) => c.types.includes(type));
}

function first(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return asList(value)[0] ?? null;
}

/** Reads a details or geocode result into the fields the tools show. */
export function addressFields(result: DetailsResult | GeocodeResult): AddressFields {
  const c = result.address_components;
  const accuracy = "accuracy" in result.geometry ? result.geometry.accuracy : result.geometry.location_type;
  const single = component(c, "postal_code");
  const several = component(c, "postal_codes");
  const postcodes = single ? asList(single.long_name) : several ? asList(several.long_name) : [];
  return {
    formatted: result.formatted_address,
    number: first(component(c, "street_number")?.long_name),
    street: first(component(c, "route")?.long_name),
    postcodes,
    city: first(component(c, "locality")?.long_name),
    state: first(component(c, "administrative_area_level_1")?.short_name),
    country: first(component(c, "country")?.long_name),
    countryCode: first(component(c, "country")?.short_name),
    precision: accuracy === "ROOFTOP" ? "ROOFTOP" : null,
    accuracy,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
    placeId: result.public_id,
  };
}

/** docs/tools.md: "ZIP Code" for the US, "Eircode" for Ireland, "Postal Code" otherwise. */
export function postcodeLabel(countryCode: string | null): "ZIP Code" | "Eircode" | "Postal Code" {
  if (countryCode === "US") return "ZIP Code";
  if (countryCode === "IE") return "Eircode";
  return "Postal Code";
}

/** Coordinates as the tools copy them: "lat, lng" with six decimals. */
export function coordinatesText(fields: Pick<AddressFields, "lat" | "lng">): string {
  return `${fields.lat.toFixed(6)}, ${fields.lng.toFixed(6)}`;
}

/** Coordinates as the tools' results show them: "Lat: 51.503360 / Long: -0.127620". */
export function coordinatesLine(position: Pick<AddressFields, "lat" | "lng">): string {
  return `Lat: ${position.lat.toFixed(6)} / Long: ${position.lng.toFixed(6)}`;
}

/** How a result's postcode reads in the tools: the code, a list, or words saying what is missing. */
export interface PostcodeAnswer {
  /** The code or codes to show; null: none known (then `words` say why). */
  value: string | null;
  /** A sentence beside or instead of the value. */
  words: string | null;
  /** Only a single code is highlighted as the answer (never "NA", never a list). */
  single: boolean;
}

/** Lists longer than this are cut, with the count said. */
const LISTED_CODES = 6;

/**
 * The postcode of a result, said honestly: one code is the answer; a town with several
 * lists some and says how to get one; none says what the data lacks. `embedded`: the
 * embedded geocoder answered (postcodes only for the US and France, no Eircodes).
 */
export function postcodeAnswer(
  fields: Pick<AddressFields, "postcodes" | "city" | "countryCode" | "country">,
  embedded: boolean,
): PostcodeAnswer {
  const codes = fields.postcodes;
  const label = postcodeLabel(fields.countryCode);
  const name = label === "ZIP Code" ? "ZIP code" : label === "Eircode" ? "Eircode" : "postcode";
  if (codes.length === 1) return { value: codes[0] as string, words: null, single: true };
  if (codes.length > 1) {
    const shown = codes.slice(0, LISTED_CODES).join(", ") + (codes.length > LISTED_CODES ? ", …" : "");
    return {
      value: shown,
      words: `${fields.city ?? "This place"} has ${codes.length} ${name}s. Type the first digits of a ${name} to pick the one you need.`,
      single: false,
    };
  }
  if (!embedded)
    return {
      value: null,
      words: `No ${name} is known for this result: add the street and number to get one.`,
      single: false,
    };
  // "the United Kingdom", "the Netherlands", "France".
  const where = fields.country
    ? /^(United|Netherlands|Philippines|Czech Republic|Bahamas|Gambia)/.test(fields.country)
      ? `the ${fields.country}`
      : fields.country
    : "this country";
  return {
    value: null,
    words:
      fields.countryCode === "IE"
        ? "Eircodes are not in the open data built into this site; a configured Localities API returns them."
        : `The open data built into this site has ${name}s only for the United States and France, not for ${where}. A configured Localities API returns them.`,
    single: false,
  };
}
