import { describe, expect, it } from "vitest";
import { EMBEDDED_CAPABILITIES, STREET_LEVEL_CAPABILITIES } from "../localities/capabilities.ts";
import { noSuggestionsMessage, postcodeCountry } from "./messages.ts";

describe("what the tools say when nothing matched", () => {
  it("a postcode in its country's format is named as one (maintained formats, postcode-validator)", () => {
    expect(postcodeCountry("SW1A 1AA", "GB")).toBe("GB");
    expect(postcodeCountry("D02 X285", "IE")).toBe("IE");
    expect(postcodeCountry("10117", "DE")).toBe("DE");
    expect(postcodeCountry("SW1A 1AA", null)).toBe("GB");
    expect(postcodeCountry("London", "GB")).toBeNull();
  });

  it("a postcode of a country whose postcodes this deployment lacks is said so, with what to do instead", () => {
    expect(noSuggestionsMessage("10117", "DE", EMBEDDED_CAPABILITIES)).toBe(
      "“10117” looks like a postcode of Germany. The open data built into this site has no postcodes of Germany, so it cannot look this one up: type the town instead. The Localities API finds every postcode of Germany.",
    );
  });

  it("a postcode of a country with data (in full or by its first part) is simply not found", () => {
    expect(noSuggestionsMessage("75999", "FR", EMBEDDED_CAPABILITIES)).toBe(
      "No place has the postcode “75999” in our data for France. Check the code, or type the town instead.",
    );
    expect(noSuggestionsMessage("SW1A 1AA", "GB", EMBEDDED_CAPABILITIES)).toContain("No place has the postcode");
    expect(noSuggestionsMessage("10117", "DE", STREET_LEVEL_CAPABILITIES)).toContain("No place has the postcode");
  });

  it("other text: no matches, in the chosen country", () => {
    expect(noSuggestionsMessage("Xyzzy", "IE", EMBEDDED_CAPABILITIES)).toBe(
      "No matches for “Xyzzy” in Ireland. Check the spelling, try the town or a postcode, or choose another country.",
    );
  });
});

describe("docs/languages.md: the same states in the page's language", () => {
  it("German words and German country names", async () => {
    const { CATALOGUES } = await import("../i18n/catalogue.ts");
    const words = {
      texts: CATALOGUES.de.tools,
      countryName: (code: string) => ({ IE: "Irland", DE: "Deutschland" })[code] ?? null,
    };
    expect(noSuggestionsMessage("Xyzzy", "IE", EMBEDDED_CAPABILITIES, words)).toBe(
      "Keine Treffer für „Xyzzy“ in Irland. Prüfen Sie die Schreibweise, versuchen Sie es mit dem Ort oder einer Postleitzahl, oder wählen Sie ein anderes Land.",
    );
    expect(noSuggestionsMessage("10117", "DE", EMBEDDED_CAPABILITIES, words)).toContain(
      "„10117“ sieht aus wie eine Postleitzahl für Deutschland.",
    );
  });
});
