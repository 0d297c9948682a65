/**
 * The UTM record (docs/consent.md): the campaign that first brought the visitor, read by
 * the sign-up and form payloads. Rules (docs/consent.md):
 * - it is saved only when the landing URL has a `utm_source` (first touch: a later visit
 *   with other parameters does not replace it);
 * - a pricing call to action appends its plan marker, `[FREE]`, `[PRO]` or `[ENT]`, to
 *   `utm_content`; without a record, one is started with the pricing default source.
 */

export interface UtmRecord {
  utm_source: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}

export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** Plan choices a pricing call to action records (docs/consent.md); aws is the marketplace purchase of Pro. */
export const PLAN_CHOICES = ["free", "pro", "enterprise", "aws"] as const;
export type PlanChoice = (typeof PLAN_CHOICES)[number];

export const PLAN_MARKERS: Record<PlanChoice, string> = {
  free: "[FREE]",
  pro: "[PRO]",
  enterprise: "[ENT]",
  aws: "[PRO]",
};

/** localStorage key of the record. */
export const UTM_STORAGE_KEY = "locus_utm";

const MAX_LENGTH = 200;

/** The UTM parameters of a query string, or null when it has no (non-empty) utm_source. */
export function utmFromSearch(search: string): UtmRecord | null {
  const params = new URLSearchParams(search);
  const source = params.get("utm_source")?.trim();
  if (!source) return null;
  const record: UtmRecord = { utm_source: source.slice(0, MAX_LENGTH) };
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (field !== "utm_source" && value) record[field] = value.slice(0, MAX_LENGTH);
  }
  return record;
}

const TRAILING_MARKERS = /(?:\[(?:FREE|PRO|ENT)\])+$/;

/**
 * The record after a pricing call to action for `plan`: its marker replaces any plan
 * marker already at the end of utm_content (the latest choice counts), so that repeated
 * clicks do not pile markers up.
 */
export function withPlanMarker(stored: UtmRecord | null, plan: PlanChoice, pricingSource: string): UtmRecord {
  const record: UtmRecord = stored ? { ...stored } : { utm_source: pricingSource };
  const content = (record.utm_content ?? "").replace(TRAILING_MARKERS, "");
  record.utm_content = content + PLAN_MARKERS[plan];
  return record;
}

/** A stored value read back: only string fields of the record, and a utm_source. */
export function parseUtm(raw: string | null): UtmRecord | null {
  if (!raw) return null;
  const value: unknown = JSON.parse(raw);
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (typeof fields.utm_source !== "string" || !fields.utm_source) return null;
  const record: UtmRecord = { utm_source: fields.utm_source };
  for (const field of UTM_FIELDS) {
    const item = fields[field];
    if (field !== "utm_source" && typeof item === "string") record[field] = item;
  }
  return record;
}

function storage(): Storage | null {
  return typeof localStorage === "undefined" ? null : localStorage;
}

/**
 * The visitor's UTM record, or null when they came with none. A failing read (storage
 * blocked, a broken value) is logged and reads as null (docs/consent.md).
 */
export function readUtm(): UtmRecord | null {
  try {
    return parseUtm(storage()?.getItem(UTM_STORAGE_KEY) ?? null);
  } catch (error) {
    console.warn("UTM record could not be read", error);
    return null;
  }
}

function writeUtm(record: UtmRecord): void {
  try {
    storage()?.setItem(UTM_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn("UTM record could not be saved", error);
  }
}

/**
 * On every page load: save the landing URL's parameters if this is the first touch (a
 * stored record is never replaced by later parameters).
 */
export function captureUtm(search: string): void {
  const landing = utmFromSearch(search);
  if (landing && !readUtm()) writeUtm(landing);
}

/** A pricing call to action was chosen: tag the record with its plan marker. */
export function recordPlanChoice(plan: PlanChoice, pricingSource: string): void {
  writeUtm(withPlanMarker(readUtm(), plan, pricingSource));
}
