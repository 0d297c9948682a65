import { afterEach, describe, expect, it, vi } from "vitest";
import { isDemoName, unknownDemoMessage } from "./demo-names.ts";
import { logUnknownDemos } from "./unknown-demo-log.ts";

afterEach(() => vi.restoreAllMocks());

describe('an unknown demo product name: console only, "The demo {name} does not exists" (spec part 1 §8)', () => {
  it("the message is the spec's, verbatim", () => {
    expect(unknownDemoMessage("carousel3d")).toBe("The demo carousel3d does not exists");
  });

  it("the spec's ten names are known, others are not", () => {
    for (const name of ["address", "autocompleteAddress", "distance", "geolocation", "localities", "localities-checkout-fr", "localities-checkout-uk", "map", "stores", "none"]) {
      expect(isDemoName(name)).toBe(true);
    }
    expect(isDemoName("Map")).toBe(false);
    expect(isDemoName("checkout")).toBe(false);
  });

  it("the site script logs each marker the server rendered", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const markers = [{ dataset: { unknownDemo: "carousel3d" } }, { dataset: { unknownDemo: "maps" } }];
    logUnknownDemos({ querySelectorAll: () => markers } as unknown as ParentNode);
    expect(error.mock.calls).toEqual([["The demo carousel3d does not exists"], ["The demo maps does not exists"]]);
  });
});
