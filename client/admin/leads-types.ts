/** The shapes of the admin leads API (worker/admin/api/leads.ts), shared by the Worker and the inbox views. */

/** One row of the inbox list. */
export interface LeadSummary {
  id: string;
  form: string;
  status: string;
  createdAt: string;
  attempts: number;
  handledAt: string | null;
  language: string | null;
  /** Who wrote: the person's name, or "" (a survey has none; an erased lead neither). */
  name: string;
  email: string;
  company: string;
  lastError: string | null;
}

/** Where a form's leads go in this deployment. */
export interface DestinationInfo {
  form: string;
  /** "handler": posted to its handler (host shown); "inbox": kept here, declared inbox-only or not. */
  kind: "handler" | "inbox";
  host: string | null;
  declared: boolean;
}

export interface LeadList {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  destinations: DestinationInfo[];
}

export interface LeadHistoryRow {
  at: string;
  outcome: string;
  httpStatus: number | null;
  durationMs: number | null;
  detail: string | null;
}

export interface LeadContextView {
  language?: string;
  page?: string;
  referrer?: string;
  utm?: Record<string, string>;
  consent?: { version: string; at: string };
}

/** One lead in full, as its page shows it. */
export interface LeadDetail {
  id: string;
  form: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  handledAt: string | null;
  handledBy: string | null;
  erasedAt: string | null;
  /** The fields as stored (what the person typed). */
  payload: Record<string, unknown>;
  context: LeadContextView | null;
  /** The words of the consent text the person ticked, when its version is a current text. */
  consentText: string | null;
  /** The fields exactly as the form's handler receives them, in order. */
  handlerFields: [string, string][];
  history: LeadHistoryRow[];
  /** The person's address, and how many leads (this one included) name it. */
  email: string | null;
  samePerson: number;
  destination: DestinationInfo;
  /** Whether a re-send is possible (not delivered, not erased). */
  canResend: boolean;
}
