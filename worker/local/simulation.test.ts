import { describe, expect, it } from "vitest";
import { parsePosition, requestSimulation } from "./simulation.ts";

function requestWith(init: { cf?: object; headers?: Record<string, string>; url?: string }): Request {
  const request = new Request(init.url ?? "http://localhost:8787/pricing", { headers: init.headers });
  if (init.cf) Object.defineProperty(request, "cf", { value: init.cf });
  return request;
}

describe("local simulation of the visitor's country", () => {
  it("takes the header, then the query parameter, then CF-IPCountry, and ignores the placeholder cf", () => {
    const placeholder = { country: "US" };
    expect(requestSimulation.country(requestWith({ cf: placeholder, headers: { "X-Simulate-Country": "gb" } }))).toBe(
      "GB",
    );
    expect(
      requestSimulation.country(requestWith({ cf: placeholder, url: "http://localhost/?simulate_country=FR" })),
    ).toBe("FR");
    expect(requestSimulation.country(requestWith({ cf: placeholder, headers: { "CF-IPCountry": "de" } }))).toBe("DE");
    expect(requestSimulation.country(requestWith({ cf: placeholder }))).toBeNull();
  });

  it("a page's later calls read the simulated country and position from its session cookie", () => {
    const headers = { cookie: "other=1; locus_simulate_country=GB; locus_simulate_position=51.5%2C-0.12" };
    expect(requestSimulation.country(requestWith({ headers }))).toBe("GB");
    expect(requestSimulation.position(requestWith({ headers }))).toEqual({ latitude: 51.5, longitude: -0.12 });
    // The query parameter still wins.
    expect(requestSimulation.country(requestWith({ headers, url: "http://localhost/?simulate_country=FR" }))).toBe(
      "FR",
    );
  });
});

describe("local simulation of the visitor's position", () => {
  it("positions parse as lat,lng within range", () => {
    expect(parsePosition("-33.86, 151.2")).toEqual({ latitude: -33.86, longitude: 151.2 });
    expect(parsePosition("151.2,-33.86")).toBeNull();
    expect(parsePosition("1 2")).toBeNull();
    expect(parsePosition(`1.${"1".repeat(13)},2`)).toBeNull();
  });

  it("none asked for, a position, or a message naming the parameter", () => {
    expect(requestSimulation.position(requestWith({}))).toBeNull();
    expect(requestSimulation.position(requestWith({ headers: { "X-Simulate-Position": "51.5, -0.12" } }))).toEqual({
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(requestSimulation.position(requestWith({ url: "http://localhost/?simulate_position=here" }))).toEqual({
      error: "simulate_position must be two numbers: lat,lng",
    });
  });
});
