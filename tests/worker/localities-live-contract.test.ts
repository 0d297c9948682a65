/**
 * Live answers of /api/localities/* checked against the public contract's schemas and this
 * site's answer schemas, as a client written against the public document would read them
 * (docs/localities.md#the-public-contract): through the Worker with the embedded provider,
 * and with a remote API configured (the stand-in sends the variants the remote provider reads).
 */
import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { apiError } from "../../client/localities/answers.ts";
import { createApp } from "../../worker/app.ts";
import { visit } from "./kv.ts";
import { expectContractShape, schemaIssues } from "./localities-contract.ts";
import { STANDIN_ORIGIN } from "./localities-standin.ts";

type Get = (path: string) => Promise<Response>;

async function answer(get: Get, path: string, status = 200): Promise<Record<string, unknown>> {
  const response = await get(path);
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

const firstId = (body: Record<string, unknown>) => (body.localities as { public_id: string }[])[0]?.public_id ?? "";

describe("live answers of the embedded provider fit the public contract", () => {
  const get: Get = (path) => visit(path);

  it("autocomplete with matches: spans of the description under matched_substrings.description", async () => {
    const body = await answer(get, "/api/localities/autocomplete?input=Lyon&components=country:fr");
    expectContractShape("autocomplete", body);
    expect(body.localities).toContainEqual({
      public_id: expect.any(String),
      description: "Lyon, Auvergne-Rhône-Alpes, France",
      types: ["locality"],
      matched_substrings: { description: [{ offset: 0, length: 4 }] },
    });
  });

  it("details of a town", async () => {
    const id = firstId(
      await answer(get, "/api/localities/autocomplete?input=Lyon&types=locality&components=country:fr"),
    );
    const body = await answer(get, `/api/localities/details?public_id=${id}`);
    expectContractShape("details", body);
    expect(body).toMatchObject({ status: "OK", result: { public_id: id, types: ["locality"] } });
  });

  it("details of a postcode: a US ZIP code and a French postal code", async () => {
    for (const [input, country] of [
      ["90210", "us"],
      ["69001", "fr"],
    ]) {
      const id = firstId(
        await answer(
          get,
          `/api/localities/autocomplete?input=${input}&types=postal_code&components=country:${country}`,
        ),
      );
      const body = await answer(get, `/api/localities/details?public_id=${id}`);
      expectContractShape("details", body);
      expect(body).toMatchObject({ status: "OK", result: { types: ["postal_code"] } });
    }
  });

  it("reverse geocoding of a position", async () => {
    const body = await answer(get, "/api/localities/geocode?latlng=48.8584,2.2945");
    expectContractShape("geocode", body);
    expect((body.results as unknown[]).length).toBeGreaterThan(0);
  });

  it("forward geocoding of a town and of a ZIP code", async () => {
    for (const query of ["address=Lyon&components=country:fr", "address=90210"]) {
      const body = await answer(get, `/api/localities/geocode?${query}`);
      expectContractShape("geocode", body);
      expect(body.status).toBe("OK");
    }
  });

  it("zero results: autocomplete, forward and reverse geocoding, and an unknown id", async () => {
    for (const [endpoint, query] of [
      ["autocomplete", "input=Qqxqzzv"],
      ["geocode", "address=Qqxqzzv"],
      ["geocode", "latlng=0,-30"],
    ] as const) {
      const body = await answer(get, `/api/localities/${endpoint}?${query}`);
      expectContractShape(endpoint, body);
      expect(body.status).toBe("ZERO_RESULTS");
    }
    const unknown = await answer(get, "/api/localities/details?public_id=bm8tc3VjaC1wbGFjZQ");
    expectContractShape("details", unknown);
    expect(unknown).toEqual({ status: "NOT_FOUND" });
  });

  it("refusals are one JSON shape: {error}", async () => {
    for (const [path, status] of [
      ["/api/localities/autocomplete", 400],
      ["/api/localities/geocode?latlng=north", 400],
      [`/api/localities/autocomplete?input=${"a".repeat(2100)}`, 414],
      ["/api/localities/nowhere", 404],
    ] as const) {
      const body = await answer(get, path, status);
      expect(schemaIssues(apiError, body)).toEqual([]);
      expect(v.parse(apiError, body)).toEqual(body);
    }
  });
});

describe("live answers with a remote API configured fit the public contract", () => {
  const bindings = { ...env, LOCALITIES_API_URL: `${STANDIN_ORIGIN}/ok`, LOCALITIES_TIMEOUT_MS: "5000" };
  const get: Get = async (path) => createApp().request(path, {}, bindings);

  it("autocomplete, details, reverse and forward geocoding, zero results", async () => {
    const suggestions = await answer(get, "/api/localities/autocomplete?input=Lond&components=country:gb");
    expectContractShape("autocomplete", suggestions);
    const details = await answer(get, `/api/localities/details?public_id=${firstId(suggestions)}`);
    expectContractShape("details", details);
    expectContractShape("geocode", await answer(get, "/api/localities/geocode?latlng=51.5072,-0.1276"));
    expectContractShape("geocode", await answer(get, "/api/localities/geocode?address=London&components=country:gb"));
    const none = await answer(get, "/api/localities/autocomplete?input=Qqxqzzv");
    expectContractShape("autocomplete", none);
    expect(none).toEqual({ status: "ZERO_RESULTS", localities: [] });
  });
});
