import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "./openapi-types.ts";
import { endpointReference, siteRateLimit } from "./reference.ts";

const DOCUMENT: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "T", version: "1", "x-rate-limit": { requests: 300, seconds: 60 } },
  paths: {
    "/autocomplete": {
      get: {
        operationId: "autocomplete",
        summary: "Suggest places",
        description: "Up to 8.",
        parameters: [
          {
            in: "query",
            name: "input",
            required: true,
            description: "The text.",
            schema: { type: "string", maxLength: 200, examples: ["Lyon"] },
          },
          { in: "query", name: "types", description: "Kinds." },
        ],
        responses: {
          "200": {
            description: "An answer.",
            content: {
              "application/json": {
                examples: {
                  town: {
                    summary: "Lyon",
                    value: { status: "OK" },
                    "x-request": "/api/localities/autocomplete?input=Lyon",
                  },
                },
              },
            },
          },
          "429": { $ref: "#/components/responses/TooManyRequests" },
        },
      },
    },
  },
  components: { responses: { TooManyRequests: { description: "Too many." } } },
};

describe("an endpoint as the developer page shows it", () => {
  it("reads its parameters with their rules and examples", () => {
    expect(endpointReference(DOCUMENT, "autocomplete")?.parameters).toEqual([
      {
        name: "input",
        required: true,
        description: "The text.",
        rules: ["at most 200 characters"],
        examples: ["Lyon"],
      },
      { name: "types", required: false, description: "Kinds.", rules: [], examples: [] },
    ]);
  });

  it("reads its answers by status, shared responses resolved", () => {
    expect(endpointReference(DOCUMENT, "autocomplete")?.answers).toEqual([
      { status: "200", description: "An answer." },
      { status: "429", description: "Too many." },
    ]);
  });

  it("reads its examples with the request each answers, as indented JSON", () => {
    expect(endpointReference(DOCUMENT, "autocomplete")?.examples).toEqual([
      {
        name: "town",
        summary: "Lyon",
        request: "/api/localities/autocomplete?input=Lyon",
        json: '{\n  "status": "OK"\n}',
      },
    ]);
  });

  it("an operation the document lacks has no reference", () => {
    expect(endpointReference(DOCUMENT, "nearby")).toBeNull();
  });

  it("the site's own rate limit comes from the document", () => {
    expect(siteRateLimit(DOCUMENT)).toEqual({ requests: 300, seconds: 60 });
  });
});
