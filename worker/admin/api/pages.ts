import type { Context } from "hono";
import { Hono } from "hono/tiny";
import * as v from "valibot";
import { pageIdOf } from "../../../client/content/catalogue-build.ts";
import { isLockedType } from "../../../client/content/page-index.ts";
import { pagePath } from "../../../client/content/page-path.ts";
import { LANGUAGES, PAGE_TYPES, SLUG_MESSAGE, SLUG_RE } from "../../../client/content/page-schema.ts";
import type { AppEnv } from "../../bindings.ts";
import { normaliseRedirectPath } from "../../redirects/rules.ts";
import { EditorStore } from "../content/editor-store.ts";
import { historyVersion, pageHistory } from "../content/page-history.ts";
import { publishPage } from "../content/publish.ts";
import { unpublishPage } from "../content/unpublish.ts";
import { jsonBody } from "./json-body.ts";
import { renameRoute } from "./rename-route.ts";
import type { PageRow } from "../../../client/admin/api-types.ts";
import { deferIn } from "../../cache/refresh-ahead-cache.ts";
import { prerenderPublished } from "../../pages/page-response.ts";

export type { PageRow };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who makes this change, for the page's history: the Access identity, or "local admin". */
function authorOf(c: Context<AppEnv>): string {
  return c.var.admin?.name ?? "admin";
}

export const newPageSchema = v.strictObject({
  type: v.picklist(PAGE_TYPES, `type must be one of ${PAGE_TYPES.join(", ")}`),
  language: v.picklist(LANGUAGES, `language must be one of ${LANGUAGES.join(", ")}`),
  slug: v.pipe(v.string(), v.regex(SLUG_RE, SLUG_MESSAGE)),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("name must not be empty"),
    v.maxLength(120, "name must be 120 characters or fewer"),
  ),
});

