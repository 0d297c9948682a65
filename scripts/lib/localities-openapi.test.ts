import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import type { OpenApiOperation, OpenApiReference, OpenApiResponse } from "../../client/developers/openapi-types.ts";
import { EMBEDDED_CAPABILITIES } from "../../client/localities/capabilities.ts";
import type { AutocompleteAnswer, LocalitiesProvider } from "../../worker/localities/types.ts";
import { answerExamples, localitiesOpenApi } from "./localities-openapi.ts";

const LYON = { public_id: "lyon", description: "Lyon, France", types: ["locality" as const] };

/** Answers in the contract's shapes, whatever is asked; `broken` answers outside them. */
function provider(autocomplete: (input: string) => AutocompleteAnswer): LocalitiesProvider {
  const place = {
    public_id: "lyon",
    formatted_address: "Lyon, France",
    address_components: [{ long_name: "France", short_name: "FR", types: ["country"] }],
    types: ["locality" as const],
  };
  return {
    name: "embedded",
    capabilities: EMBEDDED_CAPABILITIES,
    autocomplete: async (query) => autocomplete(query.input),
    details: async () => ({
      status: "OK",
      result: { ...place, geometry: { location: { lat: 45.75, lng: 4.85 }, accuracy: "APPROXIMATE" } },
    }),
    geocode: async () => ({
      status: "OK",
      results: [{ ...place, geometry: { location: { lat: 45.75, lng: 4.85 }, location_type: "APPROXIMATE" } }],
    }),
  };
}

const working = provider(() => ({
  status: "OK",
  localities: [{ ...LYON, matched_substrings: { description: [{ offset: 0, length: 4 }] } }],
}));

const LIMIT = { requests: 300, seconds: 60 };

function resolve(
  responses: Record<string, OpenApiResponse | OpenApiReference>,
  status: string,
  shared: Record<string, OpenApiResponse>,
) {
  const response = responses[status];
  if (response && "$ref" in response) return shared[response.$ref.split("/").pop() ?? ""];
  return response;
}

describe("the OpenAPI document of /api/localities", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await localitiesOpenApi(await answerExamples(working), LIMIT);
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes each endpoint's parameters, its answer and its errors (400, 414, 429, 502, 503)", async () => {
    const document = await localitiesOpenApi(await answerExamples(working), LIMIT);
    expect(Object.keys(document.paths)).toEqual(["/autocomplete", "/details", "/geocode", "/openapi.json"]);
    const shared = document.components?.responses ?? {};
    const parameters = (operation: OpenApiOperation | undefined) =>
      operation?.parameters?.map((p) => `${p.name}${p.required ? "*" : ""}`);
    expect(parameters(document.paths["/autocomplete"]?.get)).toEqual(["input*", "types", "components"]);
    expect(parameters(document.paths["/details"]?.get)).toEqual(["public_id*"]);
    expect(parameters(document.paths["/geocode"]?.get)).toEqual(["latlng", "address", "components"]);
    for (const path of ["/autocomplete", "/details", "/geocode"]) {
      const responses = document.paths[path]?.get?.responses ?? {};
      expect(Object.keys(responses)).toEqual(["200", "400", "414", "429", "502", "503"]);
      for (const status of ["400", "414", "429", "502", "503"])
        expect(resolve(responses, status, shared)?.content?.["application/json"]?.schema).toBeDefined();
      expect(resolve(responses, "429", shared)?.headers?.["Retry-After"]).toBeDefined();
      expect(resolve(responses, "429", shared)?.description).toContain(
        "300 requests from one visitor within 60 seconds",
      );
    }
  });

  it("carries the provider's answers as examples, with the request each answers", async () => {
    const document = await localitiesOpenApi(await answerExamples(working), LIMIT);
    const examples = (path: string) =>
      (document.paths[path]?.get?.responses["200"] as OpenApiResponse | undefined)?.content?.["application/json"]
        ?.examples ?? {};
    expect(examples("/autocomplete").town).toMatchObject({
      "x-request": "/api/localities/autocomplete?input=Lyon&components=country:fr",
      value: { status: "OK", localities: [{ public_id: "lyon" }] },
    });
    // A details example asks for an id the autocomplete example was given.
    expect(examples("/details").town?.["x-request"]).toBe("/api/localities/details?public_id=lyon");
  });

  it("refuses to publish an example outside the contract, or a failed one", async () => {
    const broken = provider(() => ({ status: "OK", localities: [{ ...LYON, matched_substrings: [] }] }) as never);
    await expect(answerExamples(broken)).rejects.toThrow(/matched_substrings/);
    const failing = provider(() => ({ status: "UNKNOWN_ERROR", localities: [] }));
    await expect(answerExamples(failing)).rejects.toThrow(/the provider failed/);
  });
});
