import { useRef, useState } from "react";
import type { DetailsResult } from "../localities/api-types.ts";
import { EMBEDDED_CAPABILITIES, isStreetLevel, STREET_LEVEL_CAPABILITIES } from "../localities/capabilities.ts";
import type { LatLng } from "../maps/lat-lng.ts";
import { AddressCombobox } from "../tools/address/address-combobox.tsx";
import { placeDetails } from "../tools/api.ts";
import { ToolMessage } from "../tools/tool-message.tsx";
import { useToolWords } from "../tools/words/tool-language.ts";

/** A place chosen from the autocomplete: its name, position and full details. */
export interface ChosenPlace {
  label: string;
  position: LatLng;
  result: DetailsResult;
}

/**
 * An address search whose chosen suggestion is looked up (the details call) and handed
 * over as a place. A newer choice cancels the lookup of an older one; a lookup that fails
 * is said in words under the field (the tools' messages), and the place stays as it was.
 */
export function PlacePicker({
  id,
  label,
  country = "",
  embedded,
  onPlace,
}: {
  id: string;
  label: string;
  /** Alpha-2 code, or "" for every country. */
  country?: string;
  /** The embedded geocoder answers: a postcode it cannot hold is explained. */
  embedded: boolean;
  onPlace(place: ChosenPlace): void;
}) {
  const capabilities = embedded ? EMBEDDED_CAPABILITIES : STREET_LEVEL_CAPABILITIES;
  const words = useToolWords();
  const lookup = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<"none" | "unavailable" | null>(null);
  return (
    <div className="place-picker" aria-busy={busy}>
      <AddressCombobox
        id={id}
        label={label}
        country={country}
        capabilities={capabilities}
        placeholder={isStreetLevel(capabilities) ? words.placeholder.streets : words.placeholder.towns}
        onChoose={(suggestion) => {
          lookup.current?.abort();
          const controller = new AbortController();
          lookup.current = controller;
          setBusy(true);
          setProblem(null);
          void placeDetails(suggestion.public_id, controller.signal).then((answer) => {
            if (controller.signal.aborted || answer.status === "aborted") return;
            setBusy(false);
            if (answer.status === "ok")
              onPlace({
                label: answer.value.formatted_address,
                position: answer.value.geometry.location,
                result: answer.value,
              });
            else setProblem(answer.status);
          });
        }}
      />
      {problem === "none" ? <ToolMessage kind="warning">{words.placeUnresolved}</ToolMessage> : null}
      {problem === "unavailable" ? <ToolMessage kind="error">{words.serviceUnavailable}</ToolMessage> : null}
    </div>
  );
}
