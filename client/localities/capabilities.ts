/**
 * What a localities provider can answer (docs/localities.md, "Capabilities"): each provider
 * declares it, the Worker passes it to the pages as plain JSON, and the tool pages choose
 * their words from it on the server (placeholders, examples, notices, result lines), so
 * that the first HTML never promises what this deployment cannot do. The two declarations
 * are here, beside the type, so that the browser's editor preview can use them too.
 */

/**
 * How much of a country's postcodes a provider answers:
 * - `full`: the whole code (a ZIP code, a French code, a full UK postcode, a full Eircode);
 * - `area`: a UK postcode's area only (SW of SW1A 1AA), its post town and an approximate centre;
 * - `routing-key`: an Eircode's routing key only (D02 of D02 X285) and its postal district;
 * - `none`: no postcodes of that country.
 */
export type PostcodeLevel = "full" | "area" | "routing-key" | "none";

export interface LocalitiesCapabilities {
  /** Street names (a `route` component) in answers. */
  streets: boolean;
  /** House numbers (`street_number`). */
  houseNumbers: boolean;
  /** Positions of a building (ROOFTOP); otherwise at best the point of a town or postcode area. */
  rooftop: boolean;
  /** The postcode level per country (alpha-2); countries not listed have `otherCountries`. */
  postcodes: Readonly<Record<string, PostcodeLevel>>;
  otherCountries: PostcodeLevel;
  /** ZIP+4: the four extra digits of a US ZIP code. */
  zipPlusFour: boolean;
}

/** The postcode level of `country` (alpha-2). */
export function postcodeLevel(capabilities: LocalitiesCapabilities, country: string): PostcodeLevel {
  return capabilities.postcodes[country.toUpperCase()] ?? capabilities.otherCountries;
}

/** Street-level: streets and house numbers, every country's full postcodes. */
export function isStreetLevel(capabilities: LocalitiesCapabilities): boolean {
  return capabilities.streets && capabilities.houseNumbers;
}

/** Full Eircodes (the last four characters name one address), not just routing keys. */
export function fullEircodes(capabilities: LocalitiesCapabilities): boolean {
  return postcodeLevel(capabilities, "IE") === "full";
}

/** Full UK postcodes (the unit, SW1A 1AA), not just areas. */
export function fullUkPostcodes(capabilities: LocalitiesCapabilities): boolean {
  return postcodeLevel(capabilities, "GB") === "full";
}

/**
 * What the embedded provider answers (docs/localities.md): towns worldwide, not streets; US
 * ZIP codes (and the territories') and French postal codes in full; UK postcodes by their
 * area and Eircodes by their routing key; no ZIP+4; never ROOFTOP.
 */
export const EMBEDDED_CAPABILITIES: LocalitiesCapabilities = {
  streets: false,
  houseNumbers: false,
  rooftop: false,
  postcodes: {
    US: "full",
    PR: "full",
    VI: "full",
    GU: "full",
    AS: "full",
    MP: "full",
    FM: "full",
    MH: "full",
    PW: "full",
    FR: "full",
    GB: "area",
    GG: "area",
    JE: "area",
    IM: "area",
    IE: "routing-key",
  },
  otherCountries: "none",
  zipPlusFour: false,
};

/**
 * What a Localities-compatible API answers (docs/localities.md): street addresses with
 * house numbers, every country's full postcodes (full UK postcodes, full Eircodes), ZIP+4
 * where the API returns it, and ROOFTOP positions.
 */
export const STREET_LEVEL_CAPABILITIES: LocalitiesCapabilities = {
  streets: true,
  houseNumbers: true,
  rooftop: true,
  postcodes: {},
  otherCountries: "full",
  zipPlusFour: true,
};
