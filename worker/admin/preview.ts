import type { Context } from "hono";
import { createElement, Fragment } from "react";
import { blockIslandLoads, pageSources } from "../../client/blocks/registry.ts";
import { pathOf } from "../../client/content/page-path.ts";
import { Document } from "../../client/document.tsx";
import { PageView } from "../../client/page-view.tsx";
import { pageAssets } from "../assets.ts";
import type { AppEnv } from "../bindings.ts";
import { thirdPartySources } from "../consent/third-party-csp.ts";
import { ContentStore } from "../content/store.ts";
import { errorPageHtml } from "../errors/error-page.ts";
import { logError } from "../log.ts";
import { joinSources } from "../middleware/content-security-policy.ts";
import { pageContext, pageReads } from "../pages/page-response.ts";
import { renderHtml } from "../pages/render-html.ts";
import { documentHead } from "../seo/head.ts";
import { EditorStore } from "./content/editor-store.ts";
import { checkPage } from "./content/publish.ts";
import { EditButton } from "./edit-button.ts";
import { renderLayout } from "./layout-view.ts";

/**
 * GET /admin/preview/{id}: the public view of a page's draft (else of its published version),
 * rendered as visitors will get it (islands, maps and all; docs/editor.md:
 * editor aids off), never cached, never indexed, with a button back to the editor.
 */
export async function previewPage(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const editor = new EditorStore(c.env.CONTENT);
  const [draft, doc] = await Promise.all([editor.draft(id), editor.doc(id)]);
  const source = draft?.page ?? doc;
  if (!source)
    return c.html(
      errorPageHtml({
        status: 404,
        title: "No such page",
        message: "This page has no draft and no published version.",
      }),
      404,
    );
  const checked = checkPage(source);
  if ("problems" in checked) {
    const list = checked.problems
      .slice(0, 8)
      .map((p) => `${p.field}: ${p.message}`)
      .join("; ");
    return c.html(
      errorPageHtml({
        status: 422,
        title: "This draft cannot be previewed yet",
        message: `Mend it in the editor first: ${list}.`,
      }),
      422,
    );
  }
  const page = checked.page;
  // A layout page shows the cards it orders, in its draft's order (docs/editor.md).
  if (page.type === "layout")
    return renderLayout(c, { id, page, path: `/admin/preview/${id}`, language: page.language });
  const store = new ContentStore(c.env.CONTENT, 0);
  const version = await store.version();
  const [site, catalogue] = await Promise.all([store.site(version), store.catalogue(version)]);
  if (!site || !catalogue) throw new Error("KV CONTENT is incomplete: site settings or catalogue missing");
  const path = pathOf(page) ?? `/${page.slug}`;
  c.set("cspSources", joinSources(thirdPartySources(site.services), pageSources(page.blocks)));
  const inLanguage = await pageReads(c.env.ASSETS, page);
  const context = { ...pageContext(c, path, page, site, catalogue, inLanguage), mode: "preview" as const };
  const document = createElement(Document, {
    head: {
      ...documentHead({ page, path, catalogue, site, siteUrl: c.env.SITE_URL, images: inLanguage.images }),
      robots: "noindex, nofollow",
    },
    assets: pageAssets(page.blocks.flatMap(blockIslandLoads)),
    children: createElement(
      Fragment,
      null,
      createElement(PageView, { page, site, context, consoleUrl: c.env.CONSOLE_URL }),
      createElement(EditButton, { id }),
    ),
  });
  const body = await renderHtml(document, {
    complete: true,
    signal: c.req.raw.signal,
    onError: (error) => logError("preview render error", { requestId: c.var.requestId, id }, error),
  });
  return c.body(body, 200, { "content-type": "text/html; charset=utf-8" });
}
