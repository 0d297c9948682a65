/**
 * Index records → the public shapes (address components, details and geocode results).
 *
 * Accuracy, honestly: a GeoNames point stands for a whole town (usually its centre or town
 * hall) and a ZIP code point for a whole ZIP area; neither is a measured address, nor the
 * centre of a polygon we hold, so both are APPROXIMATE. A country's point is the centroid we
 * computed from its largest border polygon: GEOMETRIC_CENTER (Antarctica's, the South Pole,
 * says APPROXIMATE). Never ROOFTOP.
 */
import type { AddressComponent, DetailsResult, GeocodeResult, LatLng, LocalityType, LocationType } from "../types.ts";
import { encodePublicId } from "../public-id.ts";
import { admin1ShortName, formatAddress } from "./address-format.ts";
import type { Manifest, PlaceRecord, PostcodeRecord, ZipRecord } from "./format.ts";

export const TOWN_ACCURACY: LocationType = "APPROXIMATE";
export const ZIP_ACCURACY: LocationType = "APPROXIMATE";
export const COUNTRY_ACCURACY: LocationType = "GEOMETRIC_CENTER";
/**
 * The component type of the first part of a postcode (a UK postcode area, an Eircode routing
 * key), the type public geocoding APIs use for a partial postcode.
 */
export const POSTCODE_PREFIX = "postal_code_prefix";

/** ZIP "states" that ISO 3166 lists as territories with their own code. */
const ZIP_TERRITORIES = new Set(["PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW"]);

export function zipCountry(zip: ZipRecord): string {
  return ZIP_TERRITORIES.has(zip[2]) ? zip[2] : "US";
}

/** A located, describable result before it takes the details or geocode shape. */
export interface Resolved {
  publicId: string;
  formattedAddress: string;
  components: AddressComponent[];
  location: LatLng;
  /** One of the values both details and geocode accept. */
  accuracy: LocationType;
  types: LocalityType[];
}

function countryName(manifest: Manifest, code: string): string {
  return manifest.countries[code]?.[0] ?? code;
}

function component(long: string | string[], short: string | string[], type: string): AddressComponent {
  return { long_name: long, short_name: short, types: [type] };
}

function regionComponents(
  manifest: Manifest,
  country: string,
  admin1Code: string,
  admin1Name: string,
): AddressComponent[] {
  const out: AddressComponent[] = [];
  const short = admin1ShortName({ country, admin1Code, admin1Name });
  if (admin1Name && short) out.push(component(admin1Name, short, "administrative_area_level_1"));
  out.push(component(countryName(manifest, country), country, "country"));
  return out;
}

/**
 * A town as a result. `postalCode` is the one code known for the position (the ZIP code, the
 * arrondissement's code); without it a town with one code shows that code, and a town with
 * several lists them all (`postal_codes`).
 */
export function resolvePlace(manifest: Manifest, id: number, place: PlaceRecord, postalCode?: string): Resolved {
  const [name, country, admin1Code, admin1Name, lat, lng, , postalCodes, prefixes] = place;
  const single = postalCode ?? (postalCodes?.length === 1 ? postalCodes[0] : undefined);
  const components = [component(name, name, "locality")];
  if (single) components.push(component(single, single, "postal_code"));
  else if (postalCodes && postalCodes.length > 0) components.push(component(postalCodes, postalCodes, "postal_codes"));
  // The town a UK postcode area or an Eircode routing key is named after: its code(s), marked as a prefix.
  if (prefixes && prefixes.length > 0) {
    const value = prefixes.length === 1 ? (prefixes[0] as string) : prefixes;
    components.push(component(value, value, POSTCODE_PREFIX));
  }
  components.push(...regionComponents(manifest, country, admin1Code, admin1Name));
  return {
    publicId: encodePublicId({ kind: "city", id }),
    formattedAddress: formatAddress({
      locality: name,
      country,
      countryName: countryName(manifest, country),
      admin1Code,
      admin1Name,
      postalCode: single,
    }),
    components,
    location: { lat, lng },
    accuracy: TOWN_ACCURACY,
    types: ["locality"],
  };
}

