import { describe, expect, it } from "vitest";
import { CURRENCY_SYMBOLS, formatPrice } from "./currency.ts";
import { geolocatedPricesProblem, missingPrices, missingPricesMessage } from "./price-rules.ts";

describe("currency symbols (docs/pricing.md: euros, dollars, pounds)", () => {
  it("€ for euros, $ for dollars, £ for pounds", () => {
    expect(CURRENCY_SYMBOLS).toEqual({ euros: "€", dollars: "$", pounds: "£" });
  });

  it("prices show the symbol first, whole amounts without decimals and others with two", () => {
    expect(formatPrice(49, "euros")).toBe("€49");
    expect(formatPrice(55, "dollars")).toBe("$55");
    expect(formatPrice(1290, "pounds")).toBe("£1,290");
    expect(formatPrice(0.6, "euros")).toBe("€0.60");
    expect(formatPrice(70.125, "dollars")).toBe("$70.13");
    expect(formatPrice(0, "pounds")).toBe("£0");
  });
});

describe('"Missing prices:" followed by the missing currency symbols (docs/pricing.md)', () => {
  it("names nothing when all three prices are there, zero included", () => {
    expect(missingPrices({ euros: 0, dollars: 0, pounds: 0 })).toEqual([]);
    expect(geolocatedPricesProblem({ euros: 49, dollars: 55, pounds: 42 })).toBeNull();
  });

  it("lists each missing currency's symbol in site order", () => {
    expect(geolocatedPricesProblem({ euros: 49 })).toBe("Missing prices: $, £");
    expect(geolocatedPricesProblem({ dollars: 55 })).toBe("Missing prices: €, £");
    expect(geolocatedPricesProblem({ euros: 49, dollars: 55 })).toBe("Missing prices: £");
    expect(geolocatedPricesProblem({})).toBe("Missing prices: €, $, £");
  });

  it("a null or non-finite price counts as missing", () => {
    expect(missingPrices({ euros: null, dollars: Number.NaN, pounds: 42 })).toEqual(["euros", "dollars"]);
  });

  it("the message starts with the spec's words verbatim", () => {
    expect(missingPricesMessage(["pounds"])).toMatch(/^Missing prices: /);
  });
});
