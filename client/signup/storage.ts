import { USE_CASE_KEYS, type UseCaseKey } from "../forms/options.ts";
import { USE_CASES_STORAGE_KEY } from "../funnel/use-cases.ts";

/**
 * docs/signup.md, storage keys: `email` (session storage: the address being signed up, for
 * the finished page and the survey), `onboardingSurvey` (local storage: the survey is
 * finished), `signup-usecases` (local storage, written by the funnel). Storage may be
 * unavailable (private modes, blocked cookies): reads give nothing, writes are skipped.
 */
export const EMAIL_STORAGE_KEY = "email";
export const SURVEY_STORAGE_KEY = "onboardingSurvey";
export const SURVEY_FINISHED = "finished";

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

export function isSurveyFinished(storage: Reader): boolean {
  return read(storage, SURVEY_STORAGE_KEY) === SURVEY_FINISHED;
}

export function markSurveyFinished(storage: Writer, finished = true): void {
  write(storage, SURVEY_STORAGE_KEY, finished ? SURVEY_FINISHED : null);
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
