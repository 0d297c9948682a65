import { useEffect, useRef, useState } from "react";
import type { AutocompleteLocality } from "../../localities/api-types.ts";
import { suggest } from "../api.ts";
import { useDelayedFlag } from "../use-delayed-flag.ts";

/** Wait this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 180;
export const MIN_CHARACTERS = 2;

export type SuggestionProblem = { kind: "none" | "unavailable"; input: string } | null;

export interface Suggestions {
  list: AutocompleteLocality[];
  /** True once an answer came for the current text (the listbox may open). */
  answered: boolean;
  problem: SuggestionProblem;
  /** True while a request has taken longer than the loading delay (docs/tools.md: 300 ms). */
  loading: boolean;
  /** Asks again for the same text (Try again). */
  retry(): void;
}

/**
 * Suggestions for the typed text from /api/localities/autocomplete, limited to the selected
 * country: debounced, a newer keystroke cancelling the older request; the list and any
 * problem are cleared as soon as the text changes, so no stale answer stays on screen.
 * `skip`: a text that needs no suggestions (the one just chosen).
 */
export function useSuggestions(value: string, country: string, skip: boolean): Suggestions {
  const [list, setList] = useState<AutocompleteLocality[]>([]);
  const [answered, setAnswered] = useState(false);
  const [problem, setProblem] = useState<SuggestionProblem>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loading = useDelayedFlag(pending);
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) asks again for the same input
  useEffect(() => {
    const input = value.trim();
    setList([]);
    setAnswered(false);
    setProblem(null);
    if (input.length < MIN_CHARACTERS || skip) {
      setPending(false);
      return;
    }
    const request = ++latest.current;
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      void suggest(input, { country: country || null, types: "address", signal: controller.signal }).then((answer) => {
        if (controller.signal.aborted || answer.status === "aborted" || request !== latest.current) return;
        setPending(false);
        setList(answer.status === "ok" ? answer.value : []);
        setAnswered(true);
        setProblem(answer.status === "ok" ? null : { kind: answer.status, input });
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, country, skip, attempt]);

  return { list, answered, problem, loading, retry: () => setAttempt((n) => n + 1) };
}
