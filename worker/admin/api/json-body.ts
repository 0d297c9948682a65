import type { Context } from "hono";
import type { AppEnv } from "../../bindings.ts";

/** The largest JSON body the admin API reads (a page with a hundred blocks is far below it). */
export const MAX_ADMIN_JSON_BYTES = 2 * 1024 * 1024;

/** The request's JSON object, or a reason to answer 400/413/415 with. */
export async function jsonBody(
  c: Context<AppEnv>,
): Promise<{ body: Record<string, unknown> } | { status: 400 | 413 | 415; error: string }> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return { status: 415, error: "Send JSON (Content-Type: application/json)" };
  }
  const text = await c.req.text();
  if (text.length > MAX_ADMIN_JSON_BYTES)
    return { status: 413, error: `The body is over ${MAX_ADMIN_JSON_BYTES / 1024 / 1024} MB` };
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return { body: body as Record<string, unknown> };
  } catch {
    // answered below
  }
  return { status: 400, error: "The body is not a JSON object" };
}
