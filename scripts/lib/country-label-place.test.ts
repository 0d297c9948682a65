import { describe, expect, it } from "vitest";
import { countryLabelPlace, coversCapital, inRing } from "./country-label-place.ts";

/** A rectangle of a country, [lng, lat] points: 10° wide, 8° high around 4°W 40°N. */
const RING: [number, number][] = [
  [-9, 36],
  [1, 36],
  [1, 44],
  [-9, 44],
  [-9, 36],
];
const country = { name: "Spain", centre: [40, -4] as [number, number], ring: RING, minZoom: 3 };
const madrid = { name: "Madrid", lat: 40.2, lng: -3.7, minZoom: 3 };

describe("a country's name is kept clear of capitals and great cities (docs/maps.md)", () => {
  it("a capital at the centre: the name moves up or down, inside the country, just clear of it", () => {
    expect(coversCapital(country.centre, country.name, madrid, 3)).toBe(true);
    const [lat, lng] = countryLabelPlace(country, [madrid]);
    expect(lng).toBe(-4);
    expect(coversCapital([lat, lng], country.name, madrid, 3)).toBe(false);
    expect(inRing(lng, lat, RING)).toBe(true);
    // The nearest such place: a quarter of a degree nearer would still cover the capital.
    const nearer = lat > 40 ? lat - 0.25 : lat + 0.25;
    expect(coversCapital([nearer, lng], country.name, madrid, 3)).toBe(true);
  });

  it("a neighbour's capital beside the centre is kept clear too", () => {
    const portugal = { name: "Portugal", centre: [39.6, -8] as [number, number], ring: RING, minZoom: 3 };
    const [lat] = countryLabelPlace(portugal, [madrid, { name: "Lisbon", lat: 38.7, lng: -9.1, minZoom: 5 }]);
    expect(lat).not.toBe(39.6);
    expect(coversCapital([lat, -8], "Portugal", madrid, 3)).toBe(false);
  });

  it("names clear of the centre, or none: the name stays at the centre", () => {
    expect(countryLabelPlace(country, [{ name: "Seville", lat: 36.2, lng: -6, minZoom: 3 }])).toEqual([40, -4]);
    expect(countryLabelPlace(country, [])).toEqual([40, -4]);
  });

  it("no place inside the country that clears them: the name stays at the centre", () => {
    const thin: [number, number][] = [
      [-5, 39.9],
      [-3, 39.9],
      [-3, 40.1],
      [-5, 40.1],
      [-5, 39.9],
    ];
    expect(countryLabelPlace({ ...country, ring: thin }, [madrid])).toEqual([40, -4]);
  });

  it("the boxes are compared at the first zoom both names show", () => {
    // Half a degree apart: the names touch at zoom 3, not from zoom 7 on.
    const capital = { name: "Madrid", lat: 40.5, lng: -4, minZoom: 3 };
    expect(coversCapital([40, -4], "Spain", capital, 3)).toBe(true);
    expect(coversCapital([40, -4], "Spain", capital, 7)).toBe(false);
    expect(countryLabelPlace({ ...country, minZoom: 7 }, [capital])).toEqual([40, -4]);
  });
});

describe("where no place clears every name", () => {
  it("the name goes where it covers fewest, the nearest such place", () => {
    // At zoom 5, 26 px is about 0.9° of latitude here: no place in this band clears the capital.
    const band: [number, number][] = [
      [-5, 39.6],
      [-3, 39.6],
      [-3, 41],
      [-5, 41],
      [-5, 39.6],
    ];
    const capital = { name: "Madrid", lat: 40.2, lng: -4, minZoom: 5 };
    const city = { name: "Guadalajara", lat: 40.9, lng: -4, minZoom: 5 };
    const narrow = { name: "Spain", centre: [40.5, -4] as [number, number], ring: band, minZoom: 5 };
    const at = countryLabelPlace(narrow, [capital, city]);
    expect(at).toEqual([40, -4]);
    expect([capital, city].map((name) => coversCapital(at, "Spain", name, 5))).toEqual([true, false]);
  });
});
