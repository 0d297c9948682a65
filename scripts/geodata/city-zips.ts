/**
 * ZIP codes that belong to a city although the postal service addresses them to other town
 * names. New York City's five boroughs are addressed "New York" (Manhattan), "Bronx",
 * "Brooklyn", "Staten Island" and, in Queens, by neighbourhood ("Flushing", "Jamaica"), so
 * matching ZIP codes to GeoNames' "New York City" by name finds none. The boroughs' ZIP
 * codes share these three-digit prefixes (the postal service's sectional centres for the
 * city): Manhattan 100–102, Staten Island 103, the Bronx 104, Queens 111, 113, 114 and 116,
 * Brooklyn 112.
 */
const CITY_ZIP_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  "NY|New York City": ["100", "101", "102", "103", "104", "111", "112", "113", "114", "116"],
};

/** The ZIP codes of `zips` (of the place's state) that the city has by prefix; empty for other places. */
export function cityZips(state: string, name: string, zips: readonly { zip: string; state: string }[]): string[] {
  const prefixes = CITY_ZIP_PREFIXES[`${state}|${name}`];
  if (!prefixes) return [];
  return zips.filter((z) => z.state === state && prefixes.includes(z.zip.slice(0, 3))).map((z) => z.zip);
}
