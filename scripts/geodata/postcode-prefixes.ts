/**
 * The first part of a postcode, where it is all the open data can answer: the UK's postcode
 * areas (SW, M, EH) and Ireland's Eircode routing keys (D02, T12), from our own tables
 * (client/geodata/). Each becomes a postcode record flagged as a prefix, centred on its town's
 * GeoNames position (or on a centre of the table's own), and the town it is named after is
 * given it, so that Manchester answers "postcode area M" and Dublin lists D01 to D24.
 */
import { EIRCODE_ROUTING_KEYS } from "../../client/geodata/eircode-routing-keys.ts";
import { UK_POSTCODE_AREAS } from "../../client/geodata/uk-postcode-areas.ts";
import type { PostcodeRecord } from "../../worker/localities/embedded/format.ts";
import type { SourcePlace } from "./sources.ts";

export interface PostcodePrefixes {
  records: PostcodeRecord[];
  /** GeoNames id of a town → the prefixes it is given (London: its eight areas). */
  byPlace: Map<number, string[]>;
}

/** What one row of either table needs: its code, country, names, town and optional centre. */
interface PrefixRow {
  code: string;
  country: string;
  /** The post town addresses write ("" for an area named after a region). */
  locality: string;
  /** The area's or district's own name where it is not the post town ("South West London", "Dublin 2"). */
  area: string;
  centreTown: string;
  centre?: readonly [number, number];
}

function rows(): PrefixRow[] {
  const uk = UK_POSTCODE_AREAS.map((a) => ({
    code: a.code,
    country: a.country,
    locality: a.postTown ?? "",
    area: a.name === a.postTown ? "" : a.name,
    centreTown: a.centreTown,
    ...(a.centre ? { centre: a.centre } : {}),
  }));
  const ie = EIRCODE_ROUTING_KEYS.map((k) => ({
    code: k.key,
    country: "IE",
    locality: k.postTown,
    area: k.district === k.postTown ? "" : k.district,
    centreTown: k.centreTown,
    ...(k.centre ? { centre: k.centre } : {}),
  }));
  return [...uk, ...ie];
}

/** The most populous place of `country` with this name (GeoNames name or its ASCII form). */
function townNamed(byName: Map<string, SourcePlace>, country: string, name: string): SourcePlace | undefined {
  return byName.get(`${country}|${name}`);
}

function indexByName(places: readonly SourcePlace[], countries: Set<string>): Map<string, SourcePlace> {
  const byName = new Map<string, SourcePlace>();
  for (const place of places) {
    if (!countries.has(place.country)) continue;
    for (const name of new Set([place.name, place.asciiName])) {
      const key = `${place.country}|${name}`;
      const known = byName.get(key);
      if (!known || place.population > known.population) byName.set(key, place);
    }
  }
  return byName;
}

const round = (value: number) => Number(value.toFixed(5));

/** @throws when a row has neither a centre nor a town GeoNames knows: the table needs fixing. */
export function postcodePrefixes(places: readonly SourcePlace[], admin1Names: Map<string, string>): PostcodePrefixes {
  const all = rows();
  const byName = indexByName(places, new Set(all.map((r) => r.country)));
  const records: PostcodeRecord[] = [];
  const byPlace = new Map<number, string[]>();
  const unresolved: string[] = [];
  for (const row of all) {
    const town = townNamed(byName, row.country, row.centreTown);
    const centre = row.centre ?? (town ? ([town.lat, town.lng] as const) : null);
    if (!centre) {
      unresolved.push(`${row.code} (${row.centreTown})`);
      continue;
    }
    if (town) byPlace.set(town.id, [...(byPlace.get(town.id) ?? []), row.code]);
    records.push([
      row.code,
      row.country,
      row.locality,
      row.area,
      town?.admin1Code ?? "",
      town ? (admin1Names.get(`${town.country}.${town.admin1Code}`) ?? "") : "",
      round(centre[0]),
      round(centre[1]),
      town?.population ?? 0,
      town?.id ?? 0,
      row.code,
      1,
    ]);
  }
  if (unresolved.length > 0) throw new Error(`postcode prefixes without a centre: ${unresolved.join(", ")}`);
  return { records, byPlace };
}
