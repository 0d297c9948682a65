/**
 * The abuse suite's requests, generated from a fixed seed so a failure can be replayed:
 * every method on every route, random bytes as paths, long and encoded paths, hostile
 * query values on every API parameter and on pages, hostile headers, and junk CSP reports.
 * Every hostile value carries the canary "<x-fuzz" so that an echo is easy to find.
 */

import { crossSitePosts } from "./fuzz-origins.ts";

export const SEED = 0x10c05;
/** What no answer may contain as written: an echo of a hostile value into HTML or JSON. */
export const CANARY = "<x-fuzz";

export interface FuzzCase {
  method: string;
  /** Path and query as sent (already percent-encoded where it needs to be). */
  target: string;
  headers?: Record<string, string>;
  body?: string;
  /** The one status this request must get (a refusal), when there is one. */
  expectStatus?: number;
}

/** mulberry32: a tiny deterministic generator, enough to spread the cases. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ROUTES = [
  "/",
  "/pricing",
  "/company",
  "/products/localities",
  "/geocode-lookup",
  "/maps",
  "/kunden",
  "/nothing-here",
  "/home",
  "/zh/products",
  "/assets/privacy-policy.pdf",
  "/stories/pharmacy-network",
  "/sitemap.xml",
  "/robots.txt",
  "/api/health",
  "/api/localities/autocomplete?input=lyon",
  "/api/localities/details?public_id=Y2l0eToyOTk2OTQ0",
  "/api/localities/geocode?latlng=45.76,4.83",
  "/api/geolocation",
  "/api/csp-report",
  "/api/nothing",
  "/static/missing.js",
  "/_geo/missing.json",
  "/__bench/static",
  "/api/localities/__cache",
  "/404",
  "/pricing-credits",
  "/sign_up",
  "/media/images/2026-01/missing-1a2b3c4d.png",
  "/media/%E0%A4%A",
  "/api/forms/sales",
  "/api/forms/__proto__",
  "/api/signup",
];
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"];

/** Values an attacker tries in a query parameter, each with the canary. */
const HOSTILE = [
  `${CANARY}>`,
  `"><svg onload=alert(1)>${CANARY}`,
  `';alert(1)//${CANARY}`,
  `javascript:alert(1)${CANARY}`,
  `${CANARY}\u0000`,
  `${CANARY}\r\nSet-Cookie: a=1`,
  `../../etc/passwd${CANARY}`,
  `{{7*7}}\${7*7}${CANARY}`,
  `${CANARY}${"A".repeat(1500)}`,
  `\u202e${CANARY}`,
  `${CANARY}😀\ufffd`,
  `__proto__${CANARY}`,
  `country:fr|${CANARY}`,
  `90,180${CANARY}`,
  `1e309,-0${CANARY}`,
  `NaN,Infinity${CANARY}`,
  `%FF${CANARY}`,
  `%00${CANARY}`,
  `%E0%A4%A${CANARY}`,
  `//evil.example${CANARY}`,
  `/\\evil.example${CANARY}`,
  `${CANARY}%0d%0aLocation:%20//evil.example`,
];

/** A value as sent: literal escapes kept ("%FF" stays invalid), everything else encoded. */
function encodeValue(value: string): string {
  return value
    .split(/(%[0-9A-Fa-f]{0,2})/)
    .map((part, i) => (i % 2 === 1 ? part : encodeURIComponent(part)))
    .join("");
}

const API_PARAMS: Record<string, string[]> = {
  "/api/localities/autocomplete": ["input", "types", "components"],
  "/api/localities/details": ["public_id"],
  "/api/localities/geocode": ["latlng", "address", "components"],
  "/api/geolocation": ["cc_format", "simulate_position", "simulate_country"],
};

const HOSTILE_HEADERS = [
  "x-request-id",
  "cf-ray",
  "x-simulate-country",
  "x-simulate-position",
  "if-none-match",
  "user-agent",
  "accept-language",
  "cf-connecting-ip",
  "x-forwarded-host",
  "host",
];

/** Every method on every route. */
function methodsOnRoutes(): FuzzCase[] {
  return ROUTES.flatMap((target) =>
    METHODS.map((method) => ({
      method,
      target,
      ...(method === "POST" || method === "PUT" ? { body: `${CANARY}>` } : {}),
    })),
  );
}

/** Paths of random bytes, percent-encoded as a client must send them. */
function randomBytePaths(next: () => number, count: number): FuzzCase[] {
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 60);
    let path = "/";
    for (let i = 0; i < length; i += 1) {
      const byte = Math.floor(next() * 256);
      const char = String.fromCharCode(byte);
      path += /[A-Za-z0-9._~/-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    }
    return { method: next() < 0.8 ? "GET" : "HEAD", target: path };
  });
}

