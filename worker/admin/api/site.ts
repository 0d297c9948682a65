import { Hono } from "hono/tiny";
import { siteSchema } from "../../../client/content/site-schema.ts";
import { ContentError, parseContent } from "../../../client/content/validate.ts";
import { edgeCacheMs, type AppEnv } from "../../bindings.ts";
import { SITE_KEY } from "../../content/keys.ts";
import { ContentStore } from "../../content/store.ts";
import { brokenLinkProblems } from "../content/broken-links.ts";
import { EditorStore } from "../content/editor-store.ts";
import { publishedPaths } from "../content/index-catalogue.ts";
import { bumpContentVersion, putDocument } from "../content/kv-write.ts";
import { jsonBody } from "./json-body.ts";

/**
 * /admin/app-settings: the site settings (banner, header menus and calls to action, footer
 * menus and links, consent services), read and saved whole, validated by the same schema
 * as content/site.json, with internal links checked as the build checks them; a save is live
 * with a new content version.
 */
export function siteRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/", async (c) => {
    const store = new ContentStore(c.env.CONTENT, 0);
    const site = await store.site(await store.version());
    return c.json({ site });
  });
  api.put("/", async (c) => {
    const read = await jsonBody(c);
    if ("status" in read) return c.json({ error: read.error }, read.status);
    try {
      const site = parseContent(siteSchema, read.body.site, "site settings");
      // The header and footer are on every page: each internal link must lead somewhere.
      const index = await new EditorStore(c.env.CONTENT).index();
      const broken = await brokenLinkProblems(site, "", publishedPaths(index), c.env.REDIRECTS);
      if (broken.length > 0) return c.json({ error: "The settings cannot be saved yet", problems: broken }, 400);
      const now = new Date().toISOString();
      await putDocument(c.env.CONTENT, SITE_KEY, site, now);
      const version = await bumpContentVersion(c.env.CONTENT, SITE_KEY, now);
      return c.json({ site, version, savedAt: now, liveWithin: edgeCacheMs(c.env) / 1000 });
    } catch (error) {
      if (error instanceof ContentError)
        return c.json({ error: "The settings cannot be saved yet", problems: error.problems }, 400);
      throw error;
    }
  });
  return api;
}
