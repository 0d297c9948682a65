/** Words and formats of the leads inbox (docs/leads.md), pure, shared by its two views. */

export const FORM_TITLES: Record<string, string> = {
  sales: "Contact sales",
  enterprise: "Enterprise",
  inquiry: "General inquiry",
  survey: "Onboarding survey",
  "marketing-lead": "New account",
};

/** A status as sales reads it, and the badge it wears. */
export const STATUS_LABELS: Record<string, { label: string; tone: "ok" | "wait" | "bad" | "quiet" }> = {
  received: { label: "Received", tone: "wait" },
  retrying: { label: "Retrying", tone: "wait" },
  resend: { label: "Re-send asked", tone: "wait" },
  unqueued: { label: "Waiting to send", tone: "wait" },
  delivered: { label: "Delivered", tone: "ok" },
  inbox: { label: "In the inbox", tone: "ok" },
  failed: { label: "Failed", tone: "bad" },
  spam: { label: "Spam", tone: "quiet" },
  erased: { label: "Erased", tone: "quiet" },
};

/** What a history row's outcome means. */
export const OUTCOME_LABELS: Record<string, string> = {
  delivered: "Delivered to the handler",
  inbox: "Kept in the inbox",
  retry: "Attempt failed, will retry",
  failed: "Attempt failed, given up",
  resend: "Re-send asked",
  swept: "Sent to the queue again",
  handled: "Marked handled",
  reopened: "Opened again",
  erased: "Erased",
};

export const LANGUAGE_NAMES: Record<string, string> = { en: "English", de: "German", fr: "French" };

/** An ISO time as "2026-11-20 10:15 UTC" (the inbox says UTC, whoever reads it). */
export function utcTime(iso: string | null | undefined): string {
  if (!iso) return "–";
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** A field name as a label: "Your_timeframe" → "Your timeframe", "first_name" → "First name". */
export function fieldLabel(name: string): string {
  const words = name.replace(/[_.]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: lists joined, true as "yes". */
export function fieldText(value: unknown): string {
  if (value === true) return "yes";
  if (value === false) return "no";
  if (Array.isArray(value)) return value.map(fieldText).join(", ");
  if (value && typeof value === "object") return JSON.stringify(value);
  return value === null || value === undefined || value === "" ? "–" : String(value);
}

/** The inbox filters in the page's address, so that a reload or a shared link shows the same list. */
export const FILTER_NAMES = ["form", "status", "language", "from", "to", "handled"] as const;
export type Filters = Partial<Record<(typeof FILTER_NAMES)[number], string>>;

export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

export function filtersToSearch(filters: Filters, page = 1): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name] as string);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
