import { useState } from "react";
import { AddressCombobox, type Preset } from "../tools/address/address-combobox.tsx";
import { AddressResults } from "../tools/address/address-results.tsx";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { LookupStatus } from "../tools/address/lookup-status.tsx";
import { usePlaceLookup } from "../tools/address/use-place-lookup.ts";
import { ToolExamples } from "../tools/tool-examples.tsx";
import type { ToolIslandProps } from "../tools/tool-props.ts";
import { tool } from "../tools/tools.ts";
import { useVisitorCountry } from "../tools/use-visitor-country.ts";
import { inputPlaceholder, toolExamples } from "../tools/words/input-words.ts";
import { toolNotice } from "../tools/words/notice-words.ts";
import { dataScope } from "../tools/words/scope.ts";

/**
 * The address tools (address verification, autocomplete demo, Eircode, UK and Royal Mail
 * postcode, postcode, ZIP code, US address verification): a country selector and an address
 * autocomplete input whose words and examples say what this deployment answers; once an
 * address is chosen, its results and the map. A new search clears the earlier results.
 */
export default function ToolAddress({ tool: slug, tiles, capabilities }: ToolIslandProps) {
  const definition = tool(slug);
  const [country, setCountry] = useVisitorCountry(definition.defaultCountry);
  const [preset, setPreset] = useState<Preset | null>(null);
  const lookup = usePlaceLookup();
  const notice = toolNotice(definition, country, capabilities);
  return (
    <div className="tool tool--address" aria-busy={lookup.busy}>
      <div className="tool__form">
        <CountrySelect id={`${slug}-country`} value={country} onChange={setCountry} />
        <AddressCombobox
          id={`${slug}-address`}
          label="Address"
          country={country}
          capabilities={capabilities}
          placeholder={inputPlaceholder(slug, capabilities, country)}
          preset={preset}
          onChoose={(suggestion, typed) => void lookup.choose(suggestion, typed)}
          onSearch={lookup.clear}
        />
      </div>
      <ToolExamples
        examples={toolExamples(slug, capabilities)}
        onPick={(example) => {
          setCountry(example.country);
          setPreset({ text: example.text, id: (preset?.id ?? 0) + 1 });
        }}
      />
      <p className="tool-scope">{dataScope("address", capabilities)}</p>
      {notice ? (
        <div className="tool-notice" role="note">
          <p>{notice.text}</p>
          {notice.words ? <p className="tool-notice__help">{notice.words}</p> : null}
        </div>
      ) : null}
      <LookupStatus
        loading={lookup.loading}
        problem={lookup.problem}
        onRetry={() => lookup.problem && void lookup.choose(lookup.problem.suggestion, lookup.problem.typed)}
      />
      {lookup.fields ? (
        <AddressResults
          id={slug}
          fields={lookup.fields}
          typed={lookup.typed}
          definition={definition}
          tiles={tiles}
          capabilities={capabilities}
        />
      ) : null}
    </div>
  );
}
