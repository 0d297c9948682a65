import { useState } from "react";
import { FOUND_POSITION_ZOOM, INITIAL_CENTER, INITIAL_ZOOM, MAP_DRAW_DELAY_MS } from "../maps/constants.ts";
import { MapView } from "../maps/map-view.tsx";
import { accuracyRadiusM } from "../tools/accuracy.ts";
import { AddressCombobox, type Preset } from "../tools/address/address-combobox.tsx";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { GeocodeProblem } from "../tools/geocode/geocode-problem.tsx";
import { GeocodeResults } from "../tools/geocode/geocode-results.tsx";
import { useGeocode } from "../tools/geocode/use-geocode.ts";
import { ToolExamples } from "../tools/tool-examples.tsx";
import type { ToolIslandProps } from "../tools/tool-props.ts";
import { inputPlaceholder, toolExamples } from "../tools/words/input-words.ts";
import { dataScope } from "../tools/words/scope.ts";

/**
 * Geocode lookup (docs/tools.md): a large map created about a second after load, starting
 * with no position, no address and every country ("zz"). A position comes from the browser's
 * location when already allowed, else from the edge's geolocation, from a chosen address, or
 * from a point picked on the map. A position without an address is reverse geocoded. The
 * marker moves there at zoom 16 (at the embedded base map's deepest zoom, with its accuracy).
 */
export default function ToolGeocode({ tool: slug, tiles, capabilities }: ToolIslandProps) {
  const [country, setCountry] = useState("");
  const [preset, setPreset] = useState<Preset | null>(null);
  const geocode = useGeocode();
  const { position, fields } = geocode;
  return (
    <div className="tool tool--geocode">
      <div className="tool__form">
        <CountrySelect id={`${slug}-country`} value={country} onChange={setCountry} />
        <AddressCombobox
          id={`${slug}-address`}
          label="Address"
          country={country}
          capabilities={capabilities}
          placeholder={inputPlaceholder(slug, capabilities, country)}
          preset={preset}
          onChoose={(suggestion) => void geocode.choose(suggestion)}
          onSearch={geocode.newSearch}
        />
        <div className="tool-field tool-field--button">
          <button
            type="button"
            className="button button--primary tool-button"
            onClick={() => void geocode.locateVisitor()}
            disabled={geocode.asking}
          >
            {geocode.asking ? "Locating…" : "Use my location"}
          </button>
        </div>
      </div>
      <ToolExamples
        examples={toolExamples(slug, capabilities)}
        onPick={(example) => {
          setCountry(example.country);
          setPreset({ text: example.text, id: (preset?.id ?? 0) + 1 });
        }}
      />
      <p className="tool-scope">{dataScope("geocode", capabilities)}</p>
      {geocode.problem ? (
        <GeocodeProblem problem={geocode.problem} onRetryLocation={() => void geocode.locateVisitor()} />
      ) : null}
      <MapView
        label="Map: choose a point or an address"
        size="large"
        delayMs={MAP_DRAW_DELAY_MS}
        center={INITIAL_CENTER}
        zoom={position ? FOUND_POSITION_ZOOM : INITIAL_ZOOM}
        marker={position}
        markerLabel={fields?.formatted ?? "Chosen position"}
        accuracyM={fields && geocode.source === "address" ? accuracyRadiusM(fields) : null}
        tiles={tiles}
        onPick={geocode.pick}
      />
      <GeocodeResults position={position} source={geocode.source} fields={fields} loading={geocode.loading} />
    </div>
  );
}
