/**
 * Credit for the open data behind the embedded geocoder (worker/localities/embedded), for the
 * pages to show near results while no remote Localities API is configured. GeoNames' licence
 * (CC BY 4.0) requires the credit; docs/data-and-licences.md lists every source.
 */
export const EMBEDDED_DATA_ATTRIBUTION =
  "Places and postal codes: GeoNames (CC BY 4.0), the U.S. federal ZIP code list and the Census Bureau's ZIP Code Tabulation Areas (public domain), and La Poste's postal codes with INSEE's communes (Licence Ouverte 2.0). Country borders: Natural Earth (public domain).";

/** Where the credited data comes from, for a link beside the credit. */
export const EMBEDDED_DATA_SOURCES = [
  {
    name: "GeoNames",
    url: "https://www.geonames.org/",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    name: "Natural Earth",
    url: "https://www.naturalearthdata.com/",
    licence: "Public domain",
    licenceUrl: "https://www.naturalearthdata.com/about/terms-of-use/",
  },
] as const;
