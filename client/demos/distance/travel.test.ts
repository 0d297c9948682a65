import { describe, expect, it } from "vitest";
import { formatDuration, formatKm, formatMiles, haversineKm, ROAD_FACTOR, travelEstimate } from "./travel.ts";

const LYON = { lat: 45.74846, lng: 4.84671 };
const PARIS = { lat: 48.85341, lng: 2.3488 };

describe("straight-line distance (haversine)", () => {
  it("Lyon to Paris is about 392 km", () => {
    expect(haversineKm(LYON, PARIS)).toBeCloseTo(392, -1);
  });

  it("is symmetric and zero for one place", () => {
    expect(haversineKm(PARIS, LYON)).toBeCloseTo(haversineKm(LYON, PARIS), 9);
    expect(haversineKm(PARIS, PARIS)).toBe(0);
  });

  it("a quarter of the equator is a quarter of the Earth's circumference", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI * 6371.0088) / 2, 6);
  });

  it("takes the short way across the antimeridian", () => {
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
  });

  it("antipodes are half the circumference apart", () => {
    expect(haversineKm({ lat: 10, lng: 20 }, { lat: -10, lng: -160 })).toBeCloseTo(Math.PI * 6371.0088, 2);
  });
});

describe("travel estimate: road factor and average speeds", () => {
  it("roads are ROAD_FACTOR times the straight line", () => {
    expect(travelEstimate(100).roadKm).toBeCloseTo(100 * ROAD_FACTOR, 9);
  });

  it("a short trip is driven at town speed (40 km/h)", () => {
    expect(travelEstimate(10).minutes).toBe(18); // 12 km at 40 km/h
  });

  it("a long trip adds main roads (70 km/h) and motorways (105 km/h)", () => {
    // 392 km → 470.4 km of road: 20 km at 40, 80 km at 70, 370.4 km at 105 → 5 h 10 min.
    expect(travelEstimate(392).minutes).toBe(310);
  });

  it("grows with the distance", () => {
    const times = [1, 10, 50, 200, 1000].map((km) => travelEstimate(km).minutes);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe("formatting", () => {
  it("metres under a kilometre, one decimal under 100 km, whole kilometres beyond", () => {
    expect(formatKm(0.85)).toBe("850 m");
    expect(formatKm(12.44)).toBe("12.4 km");
    expect(formatKm(392.3)).toBe("392 km");
    expect(formatKm(1234.5)).toBe("1,235 km");
  });

  it("miles", () => {
    expect(formatMiles(392)).toBe("244 mi");
    expect(formatMiles(12.4)).toBe("7.7 mi");
  });

  it("durations", () => {
    expect(formatDuration(0.2)).toBe("1 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(120)).toBe("2 h");
    expect(formatDuration(317)).toBe("5 h 17 min");
  });
});
