import type { Context } from "hono";
import type { AppEnv } from "../../bindings.ts";
import { renamePage } from "../content/rename.ts";
import { jsonBody } from "./json-body.ts";

/**
 * POST /api/admin/pages/{id}/rename `{ slug, redirect }` (docs/editor.md): the page gets a
 * new slug, and with `redirect` its old path redirects to the new one. Answers the page's
 * new id and path, or 400/404/409 with the problems that stop it.
 */
export async function renameRoute(c: Context<AppEnv>): Promise<Response> {
  const read = await jsonBody(c);
  if ("status" in read) return c.json({ error: read.error }, read.status);
  const slug = typeof read.body.slug === "string" ? read.body.slug.trim() : "";
  const result = await renamePage(
    c.env,
    c.req.param("id") ?? "",
    { slug, redirect: read.body.redirect === true },
    c.var.admin?.name ?? "admin",
  );
  if (!result.ok) {
    const error = result.status === 404 ? "No such page" : "The address cannot be changed yet";
    return c.json({ error, problems: result.problems }, result.status);
  }
  return c.json(result);
}
