import { USE_CASE_KEYS, type UseCaseKey } from "../forms/options.ts";

/** docs/leads.md: the storage key under which the chosen use cases are kept for the sign-up page. */
export const USE_CASES_STORAGE_KEY = "signup-usecases";

/**
 * docs/leads.md: the tiles in random order, Other always last (Fisher–Yates over the others).
 * `random` returns numbers in [0, 1), like Math.random.
 */
export function shuffledUseCases(random: () => number = Math.random): UseCaseKey[] {
  const keys: UseCaseKey[] = USE_CASE_KEYS.filter((key) => key !== "other");
  for (let i = keys.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [keys[i], keys[j]] = [keys[j] as UseCaseKey, keys[i] as UseCaseKey];
  }
  return [...keys, "other"];
}

/** docs/leads.md: a tile toggles on click. The result keeps the list's canonical order. */
export function toggleUseCase(selected: readonly UseCaseKey[], key: UseCaseKey): UseCaseKey[] {
  const next = selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
  return USE_CASE_KEYS.filter((k) => next.includes(k));
}

/** Keeps the chosen use cases (their keys, as JSON) for the sign-up page; storage may be unavailable. */
export function saveUseCases(storage: Pick<Storage, "setItem"> | null, keys: readonly UseCaseKey[]): void {
  try {
    storage?.setItem(USE_CASES_STORAGE_KEY, JSON.stringify(keys));
  } catch (error) {
    console.warn("Could not keep the chosen use cases", error);
  }
}
