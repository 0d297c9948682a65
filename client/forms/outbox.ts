/**
 * The browser's outbox of lead submissions (docs/leads.md). A submission is written here
 * before its first post and removed once the Worker gives a final answer (a 2xx, or a 4xx
 * other than 429); after no answer, a 429 or a 5xx it stays, and later page views send it
 * again with a growing wait, for 7 days at most. It keeps only what the form posts (the
 * JSON body and its idempotency key), in localStorage. No valibot, no React: the site
 * script reads it on every page (client/site.ts).
 */

export interface OutboxEntry {
  /** The form's name (`POST /api/forms/{form}`). */
  form: string;
  /** The JSON body exactly as posted. */
  body: string;
  /** The idempotency key of every post of this submission. */
  key: string;
  createdAt: number;
  /** Posts that got no final answer so far. */
  tries: number;
  /** Not posted again before this time (ms since the epoch). */
  nextAt: number;
}

export const OUTBOX_STORAGE_KEY = "locus-lead-outbox";
/** A submission is given up after this long. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3600_000;
/** Waits before the next page view may send a submission again, by its number of tries (the last repeats). */
export const LATER_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000, 24 * 3600_000];
/** At most this many submissions are kept (the oldest go first). */
const MAX_ENTRIES = 20;

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.form === "string" &&
    typeof entry.body === "string" &&
    typeof entry.key === "string" &&
    typeof entry.createdAt === "number" &&
    typeof entry.tries === "number" &&
    typeof entry.nextAt === "number"
  );
}

/** The stored entries that are well formed and younger than 7 days. */
export function parseOutbox(raw: string | null, now: number): OutboxEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter(isEntry).filter((entry) => now - entry.createdAt < OUTBOX_MAX_AGE_MS)
      : [];
  } catch {
    return [];
  }
}

/** The entries with this one added or replaced (by key), the newest MAX_ENTRIES kept. */
export function withEntry(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  return [...entries.filter((e) => e.key !== entry.key), entry].slice(-MAX_ENTRIES);
}

/** The entry after one more post without a final answer: when the next page view may send it. */
export function afterFailure(entry: OutboxEntry, now: number): OutboxEntry {
  const tries = entry.tries + 1;
  const delay = LATER_DELAYS_MS[Math.min(tries, LATER_DELAYS_MS.length) - 1] ?? LATER_DELAYS_MS[0] ?? 60_000;
  return { ...entry, tries, nextAt: now + delay };
}

/** The entries a page view sends now, oldest first. */
export function dueEntries(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries.filter((entry) => entry.nextAt <= now).sort((a, b) => a.createdAt - b.createdAt);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The outbox now (nothing when storage is unavailable). */
export function readOutbox(now = Date.now()): OutboxEntry[] {
  try {
    return parseOutbox(storage()?.getItem(OUTBOX_STORAGE_KEY) ?? null, now);
  } catch {
    return [];
  }
}

function writeOutbox(entries: readonly OutboxEntry[]): void {
  try {
    if (entries.length === 0) storage()?.removeItem(OUTBOX_STORAGE_KEY);
    else storage()?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
  } catch (error) {
    console.warn("The form outbox could not be saved", error);
  }
}

/** Keeps (or updates) a submission. */
export function keepInOutbox(entry: OutboxEntry): void {
  writeOutbox(withEntry(readOutbox(), entry));
}

/** Removes a submission that got its final answer. */
export function dropFromOutbox(key: string): void {
  writeOutbox(readOutbox().filter((entry) => entry.key !== key));
}

/** Whether any submission waits: cheap, for the site script on every page. */
export function outboxWaiting(): boolean {
  try {
    return Boolean(storage()?.getItem(OUTBOX_STORAGE_KEY));
  } catch {
    return false;
  }
}
