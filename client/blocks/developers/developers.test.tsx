import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../developers/openapi-types.ts";
import type { DeveloperSettings } from "../../developers/settings.ts";
import { blockSchema, type Block } from "../registry.ts";
import { renderBlock } from "../render-block.test-helper.tsx";

const DEVELOPERS: DeveloperSettings = {
  apiBaseUrl: "https://api.locus.example",
  rateLimits: [
    { plan: "Free", perSecond: 20 },
    { plan: "Enterprise", note: "Set in your contract" },
  ],
};

const DOCUMENT: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "T", version: "1", "x-rate-limit": { requests: 300, seconds: 60 } },
  paths: {
    "/autocomplete": {
      get: {
        operationId: "autocomplete",
        summary: "Suggest places as someone types",
        description: "Up to 8 places.",
        parameters: [
          { in: "query", name: "input", required: true, description: "The text.", schema: { maxLength: 200 } },
        ],
        responses: {
          "200": {
            description: "An answer.",
            content: {
              "application/json": {
                examples: {
                  town: {
                    summary: "Towns that start with Lyon",
                    value: { status: "OK", localities: [] },
                    "x-request": "/api/localities/autocomplete?input=Lyon&components=country:fr",
                  },
                },
              },
            },
          },
          "503": { description: "Not available." },
        },
      },
    },
  },
};

const block = (type: string, props: object) => v.parse(blockSchema, { type, props }) as Block;
const context = { localitiesApi: DOCUMENT, developers: DEVELOPERS };

describe("developer blocks", () => {
  it("an endpoint: its line on the product's base address, parameters, statuses, examples and samples", () => {
    const html = renderBlock(block("apiEndpoint", { operation: "autocomplete", title: "Autocomplete" }), context);
    expect(html).toContain("GET https://api.locus.example/localities/autocomplete");
    expect(html).toMatch(
      /<th scope="row"><code>input<\/code><span class="api-table__flag">required<\/span><\/th><td>The text\. At most 200 characters\./,
    );
    expect(html).toContain('<th scope="row">503</th><td>Not available.</td>');
    expect(html).toContain("GET /api/localities/autocomplete?input=Lyon&amp;components=country:fr");
    expect(html).toContain("&quot;status&quot;: &quot;OK&quot;");
    expect(html).toContain("JavaScript (fetch)");
    expect(html).toContain('<details class="api-example" open="">');
  });

  it("an endpoint without the document says where its reference comes from", () => {
    const html = renderBlock(block("apiEndpoint", { operation: "details", title: "Details" }), {});
    expect(html).toContain("read from the API’s OpenAPI document");
    expect(html).not.toContain("<table>");
  });

  it("the quick start states the base address of the site settings, the keys and a first request", () => {
    const props = { title: "Quick start", publicKey: "For pages.", privateKey: "For servers." };
    const html = renderBlock(block("apiQuickStart", props), context);
    expect(html).toContain("<code>https://api.locus.example</code>");
    expect(html).toContain("Public key</h3><p>For pages.</p>");
    expect(html).toContain("curl -G &quot;https://api.locus.example/localities/autocomplete&quot;");
    expect(renderBlock(block("apiQuickStart", props), {})).not.toContain("Base address");
  });

  it("the try-it panel is an island that loads in view, opening on the document's example", () => {
    const html = renderBlock(block("apiTryIt", { title: "Try it" }), context);
    expect(html).toContain('<locus-island data-island="api-try-it"');
    expect(html).toContain('data-load="visible"');
    expect(html).toContain('action="/api/localities/autocomplete"');
    expect(html).toMatch(/name="input" value="Lyon"/);
    expect(html).toMatch(/name="components" value="country:fr"/);
  });

  it("rate limits: each plan from the site settings and this website's own limit", () => {
    const html = renderBlock(block("apiRateLimits", { title: "Rate limits" }), context);
    expect(html).toContain('<th scope="row">Free</th><td>20</td>');
    expect(html).toContain('<th scope="row">Enterprise</th><td>Set in your contract</td>');
    expect(html).toContain("up to 300 requests per minute from each visitor");
  });
});
