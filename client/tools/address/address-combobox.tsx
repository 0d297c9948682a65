import type { AutocompleteLocality } from "../../localities/api-types.ts";
import type { LocalitiesCapabilities } from "../../localities/capabilities.ts";
import { fill } from "../../i18n/fill.ts";
import type { Messages } from "../../i18n/messages.ts";
import { useToolLanguage } from "../tool-language.tsx";
import { SuggestionList } from "./suggestion-list.tsx";
import { SuggestionStatus } from "./suggestion-status.tsx";
import { useCombobox, type Preset } from "./use-combobox.ts";

export type { Preset } from "./use-combobox.ts";

/**
 * The address autocomplete input (ARIA 1.2 combobox with a listbox popup). Suggestions come
 * from /api/localities/autocomplete, limited to the selected country; arrow keys move
 * through them, Enter chooses, Escape closes. The placeholder says what this deployment
 * answers; loading (after 300 ms), no match and a service that does not answer are said
 * under the input, one at a time. `onSearch` tells the tool a new search started, so it
 * clears its earlier results.
 */
export function AddressCombobox({
  id,
  label,
  country,
  capabilities,
  placeholder,
  preset,
  onChoose,
  onSearch,
}: {
  /** Prefix of the element ids (unique on the page). */
  id: string;
  label: string;
  /** Alpha-2 code, or "" for every country. */
  country: string;
  capabilities: LocalitiesCapabilities;
  placeholder: string;
  preset?: Preset | null;
  /** Called with the chosen suggestion and the text the visitor had typed. */
  onChoose: (suggestion: AutocompleteLocality, typed: string) => void;
  onSearch?: () => void;
}) {
  const box = useCombobox(country, preset, onChoose, onSearch);
  const t = useToolLanguage().tools;
  const { list, answered, problem, loading, retry } = box.suggestions;
  const expanded = box.open && list.length > 0;
  return (
    <div className="tool-field combobox">
      <label className="tool-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        ref={box.input}
        id={`${id}-input`}
        className="tool-field__control"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && box.active >= 0 ? `${id}-option-${box.active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={box.value}
        onChange={(event) => box.type(event.target.value)}
        onKeyDown={box.onKeyDown}
        onBlur={box.close}
        onFocus={box.reopen}
      />
      <SuggestionList
        id={id}
        label={label}
        suggestions={list}
        active={box.active}
        hidden={!expanded}
        onChoose={box.choose}
      />
      <p className="visually-hidden" role="status">
        {answered && !problem ? suggestionCount(list.length, t) : ""}
      </p>
      <SuggestionStatus
        loading={loading}
        problem={problem}
        country={country}
        capabilities={capabilities}
        onRetry={retry}
      />
    </div>
  );
}

/** "1 suggestion", "3 suggestions", in the page's language. */
function suggestionCount(count: number, t: Messages["tools"]): string {
  return count === 1 ? t.suggestionsFound.one : fill(t.suggestionsFound.other, { count: String(count) });
}
