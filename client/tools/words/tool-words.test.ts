import { describe, expect, it } from "vitest";
import { EMBEDDED_CAPABILITIES } from "../../localities/capabilities.ts";
import { countriesIn } from "../countries-in.ts";
import { noSuggestionsMessage } from "../messages.ts";
import { toolWords } from "./tool-words.ts";

const english = (code: string) => code;

describe("docs/demos.md: a demo on a German or French page speaks its language", () => {
  it("says why nothing matched in German and French, with the country named in the language", () => {
    expect(noSuggestionsMessage("10117", "DE", EMBEDDED_CAPABILITIES, "de")).toContain(
      "„10117“ sieht aus wie eine Postleitzahl aus Deutschland",
    );
    expect(noSuggestionsMessage("Xyzzy", "IE", EMBEDDED_CAPABILITIES, "fr")).toBe(
      "Aucun résultat pour « Xyzzy » (Irlande). Vérifiez l’orthographe, essayez la ville ou un code postal, ou choisissez un autre pays.",
    );
  });

  it("English is the tools' own wording", () => {
    expect(noSuggestionsMessage("Xyzzy", "IE", EMBEDDED_CAPABILITIES)).toBe(
      "No matches for “Xyzzy” in Ireland. Check the spelling, try the town or a postcode, or choose another country.",
    );
  });

  it("positions carry their language's labels", () => {
    const position = { lat: 52.52, lng: 13.405 };
    expect(toolWords("en", english).latLng(position)).toBe("Lat: 52.52 / Long: 13.405");
    expect(toolWords("de", english).latLng(position)).toBe("Breite: 52.52 / Länge: 13.405");
    expect(toolWords("fr", english).latLng(null)).toBe("Lat. : NA / Long. : NA");
  });

  it("counts suggestions with the language's plural", () => {
    expect(toolWords("de", english).suggestionCount(1)).toBe("1 Vorschlag");
    expect(toolWords("de", english).suggestionCount(3)).toBe("3 Vorschläge");
    expect(toolWords("fr", english).suggestionCount(0)).toBe("0 suggestion");
  });
});

describe("the demos' countries in the page's language", () => {
  it("German and French names, sorted as the language sorts; none for English", () => {
    const de = countriesIn("de") ?? [];
    expect(de.find((c) => c.code === "DE")?.name).toBe("Deutschland");
    expect(de.find((c) => c.code === "CN")?.name).toBe("China");
    expect(de.findIndex((c) => c.code === "EG")).toBeLessThan(de.findIndex((c) => c.code === "AL"));
    expect(countriesIn("fr")?.find((c) => c.code === "DE")?.name).toBe("Allemagne");
    expect(countriesIn("en")).toBeNull();
  });
});
