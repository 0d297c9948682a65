import { describe, expect, it } from "vitest";
import { chooseCurrency, EURO_COUNTRIES, parseCurrencyParam, POUND_COUNTRIES } from "./currency.ts";

describe("pricing currency order (docs/pricing.md)", () => {
  it("the currency query parameter wins over the country", () => {
    expect(chooseCurrency({ query: "dollars", country: "GB" })).toEqual({ currency: "dollars", source: "query" });
    expect(chooseCurrency({ query: "GBP", country: "US" })).toEqual({ currency: "pounds", source: "query" });
    expect(chooseCurrency({ query: "eur", country: "US" })).toEqual({ currency: "euros", source: "query" });
  });

  it("an unrecognised currency query value is ignored", () => {
    expect(chooseCurrency({ query: "yen", country: "GB" })).toEqual({ currency: "pounds", source: "country" });
    expect(parseCurrencyParam("")).toBeNull();
  });

  it("names of Object.prototype are not currencies (the query is looked up in a Map)", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"])
      expect(parseCurrencyParam(name), name).toBeNull();
    expect(chooseCurrency({ query: "__proto__", country: "GB" })).toEqual({ currency: "pounds", source: "country" });
  });

  it("pounds for GB, JE, GG, IM, GI and GS", () => {
    for (const country of ["GB", "JE", "GG", "IM", "GI", "GS"]) {
      expect(chooseCurrency({ query: null, country }).currency).toBe("pounds");
    }
    expect(POUND_COUNTRIES.size).toBe(6);
  });

  it("euros for the 21 euro-area countries: the original 19, Croatia (2023) and Bulgaria (2026)", () => {
    expect(EURO_COUNTRIES.size).toBe(21);
    expect(EURO_COUNTRIES.has("HR")).toBe(true);
    expect(EURO_COUNTRIES.has("BG")).toBe(true);
    for (const country of EURO_COUNTRIES) {
      expect(chooseCurrency({ query: null, country }).currency).toBe("euros");
    }
  });

  it("euros while the country is unknown", () => {
    expect(chooseCurrency({ query: null, country: null })).toEqual({ currency: "euros", source: "default" });
  });

  it("dollars for countries outside the pound and euro lists", () => {
    for (const country of ["US", "CA", "JP", "CH", "BR"]) {
      expect(chooseCurrency({ query: null, country }).currency).toBe("dollars");
    }
  });
});
