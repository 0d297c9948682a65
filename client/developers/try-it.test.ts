import { describe, expect, it } from "vitest";
import { answerPlaces, answerSummary, type TryItFields, tryItPath } from "./try-it.ts";

const FIELDS: TryItFields = {
  input: "Lyon",
  types: "",
  components: "country:fr",
  public_id: "abc",
  latlng: "48.8584,2.2945",
  address: "Lyon",
  geocode: "reverse",
};

describe("the try-it panel's requests", () => {
  it("send only the fields of the chosen endpoint, and leave empty ones out", () => {
    expect(tryItPath("autocomplete", FIELDS)).toBe("/api/localities/autocomplete?input=Lyon&components=country:fr");
    expect(tryItPath("details", FIELDS)).toBe("/api/localities/details?public_id=abc");
    expect(tryItPath("geocode", FIELDS)).toBe("/api/localities/geocode?latlng=48.8584,2.2945");
    expect(tryItPath("geocode", { ...FIELDS, geocode: "forward" })).toBe(
      "/api/localities/geocode?address=Lyon&components=country:fr",
    );
  });

  it("read as a developer writes them: separators as they are, everything else encoded", () => {
    const path = tryItPath("autocomplete", {
      ...FIELDS,
      input: "Rue de la Paix & co/75",
      components: "country:gb|country:ie",
    });
    expect(path).toBe(
      "/api/localities/autocomplete?input=Rue%20de%20la%20Paix%20%26%20co%2F75&components=country:gb|country:ie",
    );
    const query = new URL(path, "https://example.com").searchParams;
    expect([query.get("input"), query.get("components")]).toEqual(["Rue de la Paix & co/75", "country:gb|country:ie"]);
  });

  it("check nothing themselves: an empty input goes as it is and the API says what is missing", () => {
    expect(tryItPath("autocomplete", { ...FIELDS, input: "  ", components: "" })).toBe("/api/localities/autocomplete");
  });

  it("offer the details of the places an answer lists", () => {
    expect(
      answerPlaces({ localities: [{ public_id: "a", description: "Lyon, France" }, { description: "no id" }] }),
    ).toEqual([{ publicId: "a", label: "Lyon, France" }]);
    expect(answerPlaces({ results: [{ public_id: "b", formatted_address: "Paris, France" }] })).toEqual([
      { publicId: "b", label: "Paris, France" },
    ]);
    expect(answerPlaces({ error: "input is required" })).toEqual([]);
    expect(answerPlaces(null)).toEqual([]);
  });

  it("sum an answer up in one line", () => {
    expect(answerSummary(200, { status: "OK", localities: [{}, {}] })).toBe("200 · OK · 2 suggestions");
    expect(answerSummary(200, { status: "ZERO_RESULTS", results: [] })).toBe("200 · ZERO_RESULTS · 0 results");
    expect(answerSummary(400, { error: "input is required" })).toBe("400 · input is required");
  });
});
