import { useRef, useState } from "react";
import type { DetailsResult } from "../localities/api-types.ts";
import type { LatLng } from "../maps/lat-lng.ts";
import { AddressCombobox } from "../tools/address/address-combobox.tsx";
import { placeDetails } from "../tools/api.ts";

/** A place chosen from the autocomplete: its name, position and full details. */
export interface ChosenPlace {
  label: string;
  position: LatLng;
  result: DetailsResult;
}

/**
 * An address search whose chosen suggestion is looked up (the details call) and handed
 * over as a place. A newer choice cancels the lookup of an older one.
 */
export function PlacePicker({
  id,
  label,
  country = "",
  onPlace,
}: {
  id: string;
  label: string;
  /** Alpha-2 code, or "" for every country. */
  country?: string;
  onPlace(place: ChosenPlace): void;
}) {
  const lookup = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="place-picker" aria-busy={busy}>
      <AddressCombobox
        id={id}
        label={label}
        country={country}
        onChoose={(suggestion) => {
          lookup.current?.abort();
          const controller = new AbortController();
          lookup.current = controller;
          setBusy(true);
          void placeDetails(suggestion.public_id, controller.signal).then((result) => {
            if (controller.signal.aborted) return;
            setBusy(false);
            // A failed lookup is logged by placeDetails (spec part 1 §8); the place stays as it was.
            if (result) onPlace({ label: result.formatted_address, position: result.geometry.location, result });
          });
        }}
      />
    </div>
  );
}
