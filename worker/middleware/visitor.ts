import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { visitorCountry } from "../geo/country.ts";
import { chooseCurrency } from "../geo/currency.ts";

/** Decides the visitor's country and currency once per request, on the server. */
export function visitor(): MiddlewareHandler<AppEnv> {
  return async function visitorMiddleware(c, next) {
    const country = visitorCountry(c.req.raw, { simulate: c.env.SIMULATE_COUNTRY === "true" });
    const choice = chooseCurrency({ query: c.req.query("currency") ?? null, country });
    c.set("country", country);
    c.set("currency", choice.currency);
    c.set("currencySource", choice.source);
    await next();
  };
}
