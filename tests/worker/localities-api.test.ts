import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app.ts";
import { visit } from "./kv.ts";
import { STANDIN_ORIGIN } from "./localities-standin.ts";

async function json(path: string): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await visit(path);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

describe("GET /api/localities/* (embedded by default)", () => {
  it("autocomplete answers the public API's shape", async () => {
    const { status, body, headers } = await json(
      "/api/localities/autocomplete?input=Lyon&types=locality&components=country:fr",
    );
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(headers.get("cache-control")).toBe("public, max-age=3600");
    expect(body).toMatchObject({
      status: "OK",
      localities: expect.arrayContaining([
        expect.objectContaining({
          description: "Lyon, Auvergne-Rhône-Alpes, France",
          types: ["locality"],
          matched_substrings: { description: [{ offset: 0, length: 4 }] },
        }),
      ]),
    });
  });

  it("details and geocode answer their shapes", async () => {
    const suggestion = (
      (await json("/api/localities/autocomplete?input=90210")).body.localities as { public_id: string }[]
    )[0];
    const details = await json(`/api/localities/details?public_id=${suggestion?.public_id}`);
    expect(details.body).toMatchObject({
      status: "OK",
      result: {
        public_id: suggestion?.public_id,
        formatted_address: "Beverly Hills, CA 90210, United States",
        geometry: { accuracy: "APPROXIMATE" },
      },
    });
    const geocode = await json("/api/localities/geocode?latlng=51.5072,-0.1276");
    expect(geocode.body).toMatchObject({
      status: "OK",
      results: [
        expect.objectContaining({
          formatted_address: "London, England, United Kingdom",
          geometry: expect.objectContaining({ location_type: "APPROXIMATE" }),
        }),
        expect.anything(),
      ],
    });
    const forward = await json("/api/localities/geocode?address=Lyon&components=country:fr");
    expect(forward.body).toMatchObject({
      status: "OK",
      results: [expect.objectContaining({ formatted_address: "Lyon, Auvergne-Rhône-Alpes, France" })],
    });
  });

  it("an unknown public_id: 200 with NOT_FOUND", async () => {
    expect((await json("/api/localities/details?public_id=whatever")).body).toEqual({
      status: "NOT_FOUND",
    });
  });
});

describe("bad parameters: 400 with a clear message", () => {
  const cases: [string, string][] = [
    ["/api/localities/autocomplete", "input is required"],
    ["/api/localities/autocomplete?input=%20%20", "input is required"],
    [`/api/localities/autocomplete?input=${"a".repeat(201)}`, "input must be at most 200 characters"],
    [
      "/api/localities/autocomplete?input=Par&types=locality|airport",
      'unknown type "airport" in types: use address, locality, city, postal_code (several separated by |)',
    ],
    [
      "/api/localities/autocomplete?input=Par&components=fr",
      "components must be country:xx (ISO 3166 alpha-2), several separated by |, e.g. country:fr|country:gb",
    ],
    [
      "/api/localities/autocomplete?input=Par&components=country:fra",
      "components must be country:xx (ISO 3166 alpha-2), several separated by |, e.g. country:fr|country:gb",
    ],
    [
      "/api/localities/autocomplete?input=Par&components=country:fr|country:de|country:es|country:it|country:pt|country:be",
      "components may name at most 5 countries",
    ],
    ["/api/localities/details", "public_id is required"],
    ["/api/localities/geocode", "latlng or address is required"],
    ["/api/localities/geocode?latlng=48.8", "latlng must be two numbers: lat,lng"],
    ["/api/localities/geocode?latlng=north,east", "latlng must be two numbers: lat,lng"],
    ["/api/localities/geocode?latlng=91,0", "latlng is out of range: latitude -90 to 90, longitude -180 to 180"],
    ["/api/localities/geocode?latlng=1,2&address=Paris", "give latlng or address, not both"],
  ];
  for (const [path, message] of cases) {
    it(`${decodeURIComponent(path).slice(0, 90)} → ${message}`, async () => {
      const { status, body, headers } = await json(path);
      expect(status).toBe(400);
      expect(body).toEqual({ error: message });
      expect(headers.get("cache-control")).toBe("no-store");
    });
  }

  it("types accepts city as locality, several types, and any letter case", async () => {
    const { status, body } = await json(
      "/api/localities/autocomplete?input=Lyon&types=City|POSTAL_CODE&components=COUNTRY:FR",
    );
    expect(status).toBe(200);
    expect(body.status).toBe("OK");
  });
});

describe("with a remote API configured", () => {
  afterEach(() => vi.restoreAllMocks());

  function remoteApp(behaviour: string) {
    // A short deadline only where the test is the deadline: on a busy machine the stand-in can take more than 200 ms.
    const deadline = behaviour === "slow" ? "200" : "5000";
    const bindings = {
      ...env,
      LOCALITIES_API_URL: `${STANDIN_ORIGIN}/${behaviour}`,
      LOCALITIES_API_KEY: "server-side-key",
      LOCALITIES_TIMEOUT_MS: deadline,
    };
    return (path: string) => createApp().request(path, {}, bindings);
  }

  it("answers from the remote API, and the key never reaches the browser", async () => {
    const response = await remoteApp("ok")("/api/localities/autocomplete?input=Lond&components=country:gb");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: "OK",
      localities: [
        {
          public_id: "standin-london",
          description: "London, England, United Kingdom",
          types: ["locality"],
          matched_substrings: { description: [{ offset: 0, length: 4 }] },
        },
      ],
    });
    expect(text).not.toContain("server-side-key");
  });

  it("an upstream failure is logged and answered 502 with UNKNOWN_ERROR and no results (nothing to show)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await remoteApp("http-500")("/api/localities/geocode?latlng=48.85,2.35");
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "UNKNOWN_ERROR", results: [] });
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      provider: "remote",
      endpoint: "geocode",
      reason: "http",
      upstreamStatus: 500,
    });
  });

  it("a timeout too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await remoteApp("slow")("/api/localities/details?public_id=standin-paris");
    expect([response.status, await response.json()]).toEqual([502, { status: "UNKNOWN_ERROR" }]);
  });

  it("a LOCALITIES_API_URL that is not http(s) is a configuration error: 503, logged", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await createApp().request(
      "/api/localities/autocomplete?input=x",
      {},
      { ...env, LOCALITIES_API_URL: "ftp://example" },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "UNKNOWN_ERROR", localities: [] });
  });

  it("an http:// LOCALITIES_API_URL is refused (the key would travel in clear): 503, logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await createApp().request(
      "/api/localities/autocomplete?input=x",
      {},
      { ...env, LOCALITIES_API_URL: "http://api.example.com/localities" },
    );
    expect(response.status).toBe(503);
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      error: expect.stringMatching(/must be an https URL/),
    });
  });

  it("bad parameters are refused before any upstream call", async () => {
    const response = await remoteApp("http-500")("/api/localities/autocomplete?types=nope&input=x");
    expect(response.status).toBe(400);
  });
});
