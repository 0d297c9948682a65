import { describe, expect, it } from "vitest";
import { EMBEDDED_CAPABILITIES, STREET_LEVEL_CAPABILITIES } from "../../localities/capabilities.ts";
import { postcodeLine } from "./postcode-words.ts";

const paris = { city: "Paris", district: null, country: "France", countryCode: "FR", prefixes: [] };

describe("a result's postcode line, at the level the provider answers (docs/tools.md)", () => {
  it("one code is the answer, highlighted", () => {
    expect(postcodeLine({ ...paris, postcodes: ["78000"] }, EMBEDDED_CAPABILITIES)).toEqual({
      label: "Postal Code",
      value: "78000",
      words: null,
      single: true,
    });
  });

  it("a town with several codes lists some and says how to get one, unhighlighted", () => {
    const codes = Array.from({ length: 21 }, (_, i) => String(75001 + i));
    const line = postcodeLine({ ...paris, postcodes: codes }, EMBEDDED_CAPABILITIES);
    expect(line).toMatchObject({ value: "75001, 75002, 75003, 75004, 75005, 75006, …", single: false });
    expect(line.words).toBe("Paris has 21 postcodes. Type the first digits of a postcode to pick the one you need.");
  });

  it("a UK postcode area is labelled as an area, with the typed postcode placed in it, never as the full postcode", () => {
    const line = postcodeLine(
      {
        city: "London",
        district: "South West London",
        country: "United Kingdom",
        countryCode: "GB",
        postcodes: [],
        prefixes: ["SW"],
      },
      EMBEDDED_CAPABILITIES,
      "sw1a 1aa",
    );
    expect(line).toMatchObject({ label: "Postcode area", value: "SW", single: true });
    expect(line.words).toBe(
      "SW1A 1AA is in postcode area SW (South West London). The full postcode, which names a few addresses, is not in the open data built into this site; the Localities API answers it.",
    );
  });

  it("an Eircode routing key is labelled as a routing key, not an Eircode", () => {
    const fields = {
      city: "Dublin",
      district: "Dublin 2",
      country: "Ireland",
      countryCode: "IE",
      postcodes: [],
      prefixes: ["D02"],
    };
    const line = postcodeLine(fields, EMBEDDED_CAPABILITIES);
    expect(line.label).toBe("Eircode routing key");
    expect(line.words).toContain("The first three characters of every Eircode in Dublin 2.");
    const dublin = postcodeLine({ ...fields, district: null, prefixes: ["D01", "D02", "D03"] }, EMBEDDED_CAPABILITIES);
    expect(dublin).toMatchObject({ value: "D01, D02, D03", single: false });
  });

  it("no code: words true of this deployment (a country without postcodes here; a street-level API)", () => {
    const berlin = {
      city: "Berlin",
      district: null,
      country: "Germany",
      countryCode: "DE",
      postcodes: [],
      prefixes: [],
    };
    expect(postcodeLine(berlin, EMBEDDED_CAPABILITIES).words).toBe(
      "Postcodes of Germany are not in the open data built into this site; the Localities API answers them.",
    );
    expect(postcodeLine(berlin, STREET_LEVEL_CAPABILITIES).words).toBe(
      "No postcode is known for this result: add the street and number to get one.",
    );
    const town = { ...berlin, city: "Smallville", country: "United States", countryCode: "US" };
    expect(postcodeLine(town, EMBEDDED_CAPABILITIES).words).toBe(
      "No ZIP code in this data is named after Smallville. Type its ZIP code to see where it is.",
    );
  });
});
