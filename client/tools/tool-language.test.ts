import { describe, expect, it } from "vitest";
import { toolLanguage } from "./tool-language.server.ts";
import { ENGLISH_TOOLS, positionText, postcodeName } from "./tool-language.tsx";
import { CATALOGUES } from "../i18n/catalogue.ts";

const german = toolLanguage("de", CATALOGUES.de, undefined);
const french = toolLanguage("fr", CATALOGUES.fr, undefined);

describe("docs/languages.md: the demos write positions and postcodes the page's way", () => {
  it("English keeps the tools' own form, NA for a position not known", () => {
    expect(positionText(ENGLISH_TOOLS, { lat: 45.74846, lng: 4.84671 })).toBe("Lat: 45.74846 / Long: 4.84671");
    expect(positionText(ENGLISH_TOOLS, { lat: 51.5, lng: -0.12 })).toBe("Lat: 51.5 / Long: -0.12");
    expect(positionText(ENGLISH_TOOLS, { lat: -0.0000001, lng: 14 })).toBe("Lat: 0 / Long: 14");
    expect(positionText(ENGLISH_TOOLS, null)).toBe("Lat: NA / Long: NA");
  });

  it("German and French name latitude and longitude in their words", () => {
    expect(positionText(german, { lat: 52.52, lng: 13.405 })).toBe("Breite: 52.52 / Länge: 13.405");
    expect(positionText(french, { lat: 45.75, lng: 4.85 }, (v) => v.toFixed(2))).toBe(
      "Lat.\u00a0: 45.75 / Long.\u00a0: 4.85",
    );
  });

  it("the postcode row is named by the address's country, in the page's language", () => {
    expect(postcodeName(ENGLISH_TOOLS, "US")).toBe("ZIP Code");
    expect(postcodeName(ENGLISH_TOOLS, "IE")).toBe("Eircode");
    expect(postcodeName(ENGLISH_TOOLS, "FR")).toBe("Postal Code");
    expect(postcodeName(german, "FR")).toBe("Postleitzahl");
    expect(postcodeName(french, null)).toBe("Code postal");
  });
});