/** Long paths around the 400-byte bound, and encodings that turn into slashes, dots or control characters. */
function longAndEncodedPaths(): FuzzCase[] {
  const targets = [
    ...[399, 400, 401, 1000, 4000].map((n) => `/${"a".repeat(n - 1)}`),
    `/${"%E2%82%AC".repeat(44)}`,
    `/${"%E2%82%AC".repeat(45)}`,
    `/${"%E2%82%AC".repeat(200)}`,
    `/assets/${"x".repeat(390)}.pdf`,
    "/%2F%2Fevil.example/",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example",
    "/%252F%252Fevil.example/",
    "/.%2E/.%2E/etc/passwd",
    "/%00",
    "/%0d%0a",
    "/a%00b/",
    "/%C0%AE%C0%AE/",
    "/%E0%A4%A",
    "/%FF%FE/",
    "/%EF%BF%BD/",
    "/zh%2F..%2Fpricing",
    "/assets/%2e%2e%2fpricing.pdf",
    "/assets/..%5Cpricing.pdf",
    "/assets/%0Aevil.pdf",
    "/assets/%09//evil.example.pdf",
    "/HOME/",
    "/Home//",
    "/ZH/../pricing",
    "/pricing;jsessionid=1",
    "/pricing%3Fcurrency=GBP",
    "/pricing?currency=__proto__",
    "/pricing?currency=constructor",
    "/fr?x=\\",
    "/home?next=/\\evil.example",
    "/media/images/%ZZ.png",
    `/media/images/2026-01/${"a".repeat(300)}.png`,
    "/pricing#frag",
    "/api/%2e%2e/pricing",
    "/api/localities/%2e%2e/health",
    "/api/localities/autocomplete/",
    "/API/health",
    "/api//health",
    "/static/../pricing",
    "/_geo/%2e%2e/pricing",
    "/robots.txt/",
    `/sitemap.xml?x=${"y".repeat(3000)}`,
    ...["//evil.example/", "/\\evil.example/", "///evil.example/", "//Evil.example", "/assets/%5Cevil.example.pdf"].map(
      (p) => `${p}?next=${encodeURIComponent(CANARY)}`,
    ),
  ];
  return targets.map((target) => ({ method: "GET", target }));
}

/** Each hostile value in each API parameter (alone and beside a valid query), and in page parameters. */
function hostileQueries(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [path, params] of Object.entries(API_PARAMS)) {
    for (const param of params) {
      for (const value of HOSTILE) cases.push({ method: "GET", target: `${path}?${param}=${encodeValue(value)}` });
    }
  }
  for (const page of ["/pricing", "/", "/nothing-here", "/home", "/maps"]) {
    for (const param of ["currency", "simulate_country", "loc"]) {
      for (const value of HOSTILE.slice(0, 12))
        cases.push({ method: "GET", target: `${page}?${param}=${encodeValue(value)}` });
    }
  }
  cases.push({
    method: "GET",
    target: `/api/localities/autocomplete?${Array.from({ length: 40 }, (_, i) => `p${i}=${i}`).join("&")}`,
  });
  cases.push({
    method: "GET",
    target: `/api/localities/autocomplete?input=a&input=${encodeValue(HOSTILE[0] as string)}`,
  });
  return cases;
}

/** Hostile values in the headers the Worker reads or might echo. */
function hostileHeaders(): FuzzCase[] {
  const values = [
    `${CANARY}>`,
    `"${CANARY}"`,
    "gb",
    "51.5,-0.12",
    `${CANARY}${"x".repeat(2000)}`,
    "*",
    'W/"x", "y"',
    "",
  ];
  return HOSTILE_HEADERS.flatMap((name) =>
    values.map((value, i) => ({
      method: "GET",
      target: ["/pricing", "/api/geolocation", "/company", "/api/localities/autocomplete?input=par"][i % 4] as string,
      headers: { [name]: value },
    })),
  );
}

/** Junk sent to the CSP report endpoint: random JSON, wrong shapes, wrong types. */
function junkReports(next: () => number): FuzzCase[] {
  const bodies = [
    "",
    "null",
    "[]",
    "{}",
    "[1,2,3]",
    `"${CANARY}"`,
    `{"csp-report":${JSON.stringify(CANARY)}}`,
    `[{"type":"csp-violation","body":{"documentURL":${JSON.stringify(CANARY)}}}]`,
    "{".repeat(5000),
    `[${"{},".repeat(500)}{}]`,
  ];
  const types = [
    "application/reports+json",
    "application/csp-report",
    "application/json",
    "text/plain",
    "multipart/form-data",
  ];
  return Array.from({ length: 40 }, (_, i) => ({
    method: "POST",
    target: "/api/csp-report",
    body: bodies[i % bodies.length] as string,
    headers: { "content-type": types[Math.floor(next() * types.length)] as string },
  }));
}

/** All cases, in a fixed order. */
export function fuzzCases(): FuzzCase[] {
  const next = random(SEED);
  return [
    ...methodsOnRoutes(),
    ...randomBytePaths(next, 300),
    ...longAndEncodedPaths(),
    ...hostileQueries(),
    ...hostileHeaders(),
    ...junkReports(next),
    ...crossSitePosts(),
  ];
}
