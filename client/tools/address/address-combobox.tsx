import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { AutocompleteLocality } from "../../localities/api-types.ts";
import { suggest } from "../api.ts";
import { noSuggestionsMessage, SERVICE_UNAVAILABLE } from "../messages.ts";
import { ToolMessage } from "../tool-message.tsx";
import { highlightParts } from "./highlight.ts";

/** Wait this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 180;
const MIN_CHARACTERS = 2;

/**
 * The address autocomplete input (ARIA 1.2 combobox with a listbox popup). Suggestions come
 * from /api/localities/autocomplete, limited to the selected country; arrow keys move
 * through them, Enter chooses, Escape closes. A newer keystroke cancels the older request.
 * No match, and a service that does not answer (with Try again), are said under the input.
 */
export function AddressCombobox({
  id,
  label,
  country,
  embedded,
  onChoose,
}: {
  /** Prefix of the element ids (unique on the page). */
  id: string;
  label: string;
  /** Alpha-2 code, or "" for every country. */
  country: string;
  /** The embedded geocoder answers (its limits are said in words). */
  embedded: boolean;
  onChoose: (suggestion: AutocompleteLocality) => void;
}) {
  const [value, setValue] = useState("");
  const [suggestions, setSuggestions] = useState<AutocompleteLocality[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<{ kind: "none" | "unavailable"; input: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const chosenText = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) asks again for the same input
  useEffect(() => {
    const input = value.trim();
    if (input.length < MIN_CHARACTERS || value === chosenText.current) {
      setSuggestions([]);
      setOpen(false);
      setProblem(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void suggest(input, { country: country || null, types: "address", signal: controller.signal }).then((answer) => {
        if (controller.signal.aborted || answer.status === "aborted") return;
        const found = answer.status === "ok" ? answer.value : [];
        setSuggestions(found);
        setActive(-1);
        setOpen(true);
        setProblem(answer.status === "ok" ? null : { kind: answer.status, input });
        // A problem is said by the visible message below (a status region of its own).
        setAnnouncement(answer.status === "ok" ? `${found.length} suggestion${found.length === 1 ? "" : "s"}` : "");
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, country, attempt]);

  function choose(suggestion: AutocompleteLocality) {
    chosenText.current = suggestion.description;
    setValue(suggestion.description);
    setOpen(false);
    setActive(-1);
    onChoose(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && open && count > 0) {
      event.preventDefault();
      const chosen = suggestions[Math.max(active, 0)];
      if (chosen) choose(chosen);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const expanded = open && suggestions.length > 0;
  return (
    <div className="tool-field combobox">
      <label className="tool-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="tool-field__control"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Start typing an address, a town or a postcode"
        value={value}
        onChange={(event) => {
          chosenText.current = null;
          setValue(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => suggestions.length > 0 && value !== chosenText.current && setOpen(true)}
      />
      <ul
        id={`${id}-listbox`}
        className="combobox__listbox"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern (a listbox the input controls)
        role="listbox"
        aria-label={`${label}: suggestions`}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the ARIA combobox pattern; the input handles the keys (aria-activedescendant)
          <li
            key={suggestion.public_id}
            id={`${id}-option-${i}`}
            className="combobox__option"
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox
            role="option"
            aria-selected={i === active}
            // Keep the focus in the input so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {highlightParts(suggestion.description, suggestion.matched_substrings).map((part, j) =>
              part.matched ? <strong key={j}>{part.text}</strong> : <span key={j}>{part.text}</span>,
            )}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {problem?.kind === "none" ? (
        <ToolMessage>{noSuggestionsMessage(problem.input, country || null, embedded)}</ToolMessage>
      ) : null}
      {problem?.kind === "unavailable" ? (
        <ToolMessage
          kind="error"
          action={
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          }
        >
          {SERVICE_UNAVAILABLE}
        </ToolMessage>
      ) : null}
    </div>
  );
}
