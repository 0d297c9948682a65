import { describe, expect, it } from "vitest";
import { EMBEDDED_CAPABILITIES, STREET_LEVEL_CAPABILITIES } from "../../client/localities/capabilities.ts";
import { EIRCODE_NOTICE } from "../../client/tools/notices.ts";
import { brokenPromises } from "./tool-promises.ts";

const rules = (text: string, street = false) =>
  brokenPromises(text, street ? STREET_LEVEL_CAPABILITIES : EMBEDDED_CAPABILITIES).map((b) => b.rule);

describe("a tool page promises only what the provider declares (docs/tools.md)", () => {
  it("an invitation to type a house number or a street fails without street-level data, not with it", () => {
    expect(rules("Type the house number and the street name.")).toEqual(["streets"]);
    expect(rules("Start typing an address, for example a house number and a street.")).toEqual(["streets"]);
    expect(rules("Type the house number and the street name.", true)).toEqual([]);
  });

  it("an invitation to type a full Eircode or find a full UK postcode fails; their first part does not", () => {
    expect(rules("To go the other way, type an Eircode: the suggestion shows its address.")).toEqual(["full-eircode"]);
    expect(rules("Type an Eircode (D02 X285) or its routing key (D02).")).toEqual([]);
    expect(rules("The postcode field shows the full postcode, ready to copy.")).toEqual(["uk-unit"]);
    expect(rules("Type a UK postcode in full (SW1A 1AA): the suggestion is its postcode area.")).toEqual([]);
    expect(rules("To go the other way, type an Eircode.", true)).toEqual([]);
  });

  it("single words of an article are not invitations, and the spec's verbatim notice is left out", () => {
    expect(rules("A postcode covers one side of a street. Roads change names.")).toEqual([]);
    expect(rules(EIRCODE_NOTICE)).toEqual([]);
  });

  it("words for developers fail on every deployment", () => {
    expect(rules("Data via the zipcodes package.", true)).toEqual(["internal"]);
    expect(rules("A configured Localities API finds it.")).toEqual(["internal"]);
    expect(rules("When no tile server is set, in a test environment the map is plain.")).toEqual(["internal"]);
    expect(rules("Local preview: see this page as a visitor from France.")).toEqual(["internal"]);
    expect(rules("Please deliver the package to the back door.")).toEqual([]);
  });
});
