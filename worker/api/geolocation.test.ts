import { describe, expect, it } from "vitest";
import { requestSimulation } from "../local/simulation.ts";
import { visitorGeolocation } from "./geolocation.ts";

function request(init: { cf?: object; headers?: Record<string, string>; url?: string } = {}): Request {
  const r = new Request(init.url ?? "https://www.locus.example/api/geolocation", { headers: init.headers });
  if (init.cf) Object.defineProperty(r, "cf", { value: init.cf });
  return r;
}

describe("the visitor's geolocation", () => {
  it("production: from request.cf, coordinates as numbers, empty fields left out", () => {
    const answer = visitorGeolocation(
      request({
        cf: { country: "GB", latitude: "51.50", longitude: "-0.12", city: "London", region: "", postalCode: "EC1A" },
      }),
      null,
    );
    expect(answer).toEqual({
      ok: true,
      geolocation: { country_code: "GB", latitude: 51.5, longitude: -0.12, city: "London", postal_code: "EC1A" },
    });
  });

  it("production: a coordinate out of range is left out", () => {
    const answer = visitorGeolocation(request({ cf: { country: "GB", latitude: "95", longitude: "0" } }), null);
    expect(answer).toEqual({ ok: true, geolocation: { country_code: "GB" } });
  });

  it("simulation: the placeholder cf is ignored", () => {
    const answer = visitorGeolocation(
      request({ cf: { country: "US", city: "Austin" }, headers: { "X-Simulate-Country": "fr" } }),
      requestSimulation,
    );
    expect(answer).toEqual({ ok: true, geolocation: { country_code: "FR" } });
  });
});
