import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { AutocompleteLocality } from "../../localities/api-types.ts";
import { comboboxKey } from "./combobox-keys.ts";
import { useSuggestions } from "./use-suggestions.ts";

/** A text put into the input from outside (an example clicked); a new `id` puts it again. */
export interface Preset {
  text: string;
  id: number;
}

/**
 * The combobox's state: the text, the suggestions for it, whether the list is open and
 * which option is active; choosing puts the suggestion's text in the input and asks for
 * no suggestions for it. `onSearch` is called whenever the visitor starts a new search.
 */
export function useCombobox(
  country: string,
  preset: Preset | null | undefined,
  onChoose: (suggestion: AutocompleteLocality, typed: string) => void,
  onSearch: (() => void) | undefined,
) {
  const [value, setValue] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useSuggestions(value, country, value === chosen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new preset id types its text, once
  useEffect(() => {
    if (!preset) return;
    type(preset.text);
    input.current?.focus();
  }, [preset?.id]);

  useEffect(() => {
    setActive(-1);
    setOpen(suggestions.answered);
  }, [suggestions.answered]);

  function type(text: string) {
    setChosen(null);
    setValue(text);
    onSearch?.();
  }

  function choose(suggestion: AutocompleteLocality) {
    setChosen(suggestion.description);
    setValue(suggestion.description);
    setOpen(false);
    onChoose(suggestion, value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const action = comboboxKey(event.key, suggestions.list.length, active, open);
    if (action.kind === "none") return;
    event.preventDefault();
    if (action.kind === "move") {
      setOpen(true);
      setActive(action.active);
    } else if (action.kind === "choose") {
      const picked = suggestions.list[action.index];
      if (picked) choose(picked);
    } else setOpen(false);
  }

  const reopen = () => setOpen(suggestions.list.length > 0 && value !== chosen);
  return { value, type, choose, onKeyDown, open, close: () => setOpen(false), reopen, active, input, suggestions };
}
