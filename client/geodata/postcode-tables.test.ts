import { describe, expect, it } from "vitest";
import { EIRCODE_ROUTING_KEYS, eircodeRoutingKey, routingKeyOf } from "./eircode-routing-keys.ts";
import { UK_POSTCODE_AREAS, ukPostcodeArea } from "./uk-postcode-areas.ts";

describe("the UK's postcode areas (docs/data-and-licences.md)", () => {
  it("124 geographic areas, each once, each with a name and a centre town or its own centre", () => {
    expect(UK_POSTCODE_AREAS).toHaveLength(124);
    expect(new Set(UK_POSTCODE_AREAS.map((a) => a.code)).size).toBe(124);
    for (const area of UK_POSTCODE_AREAS) {
      expect(area.code).toMatch(/^[A-Z]{1,2}$/);
      expect(area.centreTown || area.centre).toBeTruthy();
    }
  });

  it("London's eight areas share the post town London, each with a centre of its own", () => {
    const london = UK_POSTCODE_AREAS.filter((a) => a.postTown === "London");
    expect(london.map((a) => a.code).sort()).toEqual(["E", "EC", "N", "NW", "SE", "SW", "W", "WC"]);
    expect(new Set(london.map((a) => String(a.centre))).size).toBe(8);
    expect(ukPostcodeArea("sw")).toMatchObject({ name: "South West London", country: "GB" });
    expect(ukPostcodeArea("GY")).toMatchObject({ country: "GG" });
  });
});

describe("Ireland's Eircode routing keys", () => {
  it("139 keys, each once, Dublin's postal districts among them", () => {
    expect(EIRCODE_ROUTING_KEYS).toHaveLength(139);
    expect(new Set(EIRCODE_ROUTING_KEYS.map((k) => k.key)).size).toBe(139);
    expect(eircodeRoutingKey("D6W")).toMatchObject({ district: "Dublin 6W", postTown: "Dublin" });
    expect(eircodeRoutingKey("T12")).toMatchObject({ district: "Cork Southside", postTown: "Cork" });
  });

  it("an Eircode or a routing key as typed gives its key; other text gives none", () => {
    expect(routingKeyOf("D02 X285")).toBe("D02");
    expect(routingKeyOf("d02x285")).toBe("D02");
    expect(routingKeyOf("T12")).toBe("T12");
    expect(routingKeyOf("D6W PV38")).toBe("D6W");
    expect(routingKeyOf("B12 3AB")).toBeNull();
    expect(routingKeyOf("Dublin")).toBeNull();
  });
});
