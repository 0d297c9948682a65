/**
 * GET /api/localities/openapi.json: the document the build generated, served as is, whose
 * examples are what the endpoints answer now; and the 503 it describes for a configuration
 * the Worker cannot use (docs/localities.md#openapi-document).
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OpenApiDocument, OpenApiResponse } from "../../client/developers/openapi-types.ts";
import { createApp } from "../../worker/app.ts";
import { visit } from "./kv.ts";

async function served(): Promise<{ response: Response; document: OpenApiDocument }> {
  const response = await visit("/api/localities/openapi.json");
  return { response, document: (await response.json()) as OpenApiDocument };
}

describe("GET /api/localities/openapi.json", () => {
  afterEach(() => vi.restoreAllMocks());

  it("serves the OpenAPI 3.1 document of the endpoints, readable by tools on other sites", async () => {
    const { response, document } = await served();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers?.[0]?.url).toBe("/api/localities");
    expect(Object.keys(document.paths)).toEqual(["/autocomplete", "/details", "/geocode", "/openapi.json"]);
  });

  it("its examples are what the endpoints answer now", async () => {
    const { document } = await served();
    let checked = 0;
    for (const path of ["/autocomplete", "/details", "/geocode"]) {
      const ok = document.paths[path]?.get?.responses["200"] as OpenApiResponse;
      for (const example of Object.values(ok.content?.["application/json"]?.examples ?? {})) {
        const live = await visit(example["x-request"] ?? "");
        expect(live.status).toBe(200);
        expect(await live.json()).toEqual(example.value);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(7);
  });

  it("a configuration the Worker cannot use answers 503 with UNKNOWN_ERROR and no results, logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const bindings = { ...env, LOCALITIES_API_URL: "ftp://localities.example" };
    const response = await createApp().request("/api/localities/autocomplete?input=Lyon", {}, bindings);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "UNKNOWN_ERROR", localities: [] });
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      message: "localities provider not configured",
      endpoint: "autocomplete",
    });
    // A bad request is still a 400: the parameters are read before the provider is made.
    const bad = await createApp().request("/api/localities/autocomplete", {}, bindings);
    expect(bad.status).toBe(400);
  });
});
