import { useEffect, useRef, useState } from "react";
import type { AutocompleteLocality } from "../localities/api-types.ts";
import { addressFields, type AddressFields } from "../tools/address-fields.ts";
import { AddressCombobox } from "../tools/address/address-combobox.tsx";
import { AddressResults } from "../tools/address/address-results.tsx";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { placeDetails, visitorGeolocation } from "../tools/api.ts";
import { PLACE_UNRESOLVED, SERVICE_UNAVAILABLE } from "../tools/messages.ts";
import { EIRCODE_NOTICE, ZIP_NOTICE } from "../tools/notices.ts";
import { DataScope } from "../tools/data-scope.tsx";
import { ToolMessage } from "../tools/tool-message.tsx";
import type { ToolIslandProps } from "../tools/tool-props.ts";
import { tool } from "../tools/tools.ts";

/**
 * The address tools (address verification, autocomplete demo, Eircode, UK and Royal Mail
 * postcode, postcode, ZIP code, US address verification): a country selector and an
 * address autocomplete input; once an address is chosen, its results and the map.
 */
export default function ToolAddress({ tool: slug, tiles, embedded }: ToolIslandProps) {
  const definition = tool(slug);
  const [country, setCountry] = useState(definition.defaultCountry ?? "");
  const countryChosen = useRef(false);
  const [fields, setFields] = useState<AddressFields | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ kind: "none" | "unavailable"; suggestion: AutocompleteLocality } | null>(
    null,
  );
  const lookup = useRef<AbortController | null>(null);

  // Tools without a country of their own start on the visitor's (docs/tools.md).
  useEffect(() => {
    if (definition.defaultCountry) return;
    const controller = new AbortController();
    void visitorGeolocation(controller.signal).then((where) => {
      if (!controller.signal.aborted && !countryChosen.current && where?.country_code) setCountry(where.country_code);
    });
    return () => controller.abort();
  }, [definition.defaultCountry]);

  async function choose(suggestion: AutocompleteLocality) {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setBusy(true);
    setProblem(null);
    const answer = await placeDetails(suggestion.public_id, controller.signal);
    if (controller.signal.aborted || answer.status === "aborted") return;
    setBusy(false);
    if (answer.status === "ok") setFields(addressFields(answer.value));
    else {
      // The panel no longer shows the earlier place as if it were this one.
      setFields(null);
      setProblem({ kind: answer.status, suggestion });
    }
  }

  const notice =
    definition.notice === "eircode" && country !== "IE"
      ? EIRCODE_NOTICE
      : definition.notice === "zip" && country !== "US"
        ? ZIP_NOTICE
        : null;

  return (
    <div className="tool tool--address" aria-busy={busy}>
      <div className="tool__form">
        <CountrySelect
          id={`${slug}-country`}
          value={country}
          onChange={(code) => {
            countryChosen.current = true;
            setCountry(code);
          }}
        />
        <AddressCombobox
          id={`${slug}-address`}
          label="Address"
          country={country}
          embedded={embedded}
          onChoose={(s) => void choose(s)}
        />
      </div>
      <DataScope kind="address" embedded={embedded} />
      {notice ? (
        <p className="tool-notice" role="note">
          {notice}
        </p>
      ) : null}
      {problem?.kind === "none" ? <ToolMessage kind="warning">{PLACE_UNRESOLVED}</ToolMessage> : null}
      {problem?.kind === "unavailable" ? (
        <ToolMessage
          kind="error"
          action={
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void choose(problem.suggestion)}
            >
              Try again
            </button>
          }
        >
          {SERVICE_UNAVAILABLE}
        </ToolMessage>
      ) : null}
      {fields ? (
        <AddressResults id={slug} fields={fields} definition={definition} tiles={tiles} embedded={embedded} />
      ) : null}
    </div>
  );
}
