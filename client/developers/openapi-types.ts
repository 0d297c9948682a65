/**
 * The parts of an OpenAPI 3.1 document this site reads: the localities document generated
 * at build time (docs/localities.md#openapi-document), which the developer page renders
 * and the Worker serves. Only what is read is typed; the document holds more.
 */

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  examples?: unknown[];
  $ref?: string;
  [keyword: string]: unknown;
}

export interface OpenApiExample {
  summary?: string;
  description?: string;
  value: unknown;
  /** This site's extension: the request (path and query) whose answer `value` is. */
  "x-request"?: string;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
  examples?: Record<string, OpenApiExample>;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description?: string; schema?: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiReference {
  $ref: string;
}

export interface OpenApiParameter {
  in: "query" | "path" | "header" | "cookie";
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  responses: Record<string, OpenApiResponse | OpenApiReference>;
}

export interface OpenApiDocument {
  openapi: string;
  info: {
    title: string;
    version: string;
    description?: string;
    /** This site's extension: the per-visitor limit of the endpoints. */
    "x-rate-limit"?: { requests: number; seconds: number };
  };
  servers?: { url: string; description?: string }[];
  paths: Record<string, { get?: OpenApiOperation }>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, OpenApiResponse>;
  };
}
