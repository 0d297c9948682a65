import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { bodyLimit } from "hono/body-limit";
import { FORM_NAMES, isFormName } from "../../client/forms/schemas.ts";
import type { AppEnv } from "../bindings.ts";
import { logError } from "../log.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { sameOrigin } from "../middleware/same-origin.ts";
import { acceptLead } from "./intake.ts";
import { splitSubmission } from "./submission.ts";

/** The largest post accepted: the longest valid sales form is under 7 KB. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The header a client sends so that posting twice stores one lead (IETF draft name). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

function fail(c: Context<AppEnv>, status: 400 | 404 | 409 | 413 | 415 | 503, body: object) {
  return c.json(body, status);
}

/**
 * `POST /api/forms/{form}`: the only way a lead enters from the browser. JSON fields in the
 * body (the form's schema, client/forms/schemas.ts) with the lead's `context` beside them
 * (client/forms/lead-context.ts), an optional `Idempotency-Key` header.
 *
 * 202 `{id, status}` once the lead is in D1 and its id in the Queue; 400 `{error, fields}`
 * with a message per field; 404 unknown form; 409 a reused idempotency key with other
 * fields; 413 over 16 KB; 415 not JSON; 429 over the visitor's rate limit; 503 D1 failed.
 */
export function formRoutes(): Hono<AppEnv> {
  const forms = new Hono<AppEnv>();

  forms.post(
    "/:form",
    async (c, next) => {
      const form = c.req.param("form");
      if (!isFormName(form)) return fail(c, 404, { error: `No form "${form}": use one of ${FORM_NAMES.join(", ")}` });
      await next();
    },
    sameOrigin({ message: "Forms accept posts from this site's pages only" }),
    // A limiter that fails lets the post through (a lead is worth more).
    rateLimit({
      binding: (env) => env.FORM_RATE_LIMIT,
      periodSeconds: 60,
      name: "forms",
      scope: (c) => c.req.param("form") ?? "",
      message: "Too many submissions from your address; please wait a minute and send again",
    }),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => fail(c, 413, { error: `A form post may be at most ${MAX_BODY_BYTES / 1024} KB` }),
    }),
    async (c) => {
      const form = c.req.param("form");
      if (!isFormName(form)) return fail(c, 404, { error: `No form "${form}"` });
      if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
        return fail(c, 415, { error: "Send the fields as JSON (Content-Type: application/json)" });
      }
      const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
        return fail(c, 400, { error: "Idempotency-Key must be 8 to 100 letters, digits or _ . : -", fields: {} });
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return fail(c, 400, { error: "The body is not valid JSON", fields: {} });
      }
      const split = splitSubmission(body, c.req.header("cookie") ?? null);
      if (!split.ok) return fail(c, 400, { error: "Some fields are missing or invalid", fields: split.fields });
      const { input, context, spam } = split;

      try {
        const result = await acceptLead(c.env, { form, input, idempotencyKey: key, context, spam });
        if (result.kind === "invalid")
          return fail(c, 400, { error: "Some fields are missing or invalid", fields: result.fields });
        if (result.kind === "conflict") {
          return fail(c, 409, {
            error: "This Idempotency-Key was already used for a submission with other fields",
            id: result.id,
          });
        }
        // A filled honeypot is answered as any lead: the bot must not learn it was caught.
        const status = result.status === "spam" ? "received" : result.status;
        return c.json({ id: result.id, status }, 202);
      } catch (error) {
        logError("form post could not be stored", { form, requestId: c.var.requestId }, error);
        return fail(c, 503, {
          error: "Your form could not be saved just now; please send it again in a moment",
          requestId: c.var.requestId,
        });
      }
    },
  );
  return forms;
}
