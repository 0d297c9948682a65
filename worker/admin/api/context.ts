import { Hono } from "hono/tiny";
import type { AppEnv } from "../../bindings.ts";
import { ContentStore } from "../../content/store.ts";

/**
 * What the page canvas needs besides the page: the site settings (header, banner, footer)
 * and the catalogue (cards listings, the deployed URLs, link suggestions), read now.
 */
export function contextRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/", async (c) => {
    const store = new ContentStore(c.env.CONTENT, 0);
    const version = await store.version();
    const [site, catalogue] = await Promise.all([store.site(version), store.catalogue(version)]);
    return c.json({
      version,
      site,
      catalogue,
      siteUrl: c.env.SITE_URL,
      consoleUrl: c.env.CONSOLE_URL,
      admin: c.var.admin ?? null,
    });
  });
  return api;
}
