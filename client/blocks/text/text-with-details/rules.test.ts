import { describe, expect, it } from "vitest";
import { articleButton, detailsCurrency, detailsFor, missingCurrencyDetails } from "./rules.ts";

const item = { textByCurrency: true, details: "plain", detailsEuros: "€", detailsDollars: "$", detailsPounds: "£" };

describe("Text With Details currency (docs/section-library.md)", () => {
  it("the editor's currency choice applies in edit mode", () => {
    expect(detailsCurrency("edit", "pounds", "dollars")).toBe("pounds");
  });

  it("visitors (and the preview) get the currency chosen from their country", () => {
    expect(detailsCurrency("visitor", "pounds", "dollars")).toBe("dollars");
    expect(detailsCurrency(undefined, "pounds", "euros")).toBe("euros");
    expect(detailsCurrency("preview", "pounds", "dollars")).toBe("dollars");
  });

  it("with the text-by-currency option on, the matching details field shows", () => {
    expect(detailsFor(item, "euros")).toBe("€");
    expect(detailsFor(item, "dollars")).toBe("$");
    expect(detailsFor(item, "pounds")).toBe("£");
  });

  it("with the option off, the plain details field shows", () => {
    expect(detailsFor({ ...item, textByCurrency: false }, "pounds")).toBe("plain");
  });

  it("names the currency fields missing while the option is on", () => {
    expect(missingCurrencyDetails({ textByCurrency: true, detailsEuros: "€" })).toEqual([
      "detailsDollars",
      "detailsPounds",
    ]);
    expect(missingCurrencyDetails({ textByCurrency: false })).toEqual([]);
  });
});

describe("article link button (docs/section-library.md)", () => {
  it("an icon plus label are both required to display the button", () => {
    expect(articleButton({ articleIcon: "documentation", articleLabel: "Documentation", url: "/docs" })).toEqual({
      icon: "documentation",
      label: "Documentation",
      url: "/docs",
    });
    expect(articleButton({ articleIcon: "", articleLabel: "Documentation", url: "/docs" })).toBeNull();
    expect(articleButton({ articleIcon: "documentation", articleLabel: "  ", url: "/docs" })).toBeNull();
  });

  it("a button with nowhere to go is not shown", () => {
    expect(articleButton({ articleIcon: "documentation", articleLabel: "Documentation" })).toBeNull();
  });
});
