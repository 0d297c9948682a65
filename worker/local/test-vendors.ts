import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { TEST_VENDOR_SCRIPT, testEmbedHtml } from "./test-vendor-script.ts";

/** The local-only path of the test vendors. */
export const TEST_VENDOR_PATH = "/__test-vendors";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True in local runs (LOCAL_TEST_VENDORS=true) for a request to a loopback host. */
export function testVendorsEnabled(c: Context<AppEnv>): boolean {
  return c.env.LOCAL_TEST_VENDORS === "true" && LOOPBACK.has(new URL(c.req.url).hostname);
}

/**
 * Local test vendors (docs/consent.md): stand-ins for the
 * third-party scripts and embeds, which cannot load offline, so that one can see and
 * test what consent lets through. They answer only when LOCAL_TEST_VENDORS is "true"
 * (never set in wrangler.toml) and the request is for a loopback host; otherwise the
 * path is an ordinary missing page. Registered before the security headers, so that
 * their embed pages may be framed by the site.
 *
 *   GET /__test-vendors/{name}.js          the test vendor script (any name)
 *   GET /__test-vendors/embed/{kind}/{id}  a page standing in for an embedded player
 * (and, after the security headers, GET /__test-vendors/demo: test-vendor-demo.ts).
 */
export function testVendors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!testVendorsEnabled(c)) return next();
    const path = c.req.path.slice(TEST_VENDOR_PATH.length);
    const headers = { "cache-control": "no-store" };
    if (/^\/[a-z-]+\.js$/.test(path)) {
      return c.body(TEST_VENDOR_SCRIPT, 200, { ...headers, "content-type": "text/javascript; charset=utf-8" });
    }
    const embed = /^\/embed\/([a-z-]+)\/([^/]+)$/.exec(path);
    if (embed) return c.html(testEmbedHtml(embed[1] ?? "", embed[2] ?? ""), 200, headers);
    return next();
  };
}
