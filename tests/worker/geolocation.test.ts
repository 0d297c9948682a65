import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { visit } from "./kv.ts";

async function geolocation(path: string, init: RequestInit & { country?: string } = {}) {
  const response = await visit(path, init);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cacheControl: response.headers.get("cache-control"),
  };
}

describe("GET /api/geolocation, local runs (SIMULATE_COUNTRY=true)", () => {
  it("the simulated country, alpha-2, never the placeholder cf (Austin, US)", async () => {
    expect((await geolocation("/api/geolocation", { country: "GB" })).body).toEqual({ country_code: "GB" });
    expect((await geolocation("/api/geolocation?simulate_country=fr&cc_format=alpha2")).body).toEqual({
      country_code: "FR",
    });
  });

  it("a page asked for with ?simulate_country= passes it on to its own calls (a session cookie)", async () => {
    const page = await visit("/what-country-am-i-in?simulate_country=GB");
    const cookie = page.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^locus_simulate_country=GB; Path=\/; SameSite=Lax$/);
    const call = { headers: { cookie: cookie.split(";")[0] as string } };
    expect((await geolocation("/api/geolocation", call)).body).toEqual({ country_code: "GB" });
    // An empty value forgets it.
    expect((await visit("/what-country-am-i-in?simulate_country=", call)).headers.get("set-cookie")).toContain(
      "Max-Age=0",
    );
  });

  it("without a simulation: the CF-IPCountry header, else unknown (null)", async () => {
    expect((await geolocation("/api/geolocation", { headers: { "CF-IPCountry": "de" } })).body).toEqual({
      country_code: "DE",
    });
    expect((await geolocation("/api/geolocation")).body).toEqual({ country_code: null });
    expect((await geolocation("/api/geolocation", { country: "XX" })).body).toEqual({ country_code: null });
  });

  it("a simulated position by header or parameter", async () => {
    expect(
      (await geolocation("/api/geolocation", { country: "GB", headers: { "X-Simulate-Position": "51.5072, -0.1276" } }))
        .body,
    ).toEqual({ country_code: "GB", latitude: 51.5072, longitude: -0.1276 });
    expect((await geolocation("/api/geolocation?simulate_position=48.85,2.35")).body).toEqual({
      country_code: null,
      latitude: 48.85,
      longitude: 2.35,
    });
  });

  it("a malformed position or another cc_format: 400 with a message", async () => {
    expect(await geolocation("/api/geolocation?simulate_position=here")).toMatchObject({
      status: 400,
      body: { error: "simulate_position must be two numbers: lat,lng" },
    });
    expect(await geolocation("/api/geolocation?simulate_position=100,0")).toMatchObject({ status: 400 });
    expect(await geolocation("/api/geolocation?cc_format=alpha3")).toMatchObject({
      status: 400,
      body: { error: "cc_format must be alpha2" },
    });
  });

  it("is never cached: it is about one visitor", async () => {
    expect((await geolocation("/api/geolocation", { country: "GB" })).cacheControl).toBe("private, no-store");
  });
});

describe("GET /api/geolocation in production (request.cf)", () => {
  const production = { ...env, SIMULATE_COUNTRY: undefined };
  function withCf(
    cf: Record<string, unknown> | undefined,
    headers: Record<string, string> = {},
    url = "https://www.locus.example/api/geolocation",
  ): Request {
    const request = new Request(url, { headers });
    if (cf) Object.defineProperty(request, "cf", { value: cf });
    return request;
  }

  it("country, position, city, region and postal code as the edge knows them", async () => {
    const request = withCf({
      country: "US",
      latitude: "30.27130",
      longitude: "-97.74260",
      city: "Austin",
      region: "Texas",
      regionCode: "TX",
      postalCode: "78701",
    });
    const response = await createApp().request(request, undefined, production);
    expect(await response.json()).toEqual({
      country_code: "US",
      latitude: 30.2713,
      longitude: -97.7426,
      city: "Austin",
      region: "Texas",
      postal_code: "78701",
    });
  });

  it("only the country when that is all the edge knows; CF-IPCountry when cf has none", async () => {
    expect(await (await createApp().request(withCf({ country: "IE" }), undefined, production)).json()).toEqual({
      country_code: "IE",
    });
    expect(
      await (await createApp().request(withCf(undefined, { "CF-IPCountry": "NL" }), undefined, production)).json(),
    ).toEqual({ country_code: "NL" });
  });

  it("ignores simulation headers and parameters", async () => {
    const request = withCf(
      { country: "US" },
      { "X-Simulate-Country": "GB", "X-Simulate-Position": "1,2" },
      "https://www.locus.example/api/geolocation?simulate_country=FR&simulate_position=3,4",
    );
    expect(await (await createApp().request(request, undefined, production)).json()).toEqual({ country_code: "US" });
  });
});