export function resolveZip(manifest: Manifest, zip: ZipRecord): Resolved {
  const [code, city, state, lat, lng] = zip;
  const country = zipCountry(zip);
  const stateName = country === "US" ? (manifest.usStates[state] ?? "") : "";
  return {
    publicId: encodePublicId({ kind: "zip", zip: code }),
    formattedAddress: formatAddress({
      locality: city,
      country,
      countryName: countryName(manifest, country),
      admin1Code: state,
      admin1Name: stateName,
      postalCode: code,
    }),
    components: [
      component(code, code, "postal_code"),
      component(city, city, "locality"),
      ...regionComponents(manifest, country, state, stateName),
    ],
    location: { lat, lng },
    accuracy: ZIP_ACCURACY,
    types: ["postal_code"],
  };
}

/**
 * The first part of a postcode as a result (a UK postcode area, an Eircode routing key):
 * "SW — South West London, United Kingdom", "D02 — Dublin 2, Ireland". Its component is a
 * `postal_code_prefix`, never a `postal_code`: it is not a full postcode.
 */
function resolvePrefix(manifest: Manifest, record: PostcodeRecord): Resolved {
  const [code, country, locality, area, admin1Code, admin1Name, lat, lng] = record;
  const components = [component(code, code, POSTCODE_PREFIX)];
  if (locality) components.push(component(locality, locality, "locality"));
  if (locality && area) components.push(component(area, area, "sublocality"));
  components.push(...regionComponents(manifest, country, admin1Code, admin1Name));
  return {
    publicId: encodePublicId({ kind: "postcode", country, code, official: code }),
    // "GY — Guernsey", not "GY — Guernsey, Guernsey".
    formattedAddress: [`${code} — ${area || locality}`, countryName(manifest, country)]
      .filter((part, i, parts) => i === 0 || !parts[0]?.endsWith(` — ${part}`))
      .join(", "),
    components,
    location: { lat, lng },
    accuracy: ZIP_ACCURACY,
    types: ["postal_code"],
  };
}

/** A postcode of another country (France) as a result: "75001 Paris 1er Arrondissement". */
export function resolvePostcode(manifest: Manifest, record: PostcodeRecord): Resolved {
  if (record[11] === 1) return resolvePrefix(manifest, record);
  const [code, country, locality, area, admin1Code, admin1Name, lat, lng, , , official] = record;
  const components = [component(code, code, "postal_code"), component(locality, locality, "locality")];
  if (area) components.push(component(area, area, "sublocality"));
  components.push(...regionComponents(manifest, country, admin1Code, admin1Name));
  return {
    publicId: encodePublicId({ kind: "postcode", country, code, official }),
    formattedAddress: formatAddress({
      locality: area || locality,
      country,
      countryName: countryName(manifest, country),
      admin1Code,
      admin1Name,
      postalCode: code,
    }),
    components,
    location: { lat, lng },
    accuracy: ZIP_ACCURACY,
    types: ["postal_code"],
  };
}

/** A country as a result, when we hold its border (and so its centre). */
export function resolveCountry(manifest: Manifest, code: string): Resolved | null {
  const entry = Object.hasOwn(manifest.countries, code) ? manifest.countries[code] : undefined;
  if (!entry || entry.length < 3) return null;
  const [name, lat, lng, accuracy] = entry as [string, number, number, LocationType?];
  return {
    publicId: encodePublicId({ kind: "country", code }),
    formattedAddress: name,
    components: [component(name, code, "country")],
    location: { lat, lng },
    accuracy: accuracy ?? COUNTRY_ACCURACY,
    types: ["country"],
  };
}

export function toDetails(resolved: Resolved): DetailsResult {
  return {
    public_id: resolved.publicId,
    formatted_address: resolved.formattedAddress,
    address_components: resolved.components,
    geometry: { location: resolved.location, accuracy: resolved.accuracy },
    types: resolved.types,
  };
}

export function toGeocode(resolved: Resolved): GeocodeResult {
  return {
    public_id: resolved.publicId,
    formatted_address: resolved.formattedAddress,
    address_components: resolved.components,
    geometry: { location: resolved.location, location_type: resolved.accuracy },
    types: resolved.types,
  };
}
