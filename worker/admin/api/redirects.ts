import { Hono } from "hono/tiny";
import type { RedirectItem } from "../../../client/admin/api-types.ts";
import type { AppEnv } from "../../bindings.ts";
import { redirectsCsv } from "../../redirects/csv-export.ts";
import { lintRedirectRows } from "../../redirects/lint.ts";
import { MAX_PATH_BYTES, normaliseRedirectPath, type RedirectTarget } from "../../redirects/rules.ts";
import { EditorStore } from "../content/editor-store.ts";
import { putMarked } from "../content/kv-write.ts";
import { readAllRedirects } from "../content/redirect-table.ts";
import { adminSiteTargets } from "../content/site-targets.ts";
import { jsonBody } from "./json-body.ts";

const rowOf = (item: Pick<RedirectItem, "source" | "destination" | "permanent" | "locale">, line: number) => ({
  line,
  fields: [item.source, item.destination, String(item.permanent), item.locale],
});

/** The REDIRECTS key of a source the admin sent, or null when no redirect can have it (too long for a key). */
function redirectKey(source: unknown): string | null {
  if (typeof source !== "string") return null;
  const key = normaliseRedirectPath(source);
  return new TextEncoder().encode(key).byteLength <= MAX_PATH_BYTES ? key : null;
}

/**
 * The admin-only redirects list (docs/editor.md): the REDIRECTS namespace read
 * whole, searched in the browser; add, change and delete, each checked by the lint of
 * redirects.csv (worker/redirects/lint.ts) against the whole table and the site, so no change
 * makes a loop, a chain, a duplicate, a redirect to nowhere or one that hides a page; and the table as CSV, since redirects.csv stays the source
 * of truth (the next sync puts the file's rows back, docs/editor.md).
 */
export function redirectRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get("/", async (c) => c.json({ redirects: await readAllRedirects(c.env.REDIRECTS) }));

  api.get("/export.csv", async (c) => {
    const items = (await readAllRedirects(c.env.REDIRECTS)).filter((item) => item.problem === null);
    const text = redirectsCsv(items.map((item) => ({ source: item.source, target: targetOf(item) })));
    return c.body(text, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="redirects.csv"',
    });
  });

  api.put("/", async (c) => {
    const read = await jsonBody(c);
    if ("status" in read) return c.json({ error: read.error }, read.status);
    const body = read.body;
    const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string).trim() : "");
    const original = redirectKey(body.original);
    const edited = {
      source: text("source"),
      destination: text("destination"),
      permanent: body.permanent !== false,
      locale: text("locale"),
    };

    const [all, index] = await Promise.all([
      readAllRedirects(c.env.REDIRECTS).then((items) => items.filter((item) => item.problem === null)),
      new EditorStore(c.env.CONTENT).index(),
    ]);
    const others = all.filter((item) => item.source !== original);
    const current = all.map((item, i) => rowOf(item, i + 1));
    // The edited row is line 0: its own problems are reported on it, the table's are new ones.
    const next = [rowOf(edited, 0), ...others.map((item, i) => rowOf(item, i + 1))];
    const site = await adminSiteTargets(c.env, index, [...current, ...next]);
    const before = new Set(lintRedirectRows(current, site).problems.map((p) => p.message));
    const { rows, problems } = lintRedirectRows(next, site);
    const caused = problems.filter((p) => p.line === 0 || !before.has(p.message)).map((p) => p.message);
    if (caused.length > 0) return c.json({ error: "This redirect cannot be saved", problems: caused }, 400);

    const row = rows.find((r) => r.line === 0);
    if (!row) return c.json({ error: "This redirect cannot be saved", problems: ["the redirect is not valid"] }, 400);
    const now = new Date().toISOString();
    await putMarked(c.env.REDIRECTS, row.key, JSON.stringify(row.target), now);
    if (original && original !== row.key) await c.env.REDIRECTS.delete(original);
    return c.json({ source: row.key, ...row.target, savedAt: now });
  });

  api.delete("/", async (c) => {
    const source = c.req.query("source");
    if (!source) return c.json({ error: "Say which redirect: ?source=/path" }, 400);
    const key = redirectKey(source);
    if (key === null || (await c.env.REDIRECTS.get(key)) === null)
      return c.json({ error: `No redirect from ${key ?? "that address"}` }, 404);
    await c.env.REDIRECTS.delete(key);
    return c.body(null, 204);
  });

  return api;
}

function targetOf(item: RedirectItem): RedirectTarget {
  return item.locale
    ? { destination: item.destination, permanent: item.permanent, locale: item.locale }
    : { destination: item.destination, permanent: item.permanent };
}
