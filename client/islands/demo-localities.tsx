import { useEffect, useState } from "react";
import { autocompletePath, rawCall, type RawCall } from "../demos/localities/raw-call.ts";
import type { AutocompleteLocality } from "../localities/api-types.ts";
import { isStreetLevel, type LocalitiesCapabilities } from "../localities/capabilities.ts";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { highlightParts } from "../tools/address/highlight.ts";

const DEBOUNCE_MS = 200;
const TYPES = [
  { value: "", label: "Any type" },
  { value: "address", label: "Addresses" },
  { value: "locality", label: "Towns (locality)" },
  { value: "postal_code", label: "Postcodes (postal_code)" },
];

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
export default function DemoLocalities({ capabilities }: { capabilities: LocalitiesCapabilities }) {
  // Words and examples the active provider answers (docs/demos.md).
  const streets = isStreetLevel(capabilities);
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
    <div className="demo demo--localities">
      <div className="demo-localities__form">
        <div className="tool-field demo-localities__input">
          <label className="tool-field__label" htmlFor="localities-demo-input">
            {streets ? "Type an address, a town or a postcode" : "Type a town or a postcode"}
          </label>
          <input
            id="localities-demo-input"
            className="tool-field__control"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={
              streets ? "For example: 10 Downing Street, 90210, Lyon" : "For example: saint etien, 90210, SW1A 1AA"
            }
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setDetails(null);
            }}
          />
        </div>
        <CountrySelect id="localities-demo-country" value={country} onChange={setCountry} />
        <div className="tool-field">
          <label className="tool-field__label" htmlFor="localities-demo-type">
            Type
          </label>
          <select
            id="localities-demo-type"
            className="tool-field__control"
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {suggestions ? (
        <div className="demo-localities__step">
          <h3 className="demo-localities__title">1. Suggestions</h3>
          {localities.length > 0 ? (
            <ul className="demo-localities__suggestions" aria-label="Suggestions: choose one to see its details">
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
            <p className="demo__hint">No suggestion for this text with these filters.</p>
          )}
          <details className="demo__raw">
            <summary>The request and its JSON answer</summary>
            <CallView call={suggestions} title="Autocomplete call" />
          </details>
        </div>
      ) : (
        <p className="demo__hint">Suggestions start from the second character.</p>
      )}
      {details ? (
        <div className="demo-localities__step">
          <h3 className="demo-localities__title">2. Details of the chosen suggestion</h3>
          <CallView call={details} title="Details call" />
        </div>
      ) : null}
    </div>
  );
}
