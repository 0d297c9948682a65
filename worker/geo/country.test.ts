import { describe, expect, it } from "vitest";
import { normaliseCountry, visitorCountry } from "./country.ts";

function requestWith(init: { cf?: object; headers?: Record<string, string>; url?: string }): Request {
  const request = new Request(init.url ?? "https://www.locus.example/pricing", { headers: init.headers });
  if (init.cf) Object.defineProperty(request, "cf", { value: init.cf });
  return request;
}

describe("visitor country at the edge", () => {
  it("reads request.cf.country in production", () => {
    expect(visitorCountry(requestWith({ cf: { country: "GB" } }))).toBe("GB");
  });

  it("falls back to the CF-IPCountry header", () => {
    expect(visitorCountry(requestWith({ headers: { "CF-IPCountry": "fr" } }))).toBe("FR");
  });

  it("treats XX (unknown) and T1 (Tor) as no country", () => {
    expect(visitorCountry(requestWith({ cf: { country: "XX" } }))).toBeNull();
    expect(normaliseCountry("T1")).toBeNull();
    expect(normaliseCountry("USA")).toBeNull();
  });

  it("ignores simulation headers and parameters (they are the local entry's)", () => {
    const request = requestWith({
      cf: { country: "US" },
      headers: { "X-Simulate-Country": "GB" },
      url: "https://www.locus.example/pricing?simulate_country=FR",
    });
    expect(visitorCountry(request)).toBe("US");
  });
});
