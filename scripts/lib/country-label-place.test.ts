import { describe, expect, it } from "vitest";
import { countryLabelPlace, coversName, inRing } from "./country-label-place.ts";

/** A rectangle of a country, [lng, lat] points: 10° wide, 8° high around 4°W 40°N. */
const RING: [number, number][] = [
  [-9, 36],
  [1, 36],
  [1, 44],
  [-9, 44],
  [-9, 36],
];
const country = { name: "Spain", centre: [40, -4] as [number, number], ring: RING, minZoom: 3 };
const madrid = { name: "Madrid", lat: 40.2, lng: -3.7, minZoom: 3, population: 3_255_944 };

describe("a country's name is kept clear of capitals and great cities (docs/maps.md)", () => {
  it("a capital at the centre: the name moves up or down, inside the country, just clear of it", () => {
    expect(coversName(country.centre, country.name, madrid, 3)).toBe(true);
    const [lat, lng] = countryLabelPlace(country, [madrid]);
    expect(lng).toBe(-4);
    expect(coversName([lat, lng], country.name, madrid, 3)).toBe(false);
    expect(inRing(lng, lat, RING)).toBe(true);
    // The nearest such place: a quarter of a degree nearer would still cover the capital.
    const nearer = lat > 40 ? lat - 0.25 : lat + 0.25;
    expect(coversName([nearer, lng], country.name, madrid, 3)).toBe(true);
  });

  it("a neighbour's capital beside the centre is kept clear too", () => {
    const portugal = { name: "Portugal", centre: [39.6, -8] as [number, number], ring: RING, minZoom: 3 };
    const [lat] = countryLabelPlace(portugal, [madrid]);
    expect(lat).not.toBe(39.6);
    expect(coversName([lat, -8], "Portugal", madrid, 3)).toBe(false);
  });

  it("names clear of the centre, or none: the name stays at the centre", () => {
    const far = { name: "Seville", lat: 35, lng: -6, minZoom: 3, population: 684_234 };
    expect(coversName(country.centre, country.name, far, 3)).toBe(false);
    expect(countryLabelPlace(country, [far])).toEqual([40, -4]);
    expect(countryLabelPlace(country, [])).toEqual([40, -4]);
  });

  it("the boxes are compared at the first zoom both names show", () => {
    // Half a degree apart: the names touch at zoom 3, not from zoom 7 on.
    const capital = { ...madrid, lat: 40.5, lng: -4 };
    expect(coversName([40, -4], "Spain", capital, 3)).toBe(true);
    expect(coversName([40, -4], "Spain", capital, 7)).toBe(false);
    expect(countryLabelPlace({ ...country, minZoom: 7 }, [{ ...capital, minZoom: 7 }])).toEqual([40, -4]);
  });
});

describe("where no place clears every name", () => {
  it("the name covers the least populous names it must, not the nearest", () => {
    // At zoom 5 a name must be about 0.95° of latitude from a capital's here; in this band no
    // place is that far from both. Half a degree up covers Madrid only; half a degree down, the town only.
    const band: [number, number][] = [
      [-5, 39.4],
      [-3, 39.4],
      [-3, 41.6],
      [-5, 41.6],
      [-5, 39.4],
    ];
    const capital = { name: "Madrid", lat: 41.1, lng: -4, minZoom: 5, population: 3_255_944 };
    const town = { name: "Guadalajara", lat: 39.9, lng: -4, minZoom: 5, population: 87_000 };
    const spain = { name: "Spain", centre: [40.5, -4] as [number, number], ring: band, minZoom: 5 };
    const at = countryLabelPlace(spain, [capital, town]);
    expect(at).toEqual([40, -4]);
    expect([capital, town].map((name) => coversName(at, "Spain", name, 5))).toEqual([false, true]);
    expect(coversName([41, -4], "Spain", town, 5)).toBe(false);
  });

  it("a name that cannot clear anything stays at the centre", () => {
    const thin: [number, number][] = [
      [-5, 39.9],
      [-3, 39.9],
      [-3, 40.1],
      [-5, 40.1],
      [-5, 39.9],
    ];
    expect(countryLabelPlace({ ...country, ring: thin }, [madrid])).toEqual([40, -4]);
  });
});
