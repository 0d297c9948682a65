import { describe, expect, it } from "vitest";
import {
  checkoutErrors,
  deliveryLabel,
  EMPTY_ADDRESS,
  FR_MESSAGES,
  isFrenchPostcode,
  UK_MESSAGES,
} from "./checkout-rules.ts";
import { POSTCODE_AREAS } from "./uk-postcode-areas.ts";
import { readUkPostcode, UK_POSTCODE_MESSAGES } from "./uk-postcode.ts";

describe("UK postcodes: an outward and an inward part (docs/demos.md)", () => {
  it("normalises case and spacing and names the area's post town", () => {
    expect(readUkPostcode("sw1a2aa")).toEqual({
      ok: true,
      postcode: "SW1A 2AA",
      area: "SW",
      areaName: "London",
      postTown: "London",
    });
    expect(readUkPostcode(" M4 1la ")).toMatchObject({ postcode: "M4 1LA", postTown: "Manchester" });
    expect(readUkPostcode("EH6 5EQ")).toMatchObject({ postTown: "Edinburgh" });
  });

  it("an area named after a region fills no town", () => {
    expect(readUkPostcode("TS1 1AA")).toMatchObject({ ok: true, areaName: "Cleveland", postTown: null });
  });

  it("says what is wrong: empty, only the outward part, not a postcode, no such area", () => {
    expect(readUkPostcode("")).toEqual({ ok: false, message: UK_POSTCODE_MESSAGES.empty });
    expect(readUkPostcode("SW1A")).toEqual({ ok: false, message: UK_POSTCODE_MESSAGES.outwardOnly });
    expect(readUkPostcode("12345")).toEqual({ ok: false, message: UK_POSTCODE_MESSAGES.invalid });
    expect(readUkPostcode("QQ1 1AA")).toEqual({ ok: false, message: UK_POSTCODE_MESSAGES.unknownArea });
  });

  it("knows the 124 geographic areas (Great Britain, Northern Ireland and the Crown Dependencies)", () => {
    expect(Object.keys(POSTCODE_AREAS)).toHaveLength(124);
  });
});

describe("French postcodes: five digits", () => {
  it("accepts mainland, Corsican and overseas codes", () => {
    for (const code of ["75002", "01400", "20000", "97400"]) expect(isFrenchPostcode(code)).toBe(true);
  });

  it("refuses the rest", () => {
    for (const code of ["7500", "750021", "00100", "99000", "7500A", ""]) expect(isFrenchPostcode(code)).toBe(false);
  });
});

describe("checkout fields to correct", () => {
  it("France: street, 5-digit postcode and town, in French", () => {
    expect(checkoutErrors("FR", EMPTY_ADDRESS)).toEqual({
      line1: FR_MESSAGES.line1,
      postcode: FR_MESSAGES.postcode,
      city: FR_MESSAGES.city,
    });
    expect(
      checkoutErrors("FR", { ...EMPTY_ADDRESS, line1: "12 rue de la Paix", city: "Paris", postcode: "75002" }),
    ).toEqual({});
  });

  it("UK: first line, town and a full postcode", () => {
    expect(checkoutErrors("GB", EMPTY_ADDRESS)).toEqual({
      line1: UK_MESSAGES.line1,
      city: UK_MESSAGES.city,
      postcode: UK_POSTCODE_MESSAGES.empty,
    });
    expect(
      checkoutErrors("GB", { ...EMPTY_ADDRESS, line1: "10 Downing Street", city: "London", postcode: "sw1a 2aa" }),
    ).toEqual({});
  });
});

describe("delivery labels in each country's postal order", () => {
  it("France: postcode then the town in capitals, the country last", () => {
    expect(
      deliveryLabel("FR", { ...EMPTY_ADDRESS, line1: "12 rue de la Paix", city: "Paris", postcode: "75002" }),
    ).toEqual(["12 rue de la Paix", "75002 PARIS", "FRANCE"]);
  });

  it("UK: the post town in capitals, the postcode on its own line, normalised", () => {
    expect(
      deliveryLabel("GB", {
        ...EMPTY_ADDRESS,
        line1: "10 Downing Street",
        line2: "Westminster",
        city: "London",
        postcode: "sw1a2aa",
      }),
    ).toEqual(["10 Downing Street", "Westminster", "LONDON", "SW1A 2AA", "UNITED KINGDOM"]);
  });
});
