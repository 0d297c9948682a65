/**
 * docs/security.md, "Prototype keys": the query parameters the browser reads (email, token,
 * utm_*, loc, destination, GitHub's source, code, state and error) and the page parameters
 * the server hands to blocks (originfunnel, plan_id, page), fuzzed with the names of
 * Object.prototype, invalid escapes and long values. Each reader answers a plain value or
 * "nothing here", never throws, and never hands back something from Object.prototype.
 * The Worker's own parameters: tests/worker/fuzz-queries.ts.
 */
import { describe, expect, it, vi } from "vitest";
import { utmFromSearch } from "./analytics/utm.ts";
import { paginate } from "./blocks/listings/paginate.ts";
import { startStep } from "./funnel/steps.ts";
import { prefillFromToken } from "./funnel/token.ts";
import { parseDestination, parseLoc } from "./maps/links.ts";
import { resolvePlanId } from "./pricing/cost.ts";
import { accountFromToken } from "./signup/access-token.ts";
import { chooseError, inputErrors } from "./signup/error-chooser.ts";
import { normalizeEmail } from "./signup/form-state.ts";
import { githubReturn } from "./signup/github.ts";
import { parseSignUpRequest } from "./signup/schema.ts";

const NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "prototype"];
const VALUES = [...NAMES, "%", "%E0%A4%A", "%FF", "%ZZ", "\\", "\u0000", "a".repeat(5000), "😀".repeat(1000)];

/** A value read from a query string as the browser does (URLSearchParams decodes, never throws). */
const query = (name: string, value: string) => `?${name}=${value}`;

/** True when nothing of Object.prototype leaks into a result: every value is data. */
function plain(value: unknown): boolean {
  if (value === null || ["string", "number", "boolean", "undefined"].includes(typeof value)) return true;
  if (typeof value === "function") return false;
  if (Array.isArray(value)) return value.every(plain);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as object).every(plain);
}

/** An unsigned JWT with these claims (the readers decode, never verify). */
function jwt(claims: string): string {
  const part = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${part('{"alg":"none"}')}.${part(claims)}.`;
}

describe("every parameter the browser reads, with prototype names, bad escapes and long values", () => {
  it("utm_*, email, GitHub's source, code, state and error", () => {
    for (const value of VALUES) {
      for (const name of ["utm_source", "utm_medium", "utm_content", ...NAMES])
        expect(plain(utmFromSearch(`${query(name, value)}&utm_source=x`)), `${name}=${value.slice(0, 9)}`).toBe(true);
      expect(normalizeEmail(new URLSearchParams(query("email", value)).get("email") ?? "")).toBeTypeOf("string");
      for (const name of ["source", "code", "state", "error"])
        expect(plain(githubReturn(`${query(name, value)}&source=github`, "state-1"))).toBe(true);
      expect(githubReturn(`?source=github&code=${value}&state=${value}`, null)).toEqual({ kind: "bad-state" });
    }
  });

  it("loc and destination of a shared map link", () => {
    for (const value of VALUES) {
      expect(parseLoc(value).ok, value.slice(0, 9)).toBe(false);
      expect(plain(parseDestination(value))).toBe(true);
    }
  });

  it("the funnel's token and originfunnel, the simulator's plan_id, a listing's page", () => {
    // A token that does not decode is logged (client/funnel/token.ts); those lines are expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const pricing = { tiers: [{ id: "pro" }] as never };
    for (const value of VALUES) {
      expect(prefillFromToken(value)).toBeNull();
      expect(startStep({ originFunnel: value, hasPrefill: false, configured: undefined })).toBe("funnelContactChoices");
      // Not a plan: none chosen, and the page says so.
      expect(resolvePlanId(value, pricing)).toEqual({ id: null, known: false });
      expect(paginate(30, value, 10)).toEqual({ page: 1, pages: 3, start: 0, end: 10 });
    }
    for (const name of NAMES) {
      const token = jwt(`{"${name}":{"email":"x@y.example"},"instance":{"${name}":1},"email":"a@b.example"}`);
      expect(plain(accountFromToken(token)), name).toBe(true);
      expect(plain(prefillFromToken(token))).toBe(true);
    }
  });

  it("a sign-up body or an accounts service's answer with prototype names as keys", () => {
    for (const name of NAMES) {
      const body = JSON.parse(`{"${name}":"x","email":"a@b.example"}`) as unknown;
      const parsed = parseSignUpRequest(body);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(plain(parsed.fields)).toBe(true);
        expect(Object.keys(parsed.fields), name).toContain(name);
      }
      expect(plain(chooseError(JSON.parse(`{"${name}":["x"]}`)))).toBe(true);
      expect(plain(inputErrors(JSON.parse(`{"${name}":["x"]}`)))).toBe(true);
    }
  });
});
