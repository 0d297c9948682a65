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
  /** The first part of a postcode, where that is all the data holds: a UK postcode area, an Eircode routing key. */
  prefixes: string[];
  /** The part of the town (an arrondissement, a postal district such as Dublin 2). */
  district: string | null;
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
  const prefix = component(c, "postal_code_prefix");
  return {
    formatted: result.formatted_address,
    number: first(component(c, "street_number")?.long_name),
    street: first(component(c, "route")?.long_name),
    postcodes,
    prefixes: prefix ? asList(prefix.long_name) : [],
    district: first(component(c, "sublocality")?.long_name),
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

/** Which name a postcode has by its country (docs/tools.md): the US's ZIP code, Ireland's Eircode, or a postcode. */
export type PostcodeKind = "US" | "IE" | "other";

export function postcodeKind(countryCode: string | null): PostcodeKind {
  return countryCode === "US" || countryCode === "IE" ? countryCode : "other";
}

const POSTCODE_LABELS = { US: "ZIP Code", IE: "Eircode", other: "Postal Code" } as const;

/** docs/tools.md: "ZIP Code" for the US, "Eircode" for Ireland, "Postal Code" otherwise. */
export function postcodeLabel(countryCode: string | null): (typeof POSTCODE_LABELS)[PostcodeKind] {
  return POSTCODE_LABELS[postcodeKind(countryCode)];
}

/** Coordinates as the tools copy them: "lat, lng" with six decimals. */
export function coordinatesText(fields: Pick<AddressFields, "lat" | "lng">): string {
  return `${fields.lat.toFixed(6)}, ${fields.lng.toFixed(6)}`;
}

/** Coordinates as the tools' results show them: "Lat: 51.503360 / Long: -0.127620". */
export function coordinatesLine(position: Pick<AddressFields, "lat" | "lng">): string {
  return `Lat: ${position.lat.toFixed(6)} / Long: ${position.lng.toFixed(6)}`;
}
