import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../bindings.ts";
import { contentSecurityPolicy, tileImageSources } from "./content-security-policy.ts";

/** Where browsers send CSP violation reports (worker/api/csp-report.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";
const REPORT_GROUP = "csp";

/** Two years, sub-domains included, eligible for the browsers' preload list. */
export const HSTS = "max-age=63072000; includeSubDomains; preload";

/**
 * Where the Reporting API sends violation reports: the report path on SITE_URL, from the
 * configuration and never from the request's Host, which a client chooses (docs/security.md).
 * Null when SITE_URL is not a URL (the CSP then keeps its relative report-uri only).
 */
export function reportingEndpoint(siteUrl: string | undefined): string | null {
  return siteUrl && URL.canParse(siteUrl) ? new URL(CSP_REPORT_PATH, siteUrl).href : null;
}

/**
 * Security headers on every Worker response. Scripts come only from this origin: island
 * props travel in data attributes, so no inline script (and no nonce) is needed, and a
 * rendered page can be cached and served to everyone.
 *
 * The CSP is built per response from parts (content-security-policy.ts): the base policy,
 * the map tile host when MAP_TILE_URL is set, and whatever a handler put in
 * `c.var.cspSources` (e.g. consented vendors' scripts). `upgrade-insecure-requests` is sent
 * on https only, so local runs over http://localhost keep loading their files.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const others = secureHeaders({
    strictTransportSecurity: HSTS,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], payment: [] },
  });
  return async function securityHeadersMiddleware(c, next) {
    await others(c, next);
    const url = new URL(c.req.url);
    const reportEndpoint = reportingEndpoint(c.env.SITE_URL);
    const policy = contentSecurityPolicy([{ imgSrc: tileImageSources(c.env.MAP_TILE_URL) }, c.get("cspSources")], {
      upgradeInsecureRequests: url.protocol === "https:",
      reportTo: reportEndpoint ? REPORT_GROUP : undefined,
      reportUri: CSP_REPORT_PATH,
    });
    // A handler that serves a file may have set a stricter policy of its own (media: a sandbox).
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", policy);
    // Google's sign-in pop-up reports back to the page that opened it (the sign-up page only).
    if (c.get("allowPopups")) c.header("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    if (reportEndpoint) c.header("Reporting-Endpoints", `${REPORT_GROUP}="${reportEndpoint}"`);
  };
}