/** The editor's pages: list, create (a draft), open, auto-save, publish, take offline, rename and history. */
export function pageRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get("/", async (c) => {
    const store = new EditorStore(c.env.CONTENT);
    const [index, drafts] = await Promise.all([store.index(), store.drafts()]);
    const draftById = new Map(drafts.map((d) => [d.id, d]));
    const rows: PageRow[] = index.map(({ id, file, path, locked, head }) => ({
      id,
      name: head.name,
      type: head.type,
      language: head.language,
      slug: head.slug,
      path,
      status: head.status,
      locked,
      draftSavedAt: draftById.get(id)?.savedAt ?? null,
      publishedAt: head.publishedAt ?? null,
      file,
    }));
    const known = new Set(index.map((e) => e.id));
    for (const draft of drafts) {
      if (known.has(draft.id)) continue;
      const type = (PAGE_TYPES as readonly string[]).includes(draft.type)
        ? (draft.type as (typeof PAGE_TYPES)[number])
        : null;
      // A page without a language is English (the schema's default).
      const language = (LANGUAGES as readonly string[]).includes(draft.language)
        ? (draft.language as (typeof LANGUAGES)[number])
        : "en";
      rows.push({
        id: draft.id,
        name: draft.name,
        type: draft.type,
        language: draft.language,
        slug: draft.slug,
        path: type ? pagePath(type, draft.slug, language) : null,
        status: "DRAFT",
        locked: type ? isLockedType(type) : false,
        draftSavedAt: draft.savedAt,
        publishedAt: null,
        file: null,
      });
    }
    rows.sort((a, b) => a.name.localeCompare(b.name));
    return c.json({ pages: rows });
  });

  api.post("/", async (c) => {
    const read = await jsonBody(c);
    if ("status" in read) return c.json({ error: read.error }, read.status);
    const parsed = v.safeParse(newPageSchema, read.body);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? "page"), issue.message]),
      );
      return c.json({ error: "Some fields are missing or invalid", fields }, 400);
    }
    const { type, language, slug, name } = parsed.output;
    const id = await pageIdOf({ type, language, slug });
    const store = new EditorStore(c.env.CONTENT);
    const [index, draft] = await Promise.all([store.index(), store.draft(id)]);
    if (draft || index.some((e) => e.id === id))
      return c.json({ error: `A ${type} page "${slug}" in ${language} exists already`, id }, 409);
    const path = pagePath(type, slug, language);
    const taken = path === null ? undefined : index.find((e) => e.path === path);
    if (taken)
      return c.json(
        { error: `The path ${path} is already the page "${taken.head.name}"`, fields: { slug: `${path} is taken` } },
        409,
      );
    if (path !== null && (await c.env.REDIRECTS.get(normaliseRedirectPath(path))) !== null) {
      return c.json(
        {
          error: `${path} is redirected elsewhere: remove that redirect first`,
          fields: { slug: `${path} is redirected` },
        },
        409,
      );
    }
    // docs/editor.md: a new page is a draft.
    const page = { name, type, language, slug, status: "DRAFT", meta: { title: name, description: "" }, blocks: [] };
    const saved = await store.saveDraft(id, page, null, new Date().toISOString());
    return c.json({ id, ...saved }, 201);
  });

  api.use("/:id/*", async (c, next) =>
    ID.test(c.req.param("id") ?? "") ? next() : c.json({ error: "No such page" }, 404),
  );
  api.use("/:id", async (c, next) =>
    ID.test(c.req.param("id") ?? "") ? next() : c.json({ error: "No such page" }, 404),
  );

  api.get("/:id", async (c) => {
    const id = c.req.param("id");
    const store = new EditorStore(c.env.CONTENT);
    const [index, doc, draft] = await Promise.all([store.index(), store.doc(id), store.draft(id)]);
    if (!doc && !draft) return c.json({ error: "No such page" }, 404);
    const entry = index.find((e) => e.id === id) ?? null;
    const history = await pageHistory(c.env.CONTENT, id, entry?.file ?? null);
    return c.json({
      id,
      locked: entry?.locked ?? false,
      path: entry?.path ?? null,
      file: entry?.file ?? null,
      doc,
      draft,
      history,
    });
  });

  api.put("/:id/draft", async (c) => {
    const read = await jsonBody(c);
    if ("status" in read) return c.json({ error: read.error }, read.status);
    // A draft is a page being edited: perhaps invalid, but a JSON object (docs/security.md).
    const page = read.body.page;
    if (typeof page !== "object" || page === null || Array.isArray(page))
      return c.json({ error: "Send the page being edited as a JSON object in page" }, 400);
    const base = typeof read.body.base === "string" ? read.body.base : null;
    const saved = await new EditorStore(c.env.CONTENT).saveDraft(
      c.req.param("id"),
      page,
      base,
      new Date().toISOString(),
    );
    if ("conflict" in saved) {
      return c.json(
        { error: "This page was saved meanwhile in another tab or by another admin", draft: saved.conflict },
        409,
      );
    }
    return c.json(saved);
  });

  api.delete("/:id/draft", async (c) => {
    await new EditorStore(c.env.CONTENT).deleteDraft(c.req.param("id"));
    return c.body(null, 204);
  });

  api.post("/:id/publish", async (c) => {
    const read = await jsonBody(c);
    if ("status" in read) return c.json({ error: read.error }, read.status);
    const result = await publishPage(c.env, c.req.param("id"), read.body.page, authorOf(c));
    if (!result.ok) return c.json({ error: "The page cannot be published yet", problems: result.problems }, 400);
    // Pre-rendered for every isolate once answered (docs/benchmarks.md#pre-rendered-pages).
    if (result.path !== null) deferIn(c)(prerenderPublished(c, result.path));
    return c.json(result);
  });

  api.post("/:id/unpublish", async (c) => {
    const result = await unpublishPage(c.env, c.req.param("id"));
    if (!result.ok)
      return c.json(
        {
          error: result.status === 404 ? "No such page" : "The page cannot be taken offline yet",
          problems: result.problems,
        },
        result.status,
      );
    return c.json(result);
  });

  api.post("/:id/rename", renameRoute);

  api.get("/:id/history/:ref", async (c) => {
    const page = await historyVersion(c.env.CONTENT, c.req.param("id"), c.req.param("ref"));
    return page ? c.json({ page }) : c.json({ error: "No such version" }, 404);
  });

  return api;
}
