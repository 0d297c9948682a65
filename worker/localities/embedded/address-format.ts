/**
 * How the embedded geocoder writes a place: "Lyon, Auvergne-Rhône-Alpes, France", in the US
 * with the state's postal code and the ZIP code: "Beverly Hills, CA 90210, United States",
 * and elsewhere with the postcode before the town, as Europe writes it: "75001 Paris 1er
 * Arrondissement, Île-de-France, France". The build uses it for autocomplete descriptions and the Worker for formatted
 * addresses, so a suggestion and its details read the same.
 */

export interface PlaceParts {
  locality?: string;
  country: string;
  countryName: string;
  admin1Code?: string;
  admin1Name?: string;
  postalCode?: string;
}

/** Short name of the first-level division: GeoNames codes are postal abbreviations only in the US. */
export function admin1ShortName(parts: Pick<PlaceParts, "country" | "admin1Code" | "admin1Name">): string | undefined {
  if (parts.country === "US" && parts.admin1Code && /^[A-Z]{2}$/.test(parts.admin1Code)) return parts.admin1Code;
  return parts.admin1Name || undefined;
}

/** The US and the territories that use ZIP codes write the code after the state. */
const US_STYLE = new Set(["US", "PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW"]);

export function formatAddress(parts: PlaceParts): string {
  const pieces: string[] = [];
  const us = US_STYLE.has(parts.country) || !parts.postalCode;
  if (parts.locality) pieces.push(us ? parts.locality : `${parts.postalCode} ${parts.locality}`);
  const admin1 = admin1ShortName(parts);
  const region = [admin1 !== parts.locality ? admin1 : undefined, us ? parts.postalCode : undefined]
    .filter(Boolean)
    .join(" ");
  if (region) pieces.push(region);
  pieces.push(parts.countryName);
  return pieces.join(", ");
}
