import { describe, expect, it } from "vitest";
import { isDemoName, unknownDemoMessage } from "./demo-names.ts";

describe('an unknown demo product name: console only, "The demo {name} does not exists" (docs/demos.md)', () => {
  it("the message is the spec's, verbatim", () => {
    expect(unknownDemoMessage("carousel3d")).toBe("The demo carousel3d does not exists");
  });

  it("the spec's ten names are known, others are not (names are case-sensitive)", () => {
    for (const name of [
      "address",
      "autocompleteAddress",
      "distance",
      "geolocation",
      "localities",
      "localities-checkout-fr",
      "localities-checkout-uk",
      "map",
      "stores",
      "none",
    ]) {
      expect(isDemoName(name)).toBe(true);
    }
    expect(isDemoName("Map")).toBe(false);
    expect(isDemoName("checkout")).toBe(false);
  });
});
