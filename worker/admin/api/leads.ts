import type { Context } from "hono";
import { Hono } from "hono/tiny";
import type { DestinationInfo, LeadDetail, LeadSummary } from "../../../client/admin/leads-types.ts";
import { FORM_NAMES, type FormName } from "../../../client/forms/schemas.ts";
import type { AppEnv } from "../../bindings.ts";
import { consentTextOf } from "../../forms/consent-texts.ts";
import { toFormFields } from "../../forms/delivery.ts";
import { formDestination } from "../../forms/handler-config.ts";
import {
  eraseLeads,
  filterSql,
  leadEmail,
  leadHistory,
  leadsOfPerson,
  listLeads,
  markResend,
  setHandled,
} from "../../forms/lead-inbox.ts";
import { getLead, type LeadRow, markUnqueued, RESENDABLE } from "../../forms/lead-store.ts";
import { leadsCsv } from "../../forms/leads-csv.ts";
import { logError } from "../../log.ts";
import { jsonBody } from "./json-body.ts";

const PAGE_SIZE = 50;
/** The export's ceiling: beyond it, narrow the filters. */
const EXPORT_MAX = 10_000;
const EXPORT_PAGE = 1000;
const LEAD_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

function destinationOf(env: object, form: FormName): DestinationInfo {
  try {
    const destination = formDestination(env, form);
    return destination.kind === "handler"
      ? { form, kind: "handler", host: destination.handler.url.host, declared: false }
      : { form, kind: "inbox", host: null, declared: destination.declared };
  } catch {
    return { form, kind: "handler", host: "(not an http(s) URL: see the logs)", declared: false };
  }
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function summaryOf(row: LeadRow): LeadSummary {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  const context = (row.context ? JSON.parse(row.context) : {}) as { language?: string };
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    createdAt: row.created_at,
    attempts: row.attempts,
    handledAt: row.handled_at,
    language: context.language ?? null,
    name: [text(payload.first_name ?? payload.Firstname), text(payload.last_name ?? payload.Lastname)].join(" ").trim(),
    email: text(payload.email ?? payload.Email),
    company: text(payload.company ?? payload.Company),
    lastError: row.last_error,
  };
}

async function detailOf(c: Context<AppEnv>, row: LeadRow): Promise<LeadDetail> {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  const context = row.context ? (JSON.parse(row.context) as LeadDetail["context"]) : null;
  const email = leadEmail(row.payload);
  const [history, person] = await Promise.all([
    leadHistory(c.env.DB, row.id),
    email ? leadsOfPerson(c.env.DB, email) : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    attempts: row.attempts,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    handledAt: row.handled_at,
    handledBy: row.handled_by,
    erasedAt: row.erased_at,
    payload,
    context,
    consentText: consentTextOf(context?.consent?.version),
    handlerFields: [...toFormFields(payload)],
    history: history.map((h) => ({
      at: h.at,
      outcome: h.outcome,
      httpStatus: h.http_status,
      durationMs: h.duration_ms,
      detail: h.detail,
    })),
    email,
    samePerson: person.length,
    destination: destinationOf(c.env, row.form),
    canResend: (RESENDABLE as readonly string[]).includes(row.status),
  };
}

const who = (c: Context<AppEnv>) => c.var.admin?.name ?? "admin";

/**
 * The admin leads inbox's API (docs/leads.md), under /api/admin/leads, behind the admin
 * guard like the rest of /api/admin: the list with filters, the CSV export, one lead with
 * its history, re-send, mark handled, and erase at a person's request.
 */
export function leadRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get("/", async (c) => {
    const filter = filterSql(c.req.query());
    if ("error" in filter) return c.json({ error: filter.error }, 400);
    const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1));
    const { leads, total } = await listLeads(c.env.DB, filter, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return c.json({
      leads: leads.map(summaryOf),
      total,
      page,
      pageSize: PAGE_SIZE,
      destinations: FORM_NAMES.map((form) => destinationOf(c.env, form)),
    });
  });

  api.get("/export.csv", async (c) => {
    const filter = filterSql(c.req.query());
    if ("error" in filter) return c.json({ error: filter.error }, 400);
    // Read in pages, so that no single D1 answer carries thousands of leads.
    const first = await listLeads(c.env.DB, filter, { limit: EXPORT_PAGE, offset: 0 });
    if (first.total > EXPORT_MAX)
      return c.json({ error: `${first.total} leads match: narrow the filters to ${EXPORT_MAX} at most` }, 400);
    const leads = [...first.leads];
    while (leads.length < first.total) {
      const next = await listLeads(c.env.DB, filter, { limit: EXPORT_PAGE, offset: leads.length });
      if (next.leads.length === 0) break;
      leads.push(...next.leads);
    }
    const day = new Date().toISOString().slice(0, 10);
    return c.body(leadsCsv(leads), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${day}.csv"`,
    });
  });

  api.get(`/:id{${LEAD_ID}}`, async (c) => {
    const row = await getLead(c.env.DB, c.req.param("id"));
    if (!row) return c.json({ error: "No such lead" }, 404);
    return c.json(await detailOf(c, row));
  });

  api.post(`/:id{${LEAD_ID}}/resend`, async (c) => {
    const id = c.req.param("id");
    if (!(await markResend(c.env.DB, id, who(c)))) {
      const row = await getLead(c.env.DB, id);
      if (!row) return c.json({ error: "No such lead" }, 404);
      return c.json({ error: `A ${row.status} lead cannot be sent again` }, 409);
    }
    try {
      await c.env.LEAD_QUEUE.send({ id });
    } catch (error) {
      logError("re-sent lead not sent to the Queue; the sweep will send it", { leadId: id }, error);
      await markUnqueued(c.env.DB, [id]);
    }
    const row = await getLead(c.env.DB, id);
    return c.json(row ? await detailOf(c, row) : { error: "No such lead" }, row ? 200 : 404);
  });

  api.post(`/:id{${LEAD_ID}}/handled`, async (c) => {
    const read = await jsonBody(c);
    if ("status" in read) return c.json({ error: read.error }, read.status);
    if (typeof read.body.handled !== "boolean")
      return c.json({ error: "Send {handled: true} or {handled: false}" }, 400);
    const id = c.req.param("id");
    if (!(await setHandled(c.env.DB, id, read.body.handled, who(c)))) return c.json({ error: "No such lead" }, 404);
    const row = await getLead(c.env.DB, id);
    return c.json(row ? await detailOf(c, row) : { error: "No such lead" }, row ? 200 : 404);
  });

  api.post(`/:id{${LEAD_ID}}/erase`, async (c) => {
    const id = c.req.param("id");
    const row = await getLead(c.env.DB, id);
    if (!row) return c.json({ error: "No such lead" }, 404);
    // The person's every lead (by the address this one names), this one included.
    const email = leadEmail(row.payload);
    const ids = email ? await leadsOfPerson(c.env.DB, email) : [];
    if (row.status !== "erased" && !ids.includes(id)) ids.push(id);
    await eraseLeads(c.env.DB, ids, who(c));
    return c.json({ erased: ids.length });
  });

  return api;
}
