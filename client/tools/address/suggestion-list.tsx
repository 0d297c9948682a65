import type { AutocompleteLocality } from "../../localities/api-types.ts";
import { useToolWords } from "../words/tool-language.ts";
import { highlightParts } from "./highlight.ts";

/** The combobox's listbox: each suggestion with the typed part in bold; a click chooses it. */
export function SuggestionList({
  id,
  label,
  suggestions,
  active,
  hidden,
  onChoose,
}: {
  id: string;
  label: string;
  suggestions: readonly AutocompleteLocality[];
  active: number;
  hidden: boolean;
  onChoose: (suggestion: AutocompleteLocality) => void;
}) {
  const words = useToolWords();
  return (
    <ul
      id={`${id}-listbox`}
      className="combobox__listbox"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern (a listbox the input controls)
      role="listbox"
      aria-label={words.suggestionsOf(label)}
      hidden={hidden}
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
          onClick={() => onChoose(suggestion)}
        >
          {highlightParts(suggestion.description, suggestion.matched_substrings.description).map((part, j) =>
            part.matched ? <strong key={j}>{part.text}</strong> : <span key={j}>{part.text}</span>,
          )}
        </li>
      ))}
    </ul>
  );
}
