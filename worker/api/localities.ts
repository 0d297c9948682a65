import { Hono, type Context } from "hono";
import type { AppEnv } from "../bindings.ts";
import { parseAutocomplete, parseDetails, parseGeocode, readQuery, type Parsed } from "../localities/params.ts";
import { localitiesProvider } from "../localities/provider.ts";
import type { LocalitiesProvider, LocalitiesStatus } from "../localities/types.ts";

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

/**
 * One endpoint: the query read strictly and its parameters checked (400 with a message,
 * never cached), then the configured provider.
 * A provider failure is already logged; it is answered 502 with the status UNKNOWN_ERROR
 * and no results, which the tools treat as "nothing to show" (docs/localities.md).
 */
function endpoint<Q, A extends { status: LocalitiesStatus }>(
  parse: (params: Record<string, string>) => Parsed<Q>,
  run: (provider: LocalitiesProvider, query: Q) => Promise<A>,
) {
  return async (c: Context<AppEnv>) => {
    const params = readQuery(new URL(c.req.url).search);
    const parsed = params.ok ? parse(params.query) : params;
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const answer = await run(localitiesProvider(c.env, waitUntilOf(c)), parsed.query);
    const failed = answer.status === "UNKNOWN_ERROR";
    return failed ? c.json(answer, 502) : c.json(answer, 200, { "cache-control": ANSWER_CACHE_CONTROL });
  };
}

/**
 * GET /api/localities/autocomplete, /details and /geocode: the public Localities API's
 * shapes, served by the embedded geocoder or a remote API (worker/localities/provider.ts).
 */
export function localitiesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    "/autocomplete",
    endpoint(parseAutocomplete, (p, q) => p.autocomplete(q)),
  );
  routes.get(
    "/details",
    endpoint(parseDetails, (p, q) => p.details(q)),
  );
  routes.get(
    "/geocode",
    endpoint(parseGeocode, (p, q) => p.geocode(q)),
  );
  return routes;
}
