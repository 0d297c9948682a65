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
    const policy = contentSecurityPolicy([{ imgSrc: tileImageSources(c.env.MAP_TILE_URL) }, c.get("cspSources")], {
      upgradeInsecureRequests: url.protocol === "https:",
      reportTo: REPORT_GROUP,
      reportUri: CSP_REPORT_PATH,
    });
    c.header("Content-Security-Policy", policy);
    // Google's sign-in pop-up reports back to the page that opened it (the sign-up page only).
    if (c.get("allowPopups")) c.header("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    c.header("Reporting-Endpoints", `${REPORT_GROUP}="${url.origin}${CSP_REPORT_PATH}"`);
  };
}
