import { describe, expect, it } from "vitest";
import { noSuggestionsMessage, postcodeCountry } from "./messages.ts";

describe("what the tools say when nothing matched", () => {
  it("a postcode in its country's format is named as one (maintained formats, postcode-validator)", () => {
    expect(postcodeCountry("SW1A 1AA", "GB")).toBe("GB");
    expect(postcodeCountry("D02 X285", "IE")).toBe("IE");
    expect(postcodeCountry("10117", "DE")).toBe("DE");
    expect(postcodeCountry("SW1A 1AA", null)).toBe("GB");
    expect(postcodeCountry("London", "GB")).toBeNull();
  });

  it("with the embedded data, a postcode it cannot hold is said so, with what to do instead", () => {
    expect(noSuggestionsMessage("SW1A 1AA", "GB", true)).toBe(
      "“SW1A 1AA” looks like a UK postcode. The open data built into this site has postcodes only for the United States and France, so it cannot look this one up: type the town instead. A configured Localities API finds every UK postcode.",
    );
    expect(noSuggestionsMessage("D02 X285", "IE", true)).toContain("looks like an Eircode");
  });

  it("a postcode of a country with data, or any postcode with a configured API, is simply not found", () => {
    expect(noSuggestionsMessage("75999", "FR", true)).toBe(
      "No place has the postcode “75999” in our data for France. Check the code, or type the town instead.",
    );
    expect(noSuggestionsMessage("SW1A 1AA", "GB", false)).toContain("No place has the postcode");
  });

  it("other text: no matches, in the chosen country", () => {
    expect(noSuggestionsMessage("Xyzzy", "IE", true)).toBe(
      "No matches for “Xyzzy” in Ireland. Check the spelling, try the town or a postcode, or choose another country.",
    );
  });
});
