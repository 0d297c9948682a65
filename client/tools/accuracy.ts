import type { AddressFields } from "./address-fields.ts";

/**
 * The radius of the circle drawn around a found position (docs/maps.md): how far from the
 * point the place it stands for may reach. A ROOFTOP or interpolated position needs none; an
 * APPROXIMATE point stands for an area whose size we know only by its kind, so the circle is
 * of the order of that area: a UK postcode area or an Eircode routing district, a town, a
 * postcode (a US ZIP code, a French code).
 */
export const AREA_RADIUS_M = {
  ukPostcodeArea: 12_000,
  eircodeRoutingKey: 5_000,
  town: 3_000,
  postcode: 2_000,
} as const;

export function accuracyRadiusM(
  fields: Pick<AddressFields, "accuracy" | "prefixes" | "postcodes" | "countryCode" | "city">,
): number | null {
  if (fields.accuracy !== "APPROXIMATE") return null;
  if (fields.prefixes.length === 1)
    return fields.countryCode === "IE" ? AREA_RADIUS_M.eircodeRoutingKey : AREA_RADIUS_M.ukPostcodeArea;
  if (fields.postcodes.length === 1) return AREA_RADIUS_M.postcode;
  return fields.city ? AREA_RADIUS_M.town : null;
}
