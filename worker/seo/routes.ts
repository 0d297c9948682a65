import { Hono } from "hono/tiny";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { ContentStore } from "../content/store.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

/** /sitemap.xml from the page catalogue, and /robots.txt. */
export function seoRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/sitemap.xml", async (c) => {
    const store = new ContentStore(c.env.CONTENT, edgeCacheMs(c.env));
    const catalogue = await store.catalogue(await store.version());
    if (!catalogue) throw new Error("KV CONTENT has no catalogue: run the content sync");
    return c.body(sitemapXml(catalogue, c.env.SITE_URL), 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });
  routes.get("/robots.txt", (c) =>
    c.body(robotsTxt(c.env.SITE_URL), 200, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    }),
  );
  return routes;
}
