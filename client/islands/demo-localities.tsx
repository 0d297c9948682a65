import { useEffect, useState } from "react";
import type { Language } from "../content/languages.ts";
import { demoWords } from "../demos/demo-words.ts";
import { autocompletePath, rawCall, type RawCall } from "../demos/localities/raw-call.ts";
import type { AutocompleteLocality } from "../localities/api-types.ts";
import { isStreetLevel, type LocalitiesCapabilities } from "../localities/capabilities.ts";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { highlightParts } from "../tools/address/highlight.ts";
import type { CountryOption } from "../tools/countries.ts";
import { ToolLanguage } from "../tools/words/tool-language.ts";

const DEBOUNCE_MS = 200;

export interface DemoLocalitiesProps {
  capabilities: LocalitiesCapabilities;
  /** The page's language (docs/demos.md); English when absent. */
  language?: Language;
  /** The countries named in the page's language (German and French pages). */
  countries?: CountryOption[];
}

function CallView({ call, title }: { call: RawCall; title: string }) {
  return (
    <section className="api-call" aria-label={title}>
      <p className="api-call__request">
        <code>{call.request}</code>
        <span className="api-call__meta">
          HTTP {call.httpStatus} · {call.ms} ms
        </span>
      </p>
      <pre className="api-call__body">
        <code>{JSON.stringify(call.body, null, 2)}</code>
      </pre>
    </section>
  );
}

/**
 * The Localities demo: the two calls an address form makes, live. Typing asks for
 * suggestions (with the chosen country and type filters); choosing one asks for its details.
 * Its label and examples are ones the active provider answers (`capabilities`).
 * Each request is shown with its HTTP status, its time and its JSON answer.
 */
export default function DemoLocalities({ capabilities, language = "en", countries }: DemoLocalitiesProps) {
  // Words and examples the active provider answers (docs/demos.md).
  const streets = isStreetLevel(capabilities);
  const words = demoWords(language).localities;
  const types = [
    { value: "", label: words.anyType },
    { value: "address", label: words.addresses },
    { value: "locality", label: words.towns },
    { value: "postal_code", label: words.postcodes },
  ];
  const [input, setInput] = useState("");
  const [country, setCountry] = useState("");
  const [type, setType] = useState("");
  const [suggestions, setSuggestions] = useState<RawCall | null>(null);
  const [details, setDetails] = useState<RawCall | null>(null);

  useEffect(() => {
    const text = input.trim();
    if (text.length < 2) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void rawCall(autocompletePath(text, type, country), controller.signal).then((call) => {
        if (!controller.signal.aborted && call) setSuggestions(call);
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, country, type]);

  async function choose(locality: AutocompleteLocality) {
    const call = await rawCall(`/api/localities/details?${new URLSearchParams({ public_id: locality.public_id })}`);
    if (call) setDetails(call);
  }

  const localities = ((suggestions?.body as { localities?: AutocompleteLocality[] } | undefined)?.localities ??
    []) as AutocompleteLocality[];
  return (
    <ToolLanguage value={language}>
      <div className="demo demo--localities">
        <div className="demo-localities__form">
          <div className="tool-field demo-localities__input">
            <label className="tool-field__label" htmlFor="localities-demo-input">
              {streets ? words.inputStreets : words.inputTowns}
            </label>
            <input
              id="localities-demo-input"
              className="tool-field__control"
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder={streets ? words.placeholderStreets : words.placeholderTowns}
              value={input}
              onChange={(event) => {
                setInput(event.target.value);
                setDetails(null);
              }}
            />
          </div>
          <CountrySelect
            id="localities-demo-country"
            value={country}
            onChange={setCountry}
            {...(countries ? { countries } : {})}
          />
          <div className="tool-field">
            <label className="tool-field__label" htmlFor="localities-demo-type">
              {words.type}
            </label>
            <select
              id="localities-demo-type"
              className="tool-field__control"
              value={type}
              onChange={(event) => setType(event.target.value)}
            >
              {types.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {suggestions ? (
          <div className="demo-localities__step">
            <h3 className="demo-localities__title">{words.suggestions}</h3>
            {localities.length > 0 ? (
              <ul className="demo-localities__suggestions" aria-label={words.chooseOne}>
                {localities.map((locality) => (
                  <li key={locality.public_id}>
                    <button type="button" className="demo-localities__suggestion" onClick={() => void choose(locality)}>
                      <span>
                        {highlightParts(locality.description, locality.matched_substrings.description).map((part, i) =>
                          part.matched ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
                        )}
                      </span>
                      <span className="demo-localities__type">{locality.types.join(", ")}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="demo__hint">{words.noSuggestion}</p>
            )}
            <details className="demo__raw">
              <summary>{words.raw}</summary>
              <CallView call={suggestions} title={words.autocompleteCall} />
            </details>
          </div>
        ) : (
          <p className="demo__hint">{words.startHint}</p>
        )}
        {details ? (
          <div className="demo-localities__step">
            <h3 className="demo-localities__title">{words.details}</h3>
            <CallView call={details} title={words.detailsCall} />
          </div>
        ) : null}
      </div>
    </ToolLanguage>
  );
}
