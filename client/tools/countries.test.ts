import { describe, expect, it } from "vitest";
import { COUNTRIES, countryCode, countryName } from "./countries.ts";

describe("docs/leads.md: the English country list by the names visitors look for", () => {
  it("common names, not the formal ones", () => {
    const names = COUNTRIES.map((c) => c.name);
    for (const name of ["China", "Iran", "Taiwan", "Russia", "South Korea", "United States", "United Kingdom", "Laos"])
      expect(names).toContain(name);
    for (const name of ["People's Republic of China", "Taiwan, Province of China", "Islamic Republic of Iran"])
      expect(names).not.toContain(name);
    expect(countryName("TW")).toBe("Taiwan");
  });

  it("one name per country, in alphabetical order", () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(COUNTRIES.length).toBeGreaterThan(240);
  });

  it("any English name finds its code, the common and the formal one alike", () => {
    expect(countryCode("Taiwan")).toBe("TW");
    expect(countryCode("Taiwan, Province of China")).toBe("TW");
    expect(countryCode(" germany ")).toBe("DE");
    expect(countryCode("Narnia")).toBeNull();
  });
});
