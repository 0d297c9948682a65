import type { GeocodeResult } from "../../localities/api-types.ts";
import { addressFields, type AddressFields } from "../address-fields.ts";

/** What the location tools show for a position: the address, if one was found. */
export interface LocationAnswer {
  fields: AddressFields | null;
  /** The 5-digit ZIP code (US), from the address or its list of codes. */
  zip: string | null;
  /** The 4 extra digits when the address data carries ZIP+4 ("12345-6789"), else null. */
  plusFour: string | null;
}

const ZIP_PLUS_FOUR = /^(\d{5})-(\d{4})$/;

/**
 * Reads reverse-geocoding results (most precise first) for the location tools. The
 * answer's coordinates stay the visitor's own: an address result's point may be its
 * town's centre.
 */
export function locationAnswer(
  results: readonly GeocodeResult[],
  position: { lat: number; lng: number },
): LocationAnswer {
  const best = results.find((r) => !r.types.includes("country")) ?? results[0];
  if (!best) return { fields: null, zip: null, plusFour: null };
  const fields = { ...addressFields(best), lat: position.lat, lng: position.lng };
  const code = fields.countryCode === "US" ? (fields.postcodes[0] ?? null) : null;
  const plus = code ? ZIP_PLUS_FOUR.exec(code) : null;
  return { fields, zip: plus ? (plus[1] as string) : code, plusFour: plus ? (plus[2] as string) : null };
}
