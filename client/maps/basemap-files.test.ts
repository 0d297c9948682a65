import { describe, expect, it } from "vitest";
import { LABEL_KIND, labelPriority, labelRank } from "./basemap-files.ts";

const town = (population: number, capital = false) =>
  [capital ? LABEL_KIND.capital : LABEL_KIND.town, labelRank(population)] as const;
const priority = ([kind, rank]: readonly [0 | 1 | 2, number]) => labelPriority({ 4: kind, 5: rank });

describe("which place names win where they would collide (docs/maps.md)", () => {
  it("capitals and large cities before small towns: Madrid and Rome before Andorra la Vella", () => {
    const madrid = priority(town(3_255_944, true));
    const rome = priority(town(2_318_895, true));
    const andorra = priority(town(20_430, true));
    const barcelona = priority(town(1_620_343));
    expect(madrid).toBeGreaterThan(andorra);
    expect(rome).toBeGreaterThan(andorra);
    expect(barcelona).toBeGreaterThan(andorra);
    // A small capital still comes before a town of its size.
    expect(priority(town(20_000, true))).toBeGreaterThan(priority(town(20_000)));
  });

  it("countries first while their names show", () => {
    expect(labelPriority({ 4: LABEL_KIND.country, 5: 0 })).toBeGreaterThan(priority(town(30_000_000, true)));
  });
});
