import { useRef, useState } from "react";
import type { Language } from "../content/languages.ts";
import { demoWords } from "../demos/demo-words.ts";
import { type ChosenPlace, PlacePicker } from "../demos/place-picker.tsx";
import { ToolLanguage } from "../tools/words/tool-language.ts";
import { useReplayTyped } from "./replay-typed.ts";

export interface HeroAutocompleteProps {
  /** The embedded geocoder answers (towns and postcodes, no streets): the hint says so. */
  embedded: boolean;
  label: string;
  /** The page's language (docs/demos.md); English when absent. */
  language?: Language;
}

/**
 * The part of the details answer a developer reads first, as the API returns it: one line
 * per field and per address component, so it fits the panel without scrolling sideways.
 */
function responseExcerpt(place: ChosenPlace): string {
  const { result } = place;
  const line = (value: unknown) => JSON.stringify(value).replace(/,"/g, ', "').replace(/":/g, '": ');
  const components = result.address_components.slice(0, 4).map((component) => {
    // A town's many postcodes: the first three stand for the list.
    const name = component.long_name;
    const shown = Array.isArray(name) && name.length > 3 ? [...name.slice(0, 3), "…"] : name;
    return `    ${line({ long_name: shown, types: component.types })}`;
  });
  return [
    "{",
    `  "formatted_address": ${JSON.stringify(result.formatted_address)},`,
    `  "geometry": ${line(result.geometry)},`,
    `  "address_components": [\n${components.join(",\n")}\n  ]`,
    "}",
  ].join("\n");
}

/**
 * The home page's live demo (docs/demos.md): the real address autocomplete, answering from
 * this deployment's provider, and the details of the chosen suggestion as the API returns
 * them. It loads its code when the visitor reaches for it or the browser is idle
 * (`data-load`, client/entry.ts), so the home page loads no React before that.
 */
export default function HeroAutocomplete({ embedded, label, language = "en" }: HeroAutocompleteProps) {
  const root = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const words = demoWords(language).hero;
  useReplayTyped(root);
  return (
    <ToolLanguage value={language}>
      <div className="hero-demo__body" ref={root}>
        <PlacePicker id="hero-demo" label={label} embedded={embedded} onPlace={setPlace} />
        <div className="hero-demo__response">
          <p className="hero-demo__response-title" aria-live="polite">
            {place ? words.receives : embedded ? words.hintTowns : words.hintStreets}
          </p>
          <pre className="hero-demo__code" data-testid="hero-demo-response">
            <code>
              {place
                ? responseExcerpt(place)
                : '{\n  "formatted_address": "…",\n  "geometry": { "location": { "lat": …, "lng": … } }\n}'}
            </code>
          </pre>
        </div>
      </div>
    </ToolLanguage>
  );
}
