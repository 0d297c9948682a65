/**
 * Every query parameter the site reads, on the addresses that read it, with the names of
 * Object.prototype, invalid percent-escapes and long values (docs/security.md, "Prototype
 * keys"). A lookup keyed by visitor input must find nothing for "__proto__" or "constructor"
 * and answer 4xx or the page, never 500. Parameters read only in the browser (email, token,
 * utm_*, loc, destination, GitHub's code and state) are fuzzed in client/visitor-input.test.ts.
 */
import type { FuzzCase } from "./fuzz-cases.ts";

/** Parameter names read by the Worker, by address (the local entry's simulation included). */
export const WORKER_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  "/": ["currency", "simulate_country", "simulate_position"],
  "/pricing": ["currency", "plan_id", "simulate_country"],
  "/pricing-credits": ["currency"],
  "/blog": ["page"],
  "/news": ["page"],
  "/contact": ["originfunnel", "currency"],
  "/maps": ["loc", "destination"],
  "/sign_up": ["email", "source", "code", "state"],
  "/fr": ["x"],
  "/api/localities/autocomplete": ["input", "types", "components"],
  "/api/localities/details": ["public_id"],
  "/api/localities/geocode": ["latlng", "address", "components"],
  "/api/geolocation": ["cc_format", "simulate_position", "simulate_country"],
};

/** Admin addresses and the parameters they read (sent with an admin session). */
export const ADMIN_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  "GET /admin/playground": ["mode", "simulate", "currency"],
  "GET /admin/sign-in": ["next"],
  "GET /admin/layouts/blogposts-layout": ["language"],
  "GET /api/admin/image-size": ["src"],
  "DELETE /api/admin/media": ["key"],
  "DELETE /api/admin/redirects": ["source"],
  "GET /api/admin/leads": ["form", "status", "language", "from", "to", "handled", "page"],
  "GET /api/admin/leads/export.csv": ["form", "status", "from"],
};

/** Values as sent (already encoded where a client must encode them). */
export const PROTOTYPE_VALUES: readonly string[] = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "__defineGetter__",
  "prototype",
  "__proto__%5Bx%5D",
  "constructor.prototype",
  "country:__proto__",
  "country:constructor|country:toString",
  "%",
  "%E0%A4%A",
  "%FF%FE",
  "%C0%AE",
  "%ZZ",
  "%5C",
  "\\",
  "a".repeat(1900),
  `${"%E2%82%AC".repeat(200)}`,
  "x".repeat(5000),
];

/** Each parameter of each address with each value, and the prototype names as parameter names. */
function valuesOn(target: string, params: readonly string[], method = "GET"): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const param of params)
    for (const value of PROTOTYPE_VALUES) cases.push({ method, target: `${target}?${param}=${value}` });
  cases.push({ method, target: `${target}?__proto__=1&constructor=2&toString=3&${params[0]}=__proto__` });
  cases.push({ method, target: `${target}?${params.map((p) => `${p}=constructor`).join("&")}` });
  return cases;
}

/** The Worker's query parameters, fuzzed. */
export function prototypeQueries(): FuzzCase[] {
  return Object.entries(WORKER_QUERY_PARAMETERS).flatMap(([target, params]) => valuesOn(target, params));
}

/** The admin's query parameters, fuzzed (the caller adds the session and the site's Origin). */
export function adminPrototypeQueries(): FuzzCase[] {
  return Object.entries(ADMIN_QUERY_PARAMETERS).flatMap(([route, params]) => {
    const [method, target] = route.split(" ") as [string, string];
    return valuesOn(target, params, method);
  });
}
