import en from "i18n-iso-countries/langs/en.json" with { type: "json" };

/** "zz": no country chosen, every country is searched (the geocode lookup starts there). */
export const ALL_COUNTRIES = "zz";

export interface CountryOption {
  code: string;
  name: string;
}

const DISPLAY_NAMES: Record<string, string> = { US: "United States", GB: "United Kingdom" };

/**
 * Every country, by English name, for the tools' country selector: the same list the
 * embedded geocoder names countries from (i18n-iso-countries), with the short common
 * name where the official one is long.
 */
export const COUNTRIES: readonly CountryOption[] = Object.entries(en.countries as Record<string, string | string[]>)
  .map(([code, names]) => ({ code, name: DISPLAY_NAMES[code] ?? (Array.isArray(names) ? names[0] : names) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

export function countryName(code: string | null): string | null {
  return code ? (COUNTRIES.find((c) => c.code === code)?.name ?? null) : null;
}
