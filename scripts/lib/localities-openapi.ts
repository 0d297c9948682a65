/**
 * The OpenAPI 3.1 document of /api/localities (docs/localities.md#openapi-document),
 * generated from the Worker's route definitions (worker/api/localities-operations.ts) and the
 * answers' valibot schemas by hono-openapi, which converts them with @valibot/to-json-schema.
 * It runs at build time only: neither library is part of the Worker.
 *
 * Each operation's examples are answers of the embedded provider to the requests its
 * definition names, checked against the answer's schema before they are written.
 */
import { Hono } from "hono";
import { describeRoute, generateSpecs, resolver, validator } from "hono-openapi";
import * as v from "valibot";
import { apiError } from "../../client/localities/answers.ts";
import type { OpenApiDocument, OpenApiExample } from "../../client/developers/openapi-types.ts";
import { LOCALITIES_OPERATIONS, type LocalitiesOperation } from "../../worker/api/localities-operations.ts";
import { MAX_API_QUERY_BYTES } from "../../worker/middleware/request-limits.ts";
import { readQuery } from "../../worker/localities/params.ts";
import type { LocalitiesProvider } from "../../worker/localities/types.ts";

/** Where the operations are served: paths in the document are relative to it. */
export const LOCALITIES_BASE_PATH = "/api/localities";

/** The per-visitor limit of /api/localities in production (LOCALITIES_RATE_LIMIT in wrangler.toml). */
export interface RateLimit {
  requests: number;
  seconds: number;
}

/** Example answers per operation id, then per example name. */
export type OperationExamples = Record<string, Record<string, OpenApiExample>>;

/** The public_id of the first suggestion of an example already answered: `{autocomplete.town}`. */
function withIds(query: string, answered: OperationExamples): string {
  return query.replace(/\{(\w+)\.(\w+)\}/g, (placeholder, operation: string, name: string) => {
    const value = answered[operation]?.[name]?.value as { localities?: { public_id: string }[] } | undefined;
    const id = value?.localities?.[0]?.public_id;
    if (!id) throw new Error(`example ${placeholder}: that example has no first suggestion`);
    return encodeURIComponent(id);
  });
}

/**
 * Answers every operation's example requests with the provider, as the endpoint would (the
 * query read strictly, then the operation). Throws when a request is refused, the provider
 * fails, or an answer does not fit its schema: the build must not publish a wrong example.
 */
export async function answerExamples(provider: LocalitiesProvider): Promise<OperationExamples> {
  const answered: OperationExamples = {};
  for (const operation of LOCALITIES_OPERATIONS) {
    const examples: Record<string, OpenApiExample> = {};
    answered[operation.operationId] = examples;
    for (const example of operation.examples) {
      const query = withIds(example.query, answered);
      const params = readQuery(`?${query}`);
      if (!params.ok) throw new Error(`example ${operation.operationId}.${example.name}: ${params.error}`);
      const outcome = await operation.answer(params.query, () => provider);
      if ("error" in outcome) throw new Error(`example ${operation.operationId}.${example.name}: ${outcome.error}`);
      if (outcome.answer.status === "UNKNOWN_ERROR")
        throw new Error(`example ${operation.operationId}.${example.name}: the provider failed (run npm run build)`);
      const checked = v.safeParse(operation.answerSchema, outcome.answer);
      if (!checked.success) {
        const issue = checked.issues[0];
        const at = issue?.path?.map((p) => String(p.key)).join(".");
        throw new Error(`example ${operation.operationId}.${example.name} at ${at}: ${issue?.message}`);
      }
      const value = checked.output;
      examples[example.name] = {
        summary: example.summary,
        value,
        "x-request": `${LOCALITIES_BASE_PATH}${operation.path}?${query}`,
      };
    }
  }
  return answered;
}

const json = (schema: v.GenericSchema, examples?: Record<string, OpenApiExample>) => ({
  "application/json": { schema: resolver(schema), ...(examples ? { examples } : {}) },
});

const stringHeader = (description: string) => ({ description, schema: { type: "string" as const } });
const noStore = { "Cache-Control": stringHeader("no-store: a refusal or failure is never kept.") };

