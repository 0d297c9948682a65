import type { Handler } from "hono";
import { createElement } from "react";
import { ConsentRoot } from "../../client/consent/consent-root.tsx";
import { TestVendorDemo } from "../../client/consent/test-vendor-demo.tsx";
import { Document } from "../../client/document.tsx";
import { pageAssets } from "../assets.ts";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { ContentStore } from "../content/store.ts";
import { logError } from "../log.ts";
import { thirdPartySources } from "../consent/third-party-csp.ts";
import { renderHtml } from "../pages/render-html.ts";
import { testVendorsEnabled } from "./test-vendors.ts";

/**
 * GET /__test-vendors/demo, local runs only: the embeds and slots of every consent-gated
 * service on one page (client/consent/test-vendor-demo.tsx), with the site's consent
 * banner and its security headers. Elsewhere it is an ordinary missing page.
 */
export const testVendorDemo: Handler<AppEnv> = async (c, next) => {
  if (!testVendorsEnabled(c)) return next();
  const store = new ContentStore(c.env.CONTENT, edgeCacheMs(c.env));
  const site = await store.site(await store.version());
  if (!site) return next();
  c.set("cspSources", thirdPartySources(site.services));
  const head = {
    lang: "en",
    title: "Local test vendors · Locus",
    description: "Consent-gated embeds and slots served by the local test vendors.",
    canonical: new URL(c.req.path, c.env.SITE_URL).href,
    robots: "noindex, nofollow",
    siteName: site.name,
    alternates: [],
    jsonLd: [],
  };
  const body = createElement(ConsentRoot, {
    site,
    siteHost: new URL(c.env.SITE_URL).host,
    freeToolPage: false,
    children: createElement(TestVendorDemo),
  });
  const html = await renderHtml(createElement(Document, { head, assets: pageAssets([]), children: body }), {
    complete: true,
    onError: (error) => logError("test vendor demo render error", { requestId: c.var.requestId }, error),
  });
  return c.body(html, 200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
};
