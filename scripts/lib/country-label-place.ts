/**
 * Where a country's name goes on the embedded base map (docs/maps.md): at the centre of its
 * largest part, unless the name would cover a capital's or a great city's at the first zoom
 * both show. The map places country names before towns where names collide, so Madrid,
 * Rome or Ankara, sitting at or beside a country's centre, would never be named while far
 * smaller places were. Such a name moves up or down, inside the country, to the nearest
 * place that covers none of them, else to the one whose covered names are the least populous.
 */

/** [lng, lat] */
type Ring = [number, number][];

/** The labels' size in pixels, as client/maps/ol/place-labels.ts draws them (text, padding 3 and 6 px). */
const COUNTRY_LETTER_PX = 9;
const CAPITAL_LETTER_PX = 10;
const PADDING_PX = 12;
/**
 * Half the height of a country name's box and of a capital's, together, with a little room
 * (OpenLayers' declutter boxes: the line, the halo and the padding).
 */
const CLEAR_HEIGHT_PX = 28;
/** The name is tried up and down from the centre in steps of this many degrees of latitude, up to MAX_SHIFT. */
const STEP_DEGREES = 0.25;
const MAX_SHIFT_DEGREES = 4;

const worldPx = (zoom: number) => 256 * 2 ** zoom;
const xPx = (lng: number, zoom: number) => ((lng + 180) / 360) * worldPx(zoom);
function yPx(lat: number, zoom: number): number {
  const radians = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + radians / 2)) / Math.PI) * (worldPx(zoom) / 2);
}

/** Even-odd test of a point against a ring. */
export function inRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export interface CountryLabelInput {
  name: string;
  /** [lat, lng] of the largest part's centre. */
  centre: [number, number];
  /** The outer ring of the largest part, [lng, lat] points. */
  ring: Ring;
  minZoom: number;
}

/** A capital or a great city a country's name keeps clear of. */
export interface ClearedName {
  name: string;
  lat: number;
  lng: number;
  minZoom: number;
  /** How many people live there: where a name must cover one, it covers the smallest. */
  population: number;
}

/** Whether the two names' boxes overlap at this zoom, the country's name at [lat, lng]. */
export function coversName(at: [number, number], country: string, place: ClearedName, zoom: number): boolean {
  const halfWidths = (country.length * COUNTRY_LETTER_PX + place.name.length * CAPITAL_LETTER_PX) / 2 + PADDING_PX;
  const dx = Math.abs(xPx(at[1], zoom) - xPx(place.lng, zoom));
  const dy = Math.abs(yPx(at[0], zoom) - yPx(place.lat, zoom));
  return dx < halfWidths && dy < CLEAR_HEIGHT_PX;
}

/**
 * [lat, lng] for the country's name: its centre, or the nearest place up or down, inside the
 * country, that covers none of the names; where every place covers one, the place whose
 * covered names are the least populous (the nearest of those).
 */
export function countryLabelPlace(country: CountryLabelInput, names: readonly ClearedName[]): [number, number] {
  const cost = (at: [number, number]) =>
    names
      .filter((name) => coversName(at, country.name, name, Math.max(country.minZoom, name.minZoom)))
      .reduce((sum, name) => sum + name.population, 0);
  let best: [number, number] = country.centre;
  let least = cost(best);
  const [centreLat, lng] = country.centre;
  for (let shift = STEP_DEGREES; shift <= MAX_SHIFT_DEGREES && least > 0; shift += STEP_DEGREES)
    for (const lat of [centreLat + shift, centreLat - shift].map((l) => Number(l.toFixed(4)))) {
      if (!inRing(lng, lat, country.ring)) continue;
      const covered = cost([lat, lng]);
      if (covered < least) [best, least] = [[lat, lng], covered];
      if (least === 0) break;
    }
  return best;
}
