import { useEffect, useState } from "react";
import { autocompletePath, rawCall, type RawCall } from "../demos/localities/raw-call.ts";
import type { AutocompleteLocality } from "../localities/api-types.ts";
import { isStreetLevel, type LocalitiesCapabilities } from "../localities/capabilities.ts";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { highlightParts } from "../tools/address/highlight.ts";
import { ENGLISH_TOOLS, ToolLanguageContext, type ToolLanguage, useToolLanguage } from "../tools/tool-language.tsx";

const DEBOUNCE_MS = 200;
const TYPES = ["any", "address", "locality", "postal_code"] as const;

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
export default function DemoLocalities({
  capabilities,
  page = ENGLISH_TOOLS,
}: {
  capabilities: LocalitiesCapabilities;
  page?: ToolLanguage;
}) {
  return (
    <ToolLanguageContext value={page}>
      <DemoLocalitiesView capabilities={capabilities} />
    </ToolLanguageContext>
  );
}

function DemoLocalitiesView({ capabilities }: { capabilities: LocalitiesCapabilities }) {
  const d = useToolLanguage().demos.localities;
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
            {streets ? d.labelStreets : d.labelTowns}
          </label>
          <input
            id="localities-demo-input"
            className="tool-field__control"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={streets ? d.exampleStreets : d.exampleTowns}
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
            {d.type}
          </label>
          <select
            id="localities-demo-type"
            className="tool-field__control"
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            {TYPES.map((t) => (
              <option key={t} value={t === "any" ? "" : t}>
                {d.types[t]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {suggestions ? (
        <div className="demo-localities__step">
          <h3 className="demo-localities__title">{d.suggestions}</h3>
          {localities.length > 0 ? (
            <ul className="demo-localities__suggestions" aria-label={d.chooseOne}>
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
            <p className="demo__hint">{d.none}</p>
          )}
          <details className="demo__raw">
            <summary>{d.raw}</summary>
            <CallView call={suggestions} title={d.autocompleteCall} />
          </details>
        </div>
      ) : (
        <p className="demo__hint">{d.fromSecond}</p>
      )}
      {details ? (
        <div className="demo-localities__step">
          <h3 className="demo-localities__title">{d.details}</h3>
          <CallView call={details} title={d.detailsCall} />
        </div>
      ) : null}
    </div>
  );
}
