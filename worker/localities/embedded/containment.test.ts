import { describe, expect, it } from "vitest";
import { containingTown, containmentScore, MIN_REACH_KM, townForZip, townNameKey, townReachKm } from "./containment.ts";

describe("the town that contains a position", () => {
  it("a big town reaches farther than a small one, and no town reaches less than the floor", () => {
    expect(townReachKm(2_138_551)).toBeGreaterThan(5.5);
    expect(townReachKm(2_138_551)).toBeLessThan(7);
    expect(townReachKm(60_000)).toBeLessThan(townReachKm(2_138_551) / 3);
    expect(townReachKm(0)).toBe(MIN_REACH_KM);
  });

  it("a position inside a big city's reach is in that city, not in the nearer suburb (Eiffel Tower: Paris)", () => {
    const paris = { name: "Paris", population: 2_138_551, km: 4.2 };
    const neuilly = { name: "Neuilly-sur-Seine", population: 61_300, km: 3.4 };
    expect(containingTown([neuilly, paris])).toBe(paris);
  });

  it("a position at a suburb's own centre stays in the suburb", () => {
    const paris = { name: "Paris", population: 2_138_551, km: 8 };
    const saintDenis = { name: "Saint-Denis", population: 111_135, km: 1.3 };
    expect(containingTown([paris, saintDenis])).toBe(saintDenis);
    expect(containmentScore(1.3, 111_135)).toBeLessThan(1);
  });

  it("no candidates, no town", () => {
    expect(containingTown([])).toBeNull();
  });
});

describe("US rule: the ZIP code's own town wins", () => {
  it("picks the town the ZIP code is addressed to when it is a candidate", () => {
    const boston = { name: "Boston", population: 667_137, km: 4.1 };
    const brookline = { name: "Brookline", population: 58_732, km: 1.2 };
    expect(townForZip([brookline, boston], "Boston")).toBe(boston);
  });

  it("falls back to the containing town when no candidate has the ZIP code's name", () => {
    const nyc = { name: "New York City", population: 8_804_190, km: 4.3 };
    const hoboken = { name: "Hoboken", population: 53_635, km: 2.6 };
    expect(townForZip([hoboken, nyc], "New York")).toBe(nyc);
  });

  it("reads Saint and St. alike", () => {
    expect(townNameKey("St. Louis")).toBe(townNameKey("Saint Louis"));
  });
});
