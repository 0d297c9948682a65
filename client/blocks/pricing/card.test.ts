import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { cardDisplay } from "./card-display.ts";
import { pricingCardSchema } from "./card-schema.ts";

const issues = (input: object) =>
  v.safeParse(pricingCardSchema, input).issues?.map((i) => [v.getDotPath(i), i.message]);

describe("pricing card (docs/pricing.md)", () => {
  it("defaults: currency euros, display default, plan free (docs/pricing.md)", () => {
    const card = v.parse(pricingCardSchema, { header: "Free", price: 0 });
    expect([card.currency, card.priceDisplay, card.utmPlan, card.oneLineStyle]).toEqual([
      "euros",
      "default",
      "free",
      false,
    ]);
  });

  it('a geolocated card without a currency\'s price: "Missing prices:" and the missing symbols', () => {
    expect(issues({ header: "Pro", priceDisplay: "geolocated", priceEuros: 49 })).toEqual([
      ["priceDollars", "Missing prices: $, £"],
    ]);
    expect(issues({ header: "Pro", priceDisplay: "geolocated", priceEuros: 49, priceDollars: 55 })).toEqual([
      ["pricePounds", "Missing prices: £"],
    ]);
    expect(issues({ header: "Pro", priceDisplay: "geolocated" })).toEqual([["priceEuros", "Missing prices: €, $, £"]]);
    expect(
      issues({ header: "Pro", priceDisplay: "geolocated", priceEuros: 49, priceDollars: 55, pricePounds: 42 }),
    ).toBeUndefined();
  });

  it("a default card needs a number, a text card a text", () => {
    expect(issues({ header: "Free", price: "free" })).toEqual([
      ["price", "price must be a number when priceDisplay is default"],
    ]);
    expect(issues({ header: "Enterprise", priceDisplay: "text" })).toEqual([
      ["price", "price must be a text when priceDisplay is text"],
    ]);
    expect(issues({ header: "Enterprise", priceDisplay: "text", price: "Custom" })).toBeUndefined();
  });

  it("only the spec's options for display, currency and plan", () => {
    expect(issues({ header: "X", price: 1, priceDisplay: "auto" })?.[0]?.[1]).toBe(
      "priceDisplay must be one of default, geolocated, text",
    );
    expect(issues({ header: "X", price: 1, currency: "yen" })?.[0]?.[1]).toBe(
      "currency must be one of euros, dollars, pounds",
    );
    expect(issues({ header: "X", price: 1, utmPlan: "aws" })?.[0]?.[1]).toBe(
      "utmPlan must be one of free, pro, enterprise",
    );
  });
});

describe("what a card shows", () => {
  const geolocated = v.parse(pricingCardSchema, {
    header: "Pro",
    priceDisplay: "geolocated",
    priceEuros: 49,
    priceDollars: 55,
    pricePounds: 42,
    amount: "100,000",
    unit: "credits a month",
    amountPounds: "100,000",
    unitPounds: "credits a month (UK data centre)",
  });

  it("a geolocated card: the visitor's currency, and that currency's amount and unit when given", () => {
    expect(cardDisplay(geolocated, "pounds")).toEqual({
      price: "£42",
      currency: "pounds",
      amount: "100,000",
      unit: "credits a month (UK data centre)",
    });
    expect(cardDisplay(geolocated, "dollars")).toEqual({
      price: "$55",
      currency: "dollars",
      amount: "100,000",
      unit: "credits a month",
    });
  });

  it("a default card: its own currency whatever the visitor's", () => {
    const card = v.parse(pricingCardSchema, { header: "Free", price: 0, currency: "pounds" });
    expect(cardDisplay(card, "dollars")).toMatchObject({ price: "£0", currency: "pounds" });
    expect(cardDisplay(v.parse(pricingCardSchema, { header: "Free", price: 0 }), "dollars").price).toBe("€0");
  });

  it("a text card: the text as written", () => {
    const card = v.parse(pricingCardSchema, { header: "Enterprise", priceDisplay: "text", price: "Custom" });
    expect(cardDisplay(card, "pounds")).toMatchObject({ price: "Custom", currency: null });
  });
});
