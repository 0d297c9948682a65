import type { Context } from "hono";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../bindings.ts";
import { logError } from "../log.ts";
import { readQuery } from "../localities/params.ts";
import { localitiesProvider } from "../localities/provider.ts";
import type { LocalitiesProvider } from "../localities/types.ts";
import { LOCALITIES_OPERATIONS, type LocalitiesOperation } from "./localities-operations.ts";
import { openApiDocument } from "./openapi-document.ts";

/** Answers may be kept by the browser for a while; failures never. */
const ANSWER_CACHE_CONTROL = "public, max-age=3600";

function waitUntilOf(c: Context<AppEnv>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined; // app.request() in tests has no execution context
  }
}

/** A provider the configuration cannot make (LOCALITIES_API_URL not https): the service is unavailable. */
class NotConfigured extends Error {
  override name = "NotConfigured";
}

/**
 * One endpoint: the query read strictly and its parameters checked (400 with a message,
 * never cached), then the configured provider.
 * A provider failure is already logged; it is answered 502 with the status UNKNOWN_ERROR
 * and no results, which the tools treat as "nothing to show" (docs/localities.md). A
 * configuration the Worker cannot use is logged and answered 503, the same way.
 */
function endpoint(operation: LocalitiesOperation) {
  return async (c: Context<AppEnv>) => {
    const params = readQuery(new URL(c.req.url).search);
    if (!params.ok) return c.json({ error: params.error }, 400);
    const provider = (): LocalitiesProvider => {
      try {
        return localitiesProvider(c.env, waitUntilOf(c));
      } catch (error) {
        throw new NotConfigured(error instanceof Error ? error.message : String(error));
      }
    };
    let outcome: Awaited<ReturnType<LocalitiesOperation["answer"]>>;
    try {
      outcome = await operation.answer(params.query, provider);
    } catch (error) {
      if (!(error instanceof NotConfigured)) throw error;
      logError("localities provider not configured", { endpoint: operation.operationId }, error);
      return c.json(operation.failed, 503);
    }
    if ("error" in outcome) return c.json({ error: outcome.error }, 400);
    const failed = outcome.answer.status === "UNKNOWN_ERROR";
    // Refusals and failures get no-store from the API's middleware (worker/middleware/api-no-store.ts).
    return failed
      ? c.json(outcome.answer, 502)
      : c.json(outcome.answer, 200, { "cache-control": ANSWER_CACHE_CONTROL });
  };
}

/**
 * GET /api/localities/autocomplete, /details and /geocode: the public Localities API's
 * shapes, served by the embedded geocoder or a remote API (worker/localities/provider.ts),
 * one route per definition of localities-operations.ts; and GET /api/localities/openapi.json,
 * the OpenAPI document the build generated from those definitions.
 */
export function localitiesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const operation of LOCALITIES_OPERATIONS) routes.get(operation.path, endpoint(operation));
  routes.get("/openapi.json", async (c) =>
    c.json(await openApiDocument(c.env.ASSETS), 200, {
      "cache-control": ANSWER_CACHE_CONTROL,
      // A public document: API tools on other sites (an OpenAPI viewer, a client generator) may read it.
      "access-control-allow-origin": "*",
    }),
  );
  return routes;
}