function sharedResponses(limit: RateLimit) {
  const error = (message: string) => ({ error: { summary: "The answer", value: { error: message } } });
  return {
    BadRequest: {
      description:
        "A parameter is missing or invalid, or the query string is not valid UTF-8: the message says which and what to change.",
      headers: noStore,
      content: json(apiError, error("input is required")),
    },
    UriTooLong: {
      description: `The query string is longer than ${MAX_API_QUERY_BYTES.toLocaleString("en-US")} bytes.`,
      headers: noStore,
      content: json(apiError, error(`The query string is too long: at most ${MAX_API_QUERY_BYTES} bytes.`)),
    },
    TooManyRequests: {
      description: `More than ${limit.requests} requests from one visitor within ${limit.seconds} seconds: wait for the seconds Retry-After gives, then try again.`,
      headers: {
        ...noStore,
        "Retry-After": {
          description: "Seconds to wait before the next request.",
          schema: { type: "integer" as const },
        },
      },
      content: json(apiError, error(`Too many requests: try again in ${limit.seconds} seconds.`)),
    },
  };
}

function operationSpec(operation: LocalitiesOperation, examples: Record<string, OpenApiExample>) {
  const failed = { failed: { summary: "No answer", value: operation.failed } };
  return describeRoute({
    operationId: operation.operationId,
    summary: operation.summary,
    description: operation.description,
    tags: ["Localities"],
    responses: {
      200: {
        description:
          "An answer: OK with results, ZERO_RESULTS when nothing matches, or NOT_FOUND for the details of an unknown id. Browsers may keep it for an hour.",
        headers: { "Cache-Control": stringHeader("public, max-age=3600") },
        content: json(operation.answerSchema, examples),
      },
      400: { $ref: "#/components/responses/BadRequest" },
      414: { $ref: "#/components/responses/UriTooLong" },
      429: { $ref: "#/components/responses/TooManyRequests" },
      502: {
        description:
          "The address data service failed or did not answer in time: status UNKNOWN_ERROR and no results. Try again later.",
        headers: noStore,
        content: json(operation.answerSchema, failed),
      },
      503: {
        description:
          "The address data service is not available on this deployment: status UNKNOWN_ERROR and no results.",
        headers: noStore,
        content: json(operation.answerSchema, failed),
      },
    },
  });
}

/** The document, generated by hono-openapi from a Hono app that carries only the route definitions. */
export async function localitiesOpenApi(examples: OperationExamples, limit: RateLimit): Promise<OpenApiDocument> {
  const app = new Hono();
  const unused = () => new Response(null, { status: 501 }); // never served: the Worker has the handlers
  for (const operation of LOCALITIES_OPERATIONS) {
    app.get(
      operation.path,
      operationSpec(operation, examples[operation.operationId] ?? {}),
      validator("query", operation.parameters),
      unused,
    );
  }
  app.get(
    "/openapi.json",
    describeRoute({
      operationId: "openapi",
      summary: "This document",
      tags: ["Localities"],
      responses: { 200: { description: "The OpenAPI 3.1 document of these endpoints." } },
    }),
    unused,
  );
  const document = await generateSpecs(app, {
    defaultValidationErrorResponse: false,
    excludeStaticFile: false,
    documentation: {
      info: {
        title: "Locus Localities API on this website",
        version: "1.0.0",
        description:
          "Address and place search that answers the public Localities contract: autocomplete, details and geocoding. These endpoints serve this website's own tools and try-it panel, without a key; your application calls the product's base address with its own key, with the same parameters and answers.",
      },
      servers: [{ url: LOCALITIES_BASE_PATH, description: "This website (no key)" }],
      tags: [{ name: "Localities", description: "Autocomplete, details and geocoding." }],
      components: { responses: sharedResponses(limit) },
    },
  });
  // This site's extension: the per-visitor limit, which the developer page states.
  return { ...document, info: { ...document.info, "x-rate-limit": limit } } as unknown as OpenApiDocument;
}
