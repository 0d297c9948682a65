import { describe, expect, it } from "vitest";
import { headline } from "./location-headline.ts";
import type { LocationAnswer } from "./location-answer.ts";

const fields = { country: "United Kingdom", countryCode: "GB", postcodes: [] } as unknown as LocationAnswer["fields"];

describe("the location tools' first line (docs/tools.md)", () => {
  it("the country tool: the position's country, else the network's (said so), else Country: NA", () => {
    expect(headline("country", { fields, zip: null, plusFour: null }, "FR")?.text).toBe("Country: United Kingdom");
    const network = headline("country", null, "GB");
    expect(network?.text).toBe("Country: United Kingdom");
    expect(network?.words).toContain("From your network's location");
    expect(headline("country", null, null)?.text).toBe("Country: NA");
  });

  it("the ZIP tools: the ZIP code, ZIP+4 only when the data carries it, Zip Code: NA with the reason", () => {
    const us = { ...fields, country: "United States", countryCode: "US" } as LocationAnswer["fields"];
    expect(headline("zip", { fields: us, zip: "10007", plusFour: null }, null)?.text).toBe("Zip Code: 10007");
    expect(headline("zip4", { fields: us, zip: "10007", plusFour: "1234" }, null)?.copy).toBe("10007-1234");
    expect(headline("zip4", { fields: us, zip: "10007", plusFour: null }, null)?.text).toContain("not in our data");
    const abroad = headline("zip", { fields, zip: null, plusFour: null }, null);
    expect(abroad?.text).toBe("Zip Code: NA");
    expect(abroad?.words).toContain("your position is in United Kingdom");
    expect(headline("address", null, null)).toBeNull();
  });
});
