import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pageSchema } from "../../client/content/page-schema.ts";
import { illustrationFor } from "./page-pictures.ts";
import { localisedPlaceLine } from "./picture-words.ts";

const page = (type: string, slug: string, language: string, translations: unknown[] = []) =>
  v.parse(pageSchema, {
    name: slug,
    type,
    slug,
    language,
    translations,
    status: "PUBLISHED",
    meta: { title: "T", description: "D" },
    blocks: [{ type: "hero", props: { title: "T" } }],
  });

describe("docs/images.md: a German or French page shows its picture with words in its language", () => {
  it("names the country of a suggestion in the page's language", () => {
    expect(localisedPlaceLine("IL, United States", "de")).toBe("IL, Vereinigte Staaten");
    expect(localisedPlaceLine("10117 Berlin, Germany", "fr")).toBe("10117 Berlin, Allemagne");
    expect(localisedPlaceLine("Auvergne-Rhône-Alpes, France", "en")).toBe("Auvergne-Rhône-Alpes, France");
  });

  it("leaves a line whose last part is no country as it is", () => {
    expect(localisedPlaceLine("Somewhere, Atlantis", "de")).toBe("Somewhere, Atlantis");
  });

  it("a translated product page takes its English page's picture, in its own language", () => {
    const drawn = illustrationFor(page("pageProduct", "karten", "de", [{ language: "en", slug: "map" }]));
    expect(drawn?.illustration.name).toBe("product-map");
    expect(drawn?.language).toBe("de");
  });

  it("the German home page is drawn as the home page; a picture without words stays English", () => {
    expect(
      illustrationFor(page("page", "startseite", "de", [{ language: "en", slug: "home" }]))?.illustration.name,
    ).toBe("home");
    expect(illustrationFor(page("pageProduct", "indoor", "fr", [{ language: "en", slug: "indoor" }]))?.language).toBe(
      "en",
    );
  });
});
