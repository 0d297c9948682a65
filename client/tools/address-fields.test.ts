import { describe, expect, it } from "vitest";
import type { DetailsResult, GeocodeResult } from "../localities/api-types.ts";
import { addressFields, coordinatesLine, coordinatesText, postcodeLabel } from "./address-fields.ts";
import { otherTools, relatedProducts, TOOL_SLUGS } from "./tools.ts";

const rooftop: DetailsResult = {
  public_id: "abc",
  formatted_address: "10 Downing Street, London SW1A 2AA, United Kingdom",
  address_components: [
    { long_name: "10", short_name: "10", types: ["street_number"] },
    { long_name: "Downing Street", short_name: "Downing St", types: ["route"] },
    { long_name: "SW1A 2AA", short_name: "SW1A 2AA", types: ["postal_code"] },
    { long_name: "London", short_name: "London", types: ["locality"] },
    { long_name: "England", short_name: "ENG", types: ["administrative_area_level_1"] },
    { long_name: "United Kingdom", short_name: "GB", types: ["country"] },
  ],
  geometry: { location: { lat: 51.50336, lng: -0.12762 }, accuracy: "ROOFTOP" },
  types: ["address"],
};

const town: GeocodeResult = {
  public_id: "city:1",
  formatted_address: "Beverly Hills, CA, United States",
  address_components: [
    { long_name: ["90209", "90210"], short_name: ["90209", "90210"], types: ["postal_codes"] },
    { long_name: "Beverly Hills", short_name: "Beverly Hills", types: ["locality"] },
    { long_name: "California", short_name: "CA", types: ["administrative_area_level_1"] },
    { long_name: "United States", short_name: "US", types: ["country"] },
  ],
  geometry: { location: { lat: 34.0901, lng: -118.4065 }, location_type: "APPROXIMATE" },
  types: ["locality"],
};

describe("address tools' results panel (docs/tools.md)", () => {
  it("reads number, street, postcode, city, state short name and country", () => {
    expect(addressFields(rooftop)).toMatchObject({
      number: "10",
      street: "Downing Street",
      postcodes: ["SW1A 2AA"],
      city: "London",
      state: "ENG",
      country: "United Kingdom",
      countryCode: "GB",
      precision: "ROOFTOP",
      placeId: "abc",
    });
  });

  it("Geocode Precision is shown only when the accuracy is ROOFTOP", () => {
    expect(addressFields(town).precision).toBeNull();
    expect(addressFields(town).accuracy).toBe("APPROXIMATE");
  });

  it("a list of postal codes is kept as a list", () => {
    expect(addressFields(town)).toMatchObject({ postcodes: ["90209", "90210"], number: null, street: null });
  });

  it("the postcode label is ZIP Code for US, Eircode for IE and Postal Code otherwise", () => {
    expect(postcodeLabel("US")).toBe("ZIP Code");
    expect(postcodeLabel("IE")).toBe("Eircode");
    expect(postcodeLabel("GB")).toBe("Postal Code");
    expect(postcodeLabel(null)).toBe("Postal Code");
  });

  it("coordinates read lat, lng with six decimals", () => {
    expect(coordinatesText(addressFields(rooftop))).toBe("51.503360, -0.127620");
    expect(coordinatesLine(addressFields(rooftop))).toBe("Lat: 51.503360 / Long: -0.127620");
  });
});

describe("tool pages link to each other and to the related products", () => {
  it("there are 14 tools and each lists the 13 others", () => {
    expect(TOOL_SLUGS).toHaveLength(14);
    for (const slug of TOOL_SLUGS) expect(otherTools(slug).map((t) => t.href)).not.toContain(`/${slug}`);
    expect(otherTools("geocode-lookup")).toHaveLength(13);
  });

  it("Computing-related products: Localities and Map always, Geolocation on most pages", () => {
    expect(relatedProducts("zip-code-lookup").map((p) => p.href)).toEqual([
      "/products/localities",
      "/products/map",
      "/products/geolocation",
    ]);
    expect(relatedProducts("eircode-finder").map((p) => p.href)).toEqual(["/products/localities", "/products/map"]);
  });
});
