/**
 * Which town contains a position, without town borders: the embedded data has a point and
 * a population per town, not its outline. A town covers more ground the more people live
 * in it, so each town gets a reach (the radius of a disc of about its built-up area) and the
 * town whose reach covers the position best wins: the smallest distance / reach. A position
 * 4 km from the centre of Paris (reach about 6 km) is in Paris, even when the centre of
 * Neuilly-sur-Seine (reach about 1.3 km) is 3 km away.
 *
 * Urban area grows slightly slower than population (about population^0.85 in studies of
 * city scaling), so the reach grows as population^0.42; the factor gives Paris
 * (2.1 million people, 105 km², a disc of 5.8 km) a reach of 6 km. The floor keeps a
 * village, or a town with no population in the data, from having no ground at all.
 */
import { fold } from "../text.ts";

export const REACH_FACTOR_KM = 0.0132;
export const REACH_EXPONENT = 0.42;
export const MIN_REACH_KM = 0.5;

/** The radius in km that a town of this population is taken to cover. */
export function townReachKm(population: number): number {
  return Math.max(MIN_REACH_KM, REACH_FACTOR_KM * Math.max(0, population) ** REACH_EXPONENT);
}

/** Below 1: the position is within the town's reach; the smaller, the more surely. */
export function containmentScore(distanceKm: number, population: number): number {
  return distanceKm / townReachKm(population);
}

export interface TownCandidate {
  name: string;
  population: number;
  km: number;
}

/** The candidate that most likely contains the position (see above), or null. */
export function containingTown<T extends TownCandidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = containmentScore(candidate.km, candidate.population);
    if (score < bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

/** Town names compared as the postal service and GeoNames write them ("Saint Louis" is "St. Louis"). */
export function townNameKey(name: string): string {
  return fold(name)
    .replace(/^(st|ste) /, (m) => (m === "st " ? "saint " : "sainte "))
    .replace(/^fort /, "ft ");
}

/**
 * US rule: the town a position's ZIP code is addressed to wins when a town of that name is
 * among the candidates (the Empire State Building, ZIP 10118 "New York", is in New York,
 * not across the river in Weehawken; Fenway Park, 02215 "Boston", is in Boston, not
 * Brookline); otherwise the containing town.
 */
export function townForZip<T extends TownCandidate>(candidates: readonly T[], zipCity: string): T | null {
  const key = townNameKey(zipCity);
  const named = candidates.filter((c) => townNameKey(c.name) === key);
  return containingTown(named.length > 0 ? named : candidates);
}
