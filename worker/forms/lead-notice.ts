import { logError } from "../log.ts";
import type { LeadRow } from "./lead-store.ts";

/** The optional e-mail notice to sales (docs/leads.md): a `send_email` binding and two addresses. */
export interface NoticeEnv {
  /** Cloudflare Email Routing's `send_email` binding; simulated by `wrangler dev`. */
  LEAD_NOTICE?: SendEmail;
  /** The sender, an address of the site's own domain. */
  LEAD_NOTICE_FROM?: string;
  /** Who is told: a verified destination address of Email Routing. */
  LEAD_NOTICE_TO?: string;
  SITE_URL?: string;
}

const FORM_TITLES: Record<string, string> = {
  sales: "Contact sales",
  enterprise: "Enterprise",
  inquiry: "General inquiry",
  survey: "Onboarding survey",
  "marketing-lead": "New account (marketing lead)",
};

/** A one-line value: control characters and line breaks become spaces, at most `max` characters. */
function oneLine(value: unknown, max = 120): string {
  return typeof value === "string"
    ? value
        // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
        .trim()
        .slice(0, max)
    : "";
}

/**
 * The notice for a lead that reached its destination: which form, the company and country
 * it names, and the link to the lead in the inbox. No name, address or message: those stay
 * behind the admin's sign-in.
 */
export function leadNotice(lead: Pick<LeadRow, "id" | "form" | "payload">, siteUrl: string, reached: string) {
  const payload = JSON.parse(lead.payload) as Record<string, unknown>;
  const company = oneLine(payload.company ?? payload.Company);
  const country = oneLine(payload.country);
  const title = FORM_TITLES[lead.form] ?? lead.form;
  const link = new URL(`/admin/leads/${lead.id}`, siteUrl).href;
  const where = reached === "delivered" ? "It was delivered to the form's handler." : "It is in the leads inbox.";
  return {
    subject: `New lead: ${title}${company ? ` from ${company}` : ""}`,
    text: [
      `A new ${title} lead${company ? ` from ${company}` : ""}${country ? ` (${country})` : ""}.`,
      where,
      "",
      `Open it: ${link}`,
    ].join("\n"),
  };
}

/** Sends the notice when the binding and both addresses are set; a failure is logged, never thrown. */
export async function sendLeadNotice(env: NoticeEnv, lead: LeadRow, reached: "delivered" | "inbox"): Promise<void> {
  if (!env.LEAD_NOTICE || !env.LEAD_NOTICE_FROM || !env.LEAD_NOTICE_TO) return;
  try {
    const notice = leadNotice(lead, env.SITE_URL ?? "http://localhost:8787", reached);
    await env.LEAD_NOTICE.send({
      from: { name: "Locus website", email: env.LEAD_NOTICE_FROM },
      to: env.LEAD_NOTICE_TO,
      subject: notice.subject,
      text: notice.text,
    });
  } catch (error) {
    logError("lead notice e-mail not sent", { leadId: lead.id, form: lead.form }, error);
  }
}
