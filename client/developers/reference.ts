/**
 * One endpoint as the developer page shows it, read from the OpenAPI document the build
 * generated (docs/localities.md#openapi-document): its parameters with their rules, its
 * answers by HTTP status and its examples (answers of this site's endpoint).
 */
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiReference,
  OpenApiResponse,
} from "./openapi-types.ts";

export interface ParameterReference {
  name: string;
  required: boolean;
  description: string;
  /** Limits in words: "at most 200 characters". */
  rules: string[];
  /** Values that work, from the document's examples. */
  examples: string[];
}

export interface AnswerReference {
  status: string;
  description: string;
}

export interface ExampleReference {
  name: string;
  summary: string;
  /** The request on this site, path and query: "/api/localities/autocomplete?input=Lyon". */
  request: string;
  /** The answer, as JSON with two-space indents. */
  json: string;
}

export interface EndpointReference {
  operationId: string;
  /** The path under the API's base: "/autocomplete". */
  path: string;
  summary: string;
  description: string;
  parameters: ParameterReference[];
  answers: AnswerReference[];
  examples: ExampleReference[];
}

function rulesOf(schema: JsonSchema | undefined): string[] {
  const rules: string[] = [];
  if (schema?.maxLength !== undefined) rules.push(`at most ${schema.maxLength} characters`);
  return rules;
}

function resolve(
  document: OpenApiDocument,
  response: OpenApiResponse | OpenApiReference | undefined,
): OpenApiResponse | undefined {
  if (!response || !("$ref" in response)) return response;
  return document.components?.responses?.[response.$ref.split("/").pop() ?? ""];
}

function findOperation(document: OpenApiDocument, operationId: string): [string, OpenApiOperation] | null {
  for (const [path, item] of Object.entries(document.paths)) {
    if (item.get?.operationId === operationId) return [path, item.get];
  }
  return null;
}

/**
 * The endpoint whose operationId is given, or null when the document has none.
 * @example endpointReference(document, "autocomplete")?.parameters[0]?.name // "input"
 */
export function endpointReference(document: OpenApiDocument, operationId: string): EndpointReference | null {
  const found = findOperation(document, operationId);
  if (!found) return null;
  const [path, operation] = found;
  const ok = resolve(document, operation.responses["200"]);
  const examples = Object.entries(ok?.content?.["application/json"]?.examples ?? {}).map(([name, example]) => ({
    name,
    summary: example.summary ?? name,
    request: example["x-request"] ?? "",
    json: JSON.stringify(example.value, null, 2),
  }));
  return {
    operationId,
    path,
    summary: operation.summary ?? "",
    description: operation.description ?? "",
    parameters: (operation.parameters ?? [])
      .filter((p) => p.in === "query")
      .map((p) => ({
        name: p.name,
        required: p.required === true,
        description: p.description ?? "",
        rules: rulesOf(p.schema),
        examples: (p.schema?.examples ?? []).map(String),
      })),
    answers: Object.entries(operation.responses).map(([status, response]) => ({
      status,
      description: resolve(document, response)?.description ?? "",
    })),
    examples,
  };
}

/** The per-visitor limit of this site's endpoints, as the document states it. */
export function siteRateLimit(document: OpenApiDocument): { requests: number; seconds: number } | null {
  return document.info["x-rate-limit"] ?? null;
}
