import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { visitorCountry } from "../geo/country.ts";
import { chooseCurrency } from "../geo/currency.ts";

/** Decides the visitor's country (or the local simulation's) and currency once per request, on the server. */
export function visitor(): MiddlewareHandler<AppEnv> {
  return async function visitorMiddleware(c, next) {
    const simulation = c.var.simulation;
    const country = simulation ? simulation.country(c.req.raw) : visitorCountry(c.req.raw);
    const choice = chooseCurrency({ query: c.req.query("currency") ?? null, country });
    c.set("country", country);
    c.set("currency", choice.currency);
    c.set("currencySource", choice.source);
    await next();
  };
}
