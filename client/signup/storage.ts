import { USE_CASE_KEYS, type UseCaseKey } from "../forms/options.ts";
import { USE_CASES_STORAGE_KEY } from "../funnel/use-cases.ts";

/**
 * docs/signup.md, storage keys: `email` (session storage: the address being signed up, for
 * the finished page and the survey), `onboardingSurvey` (local storage: the addresses whose
 * survey is finished, so that another person signing up in the same browser is asked, not
 * thanked: docs/leads.md), `signup-usecases` (local storage, written by the funnel). Storage may be
 * unavailable (private modes, blocked cookies): reads give nothing, writes are skipped.
 */
export const EMAIL_STORAGE_KEY = "email";
export const SURVEY_STORAGE_KEY = "onboardingSurvey";
/** At most this many addresses are remembered as finished. */
const MAX_FINISHED = 10;

type Reader = Pick<Storage, "getItem"> | null;
type Writer = Pick<Storage, "setItem" | "removeItem"> | null;

function read(storage: Reader, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Writer, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not keep ${key}`, error);
  }
}

/** The storage of the window, or null where it cannot be used. */
export function storageOf(kind: "session" | "local"): Storage | null {
  try {
    return kind === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readEmail(storage: Reader): string | null {
  const email = read(storage, EMAIL_STORAGE_KEY)?.trim();
  return email ? email : null;
}

export function keepEmail(storage: Writer, email: string): void {
  write(storage, EMAIL_STORAGE_KEY, email === "" ? null : email);
}

/** The addresses whose survey is finished (a JSON list); anything else reads as none. */
function finishedEmails(storage: Reader): string[] {
  try {
    const parsed: unknown = JSON.parse(read(storage, SURVEY_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Whether the survey is finished for this address (not for whoever used the browser before). */
export function isSurveyFinished(storage: Reader, email: string | null): boolean {
  return email !== null && finishedEmails(storage).includes(email.trim().toLowerCase());
}

/** Remembers that this address has sent its answers. */
export function markSurveyFinished(storage: Reader & Writer, email: string): void {
  const address = email.trim().toLowerCase();
  const kept = finishedEmails(storage).filter((item) => item !== address);
  write(storage, SURVEY_STORAGE_KEY, JSON.stringify([...kept, address].slice(-MAX_FINISHED)));
}

/** The use cases chosen in the funnel (a JSON list of keys); anything else reads as none. */
export function readUseCases(storage: Reader): UseCaseKey[] {
  try {
    const parsed: unknown = JSON.parse(read(storage, USE_CASES_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return USE_CASE_KEYS.filter((key) => parsed.includes(key));
  } catch {
    return [];
  }
}
