import { describe, expect, it } from "vitest";
import { slugOf, typeOption } from "./create-page.tsx";

describe("docs/editor.md: the new page's type menu says where its pages live in the chosen language", () => {
  it("product and policy pages live under their language's prefix", () => {
    expect(typeOption("pageProduct", "en")).toBe("Product (/products/…)");
    expect(typeOption("pageProduct", "de")).toBe("Product (/produkte/…)");
    expect(typeOption("pagePolicy", "fr")).toBe("Policy (/juridique/…)");
  });

  it("root and layout types", () => {
    expect(typeOption("page", "de")).toBe("Page (at the root)");
    expect(typeOption("layout", "fr")).toBe("Layout (cards order; locked)");
  });
});

describe("a slug from a name", () => {
  it("drops accents and joins words", () => {
    expect(slugOf("Géolocalisation IP")).toBe("geolocalisation-ip");
  });
});
