import { Hono } from "hono/tiny";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { AppEnv } from "../bindings.ts";
import { logWarning } from "../log.ts";
import { rateLimit } from "../middleware/rate-limit.ts";

/** A report body larger than this is not a CSP report. */
export const MAX_REPORT_BYTES = 64 * 1024;
/** Reports logged from one request at most (browsers batch a few). */
export const MAX_REPORTS_PER_REQUEST = 20;

/** One violation, as logged. */
export interface CspViolation {
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
  disposition: string;
  sourceFile?: string;
  lineNumber?: number;
  columnNumber?: number;
  sample?: string;
}

const text = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")),
  ),
  "",
);
const number = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === "number" && Number.isFinite(value) ? value : undefined)),
  ),
);

/** Reporting API (`report-to`): application/reports+json, an array of reports. */
const reportingApiSchema = v.array(
  v.looseObject({
    type: v.string(),
    body: v.optional(
      v.looseObject({
        documentURL: text,
        blockedURL: text,
        effectiveDirective: text,
        disposition: text,
        sourceFile: text,
        lineNumber: number,
        columnNumber: number,
        sample: text,
      }),
    ),
  }),
);

/** The older `report-uri`: application/csp-report, one report. */
const reportUriSchema = v.looseObject({
  "csp-report": v.looseObject({
    "document-uri": text,
    "blocked-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    disposition: text,
    "source-file": text,
    "line-number": number,
    "column-number": number,
    "script-sample": text,
  }),
});

/**
 * A URL as logged: origin and path only (a query string may hold a visitor's data), at most
 * 300 characters; another scheme as its name ("data:"); a keyword such as "inline" or
 * "eval" as it is; anything else as "(other)".
 */
export function loggableUrl(value: string): string {
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (parsed)
    return (
      parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin + parsed.pathname : parsed.protocol
    ).slice(0, 300);
  if (value === "" || /^[a-z-]{1,30}$/.test(value)) return value;
  return "(other)";
}

function violation(
  fields: Omit<CspViolation, "sourceFile" | "sample"> & { sourceFile: string; sample: string },
): CspViolation {
  const out: CspViolation = {
    documentURL: loggableUrl(fields.documentURL),
    blockedURL: loggableUrl(fields.blockedURL),
    effectiveDirective: fields.effectiveDirective.slice(0, 60),
    disposition: fields.disposition.slice(0, 20),
  };
  if (fields.sourceFile) out.sourceFile = loggableUrl(fields.sourceFile);
  if (fields.lineNumber !== undefined) out.lineNumber = fields.lineNumber;
  if (fields.columnNumber !== undefined) out.columnNumber = fields.columnNumber;
  if (fields.sample) out.sample = fields.sample.slice(0, 80);
  return out;
}

/** A violation names the page it happened on; a report without one is junk, not logged. */
function onAPage(violation: CspViolation): boolean {
  return /^https?:\/\//.test(violation.documentURL);
}

/** The violations in a report body of either format; null when it is neither. */
export function readCspReports(body: unknown): CspViolation[] | null {
  const read = readReports(body);
  return read === null ? null : read.filter(onAPage);
}

function readReports(body: unknown): CspViolation[] | null {
  const batch = v.safeParse(reportingApiSchema, body);
  if (batch.success) {
    return batch.output
      .filter((report) => report.type === "csp-violation" && report.body)
      .slice(0, MAX_REPORTS_PER_REQUEST)
      .map((report) => {
        const b = report.body as NonNullable<typeof report.body>;
        return violation({ ...b, effectiveDirective: b.effectiveDirective });
      });
  }
  const single = v.safeParse(reportUriSchema, body);
  if (!single.success) return null;
  const r = single.output["csp-report"];
  return [
    violation({
      documentURL: r["document-uri"],
      blockedURL: r["blocked-uri"],
      effectiveDirective: r["effective-directive"] || r["violated-directive"],
      disposition: r.disposition,
      sourceFile: r["source-file"],
      lineNumber: r["line-number"],
      columnNumber: r["column-number"],
      sample: r["script-sample"],
    }),
  ];
}

const REPORT_TYPES = ["application/reports+json", "application/csp-report", "application/json"];

/**
 * POST /api/csp-report: browsers send Content-Security-Policy violations here (the policy's
 * `report-to` and `report-uri`). Each violation becomes one JSON log line ("csp violation").
 * Limited per visitor (CSP_REPORT_RATE_LIMIT) and to MAX_REPORT_BYTES; answers 204.
 */
export function cspReportRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/",
    rateLimit({ binding: (env) => env.CSP_REPORT_RATE_LIMIT, periodSeconds: 60, name: "csp-report" }),
    bodyLimit({
      maxSize: MAX_REPORT_BYTES,
      onError: (c) => c.json({ error: `A report has at most ${MAX_REPORT_BYTES} bytes` }, 413),
    }),
    async (c) => {
      const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      if (!REPORT_TYPES.includes(type)) return c.json({ error: `Send ${REPORT_TYPES.join(" or ")}` }, 415);
      let body: unknown;
      try {
        // Read as bytes: workerd warns when text() meets a type it does not know as text.
        body = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
      } catch {
        return c.json({ error: "The report is not JSON" }, 400);
      }
      const reports = readCspReports(body);
      if (!reports) return c.json({ error: "Not a CSP report" }, 400);
      for (const report of reports) logWarning("csp violation", { requestId: c.var.requestId, ...report });
      return c.body(null, 204);
    },
  );
  return routes;
}
