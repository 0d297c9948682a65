import { useRef, useState } from "react";
import type { AutocompleteLocality } from "../../localities/api-types.ts";
import { addressFields, type AddressFields } from "../address-fields.ts";
import { placeDetails } from "../api.ts";
import { useDelayedFlag } from "../use-delayed-flag.ts";

export type LookupProblem = { kind: "none" | "unavailable"; suggestion: AutocompleteLocality; typed: string } | null;

/**
 * The details of a chosen suggestion (/api/localities/details): the fields to show, what
 * was typed to find it, a problem, and a loading flag after the loading delay. A newer
 * choice cancels the older lookup; `clear` empties everything when a new search starts.
 */
export function usePlaceLookup() {
  const [fields, setFields] = useState<AddressFields | null>(null);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LookupProblem>(null);
  const loading = useDelayedFlag(busy);
  const current = useRef<AbortController | null>(null);

  async function choose(suggestion: AutocompleteLocality, text: string) {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setBusy(true);
    setProblem(null);
    setFields(null);
    const answer = await placeDetails(suggestion.public_id, controller.signal);
    if (controller.signal.aborted || answer.status === "aborted") return;
    setBusy(false);
    if (answer.status === "ok") {
      setFields(addressFields(answer.value));
      setTyped(text);
    } else setProblem({ kind: answer.status, suggestion, typed: text });
  }

  function clear() {
    current.current?.abort();
    setBusy(false);
    setFields(null);
    setProblem(null);
  }

  return { fields, typed, busy, loading, problem, choose, clear };
}
