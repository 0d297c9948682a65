import en from "i18n-iso-countries/langs/en.json" with { type: "json" };

/** "zz": no country chosen, every country is searched (the geocode lookup starts there). */
export const ALL_COUNTRIES = "zz";

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * docs/leads.md: the name a visitor looks for where i18n-iso-countries' first English name is
 * the formal one ("People's Republic of China", "Taiwan, Province of China"). The German and
 * French lists of the same package already use common names.
 */
const COMMON_NAMES: Readonly<Record<string, string>> = {
  CN: "China",
  CZ: "Czechia",
  FK: "Falkland Islands",
  FM: "Micronesia",
  GB: "United Kingdom",
  GM: "The Gambia",
  IR: "Iran",
  KR: "South Korea",
  LA: "Laos",
  MD: "Moldova",
  MF: "Saint Martin",
  MK: "North Macedonia",
  PS: "Palestine",
  RU: "Russia",
  SX: "Sint Maarten",
  SY: "Syria",
  TW: "Taiwan",
  TZ: "Tanzania",
  US: "United States",
  VA: "Vatican City",
  VG: "British Virgin Islands",
  VI: "US Virgin Islands",
  BN: "Brunei",
  CI: "Côte d'Ivoire",
  BQ: "Caribbean Netherlands",
};

const NAMES = en.countries as Record<string, string | string[]>;

/**
 * Every country, by its common English name, for the tools' country selector and the contact
 * forms: the list of i18n-iso-countries with the names people use (COMMON_NAMES).
 */
export const COUNTRIES: readonly CountryOption[] = Object.entries(NAMES)
  .map(([code, names]) => ({ code, name: COMMON_NAMES[code] ?? (Array.isArray(names) ? names[0] : names) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

export function countryName(code: string | null): string | null {
  return code ? (COUNTRIES.find((c) => c.code === code)?.name ?? null) : null;
}

/** Every English name of every country (common, formal and other), lower-cased, to its alpha-2 code. */
const CODES_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(NAMES).flatMap(([code, names]) =>
    [...(Array.isArray(names) ? names : [names]), COMMON_NAMES[code] ?? ""]
      .filter(Boolean)
      .map((name) => [name.toLowerCase(), code] as const),
  ),
);

/**
 * The alpha-2 code of a country named in English, by its common name or any other English
 * name the package knows (a post written before a name changed still finds its country).
 * @example countryCode("Taiwan, Province of China") // "TW"
 */
export function countryCode(name: string): string | null {
  return CODES_BY_NAME.get(name.trim().toLowerCase()) ?? null;
}
