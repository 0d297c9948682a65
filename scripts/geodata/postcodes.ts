/**
 * France's postal codes for the embedded index, from the official commune list
 * (@etalab/decoupage-administratif: INSEE codes, La Poste postal codes, populations) joined
 * to GeoNames towns by their INSEE code (GeoNames admin4 in France). One record per
 * (postal code, commune or arrondissement): 75001 is Paris 1er Arrondissement; 01400 serves
 * several villages, each a record.
 */
import type { PostcodeRecord } from "../../worker/localities/embedded/format.ts";
import { arrondissementCode, type FrenchCommune, type SourcePlace } from "./sources.ts";

export interface FrenchPostcodes {
  records: PostcodeRecord[];
  /** GeoNames id of a French town → its postal codes (all of them, for a split town too). */
  byPlace: Map<number, string[]>;
  /** Records with a point of their own (arrondissements GeoNames locates), for reverse geocoding. */
  ownPoints: PostcodeRecord[];
  /** Postal codes whose commune has no GeoNames point, nor another commune with the same code. */
  dropped: number;
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

/** The most populous GeoNames place of each INSEE code. */
function placesByInsee(places: readonly SourcePlace[]): Map<string, SourcePlace> {
  const byCode = new Map<string, SourcePlace>();
  for (const place of places) {
    if (place.country !== "FR" || !place.admin4) continue;
    const known = byCode.get(place.admin4);
    if (!known || place.population > known.population) byCode.set(place.admin4, place);
  }
  return byCode;
}

export function frenchPostcodes(
  communes: readonly FrenchCommune[],
  places: readonly SourcePlace[],
  arrondissements: readonly SourcePlace[],
  admin1Names: Map<string, string>,
): FrenchPostcodes {
  const towns = placesByInsee(places);
  const parts = new Map(arrondissements.map((a) => [arrondissementCode(a), a] as const));
  const split = new Set(communes.filter((c) => c.commune).map((c) => c.commune as string));
  const names = new Map(communes.map((c) => [c.code, c.name]));
  const populations = new Map(communes.map((c) => [c.code, c.population]));
  const byPlace = new Map<number, string[]>();
  const located: PostcodeRecord[] = [];
  const ownPoints: PostcodeRecord[] = [];
  const unlocated: { code: string; commune: FrenchCommune }[] = [];

  for (const commune of communes) {
    const town = towns.get(commune.commune ?? commune.code);
    if (town && !commune.commune) byPlace.set(town.id, [...new Set(commune.postalCodes)].sort());
    // A split town's own row lists every arrondissement's code: the arrondissements speak for it.
    if (split.has(commune.code)) continue;
    const part = commune.commune ? parts.get(commune.code) : undefined;
    const point = part ?? town;
    for (const code of commune.postalCodes) {
      if (!town || !point) {
        unlocated.push({ code, commune });
        continue;
      }
      const record: PostcodeRecord = [
        code,
        "FR",
        names.get(commune.commune ?? "") ?? commune.name,
        commune.commune ? commune.name : "",
        town.admin1Code,
        admin1Names.get(`FR.${town.admin1Code}`) ?? "",
        // An arrondissement ranks as its town: "75001" is first of all a Paris code.
        round(point.lat, 5),
        round(point.lng, 5),
        populations.get(commune.commune ?? commune.code) ?? commune.population,
        town.id,
        commune.code,
      ];
      located.push(record);
      if (part) ownPoints.push(record);
    }
  }
  // A village too small for GeoNames' list shares its postal code with a town that is on it.
  const byCode = new Map<string, PostcodeRecord>();
  for (const record of located) if ((byCode.get(record[0])?.[8] ?? -1) < record[8]) byCode.set(record[0], record);
  let dropped = 0;
  for (const { code, commune } of unlocated) {
    const neighbour = byCode.get(code);
    if (!neighbour) {
      dropped += 1;
      continue;
    }
    located.push([
      code,
      "FR",
      commune.name,
      "",
      neighbour[4],
      neighbour[5],
      neighbour[6],
      neighbour[7],
      commune.population,
      0,
      commune.code,
    ]);
  }
  located.sort((a, b) => a[0].localeCompare(b[0]) || b[8] - a[8] || a[10].localeCompare(b[10]));
  return { records: located, byPlace, ownPoints, dropped };
}
