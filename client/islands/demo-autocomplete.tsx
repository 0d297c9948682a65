import { useEffect, useRef, useState } from "react";
import type { Language } from "../content/languages.ts";
import { demoWords } from "../demos/demo-words.ts";
import { PlacePicker, type ChosenPlace } from "../demos/place-picker.tsx";
import { addressFields, coordinatesLine } from "../tools/address-fields.ts";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { visitorGeolocation } from "../tools/api.ts";
import type { CountryOption } from "../tools/countries.ts";
import { ToolLanguage } from "../tools/words/tool-language.ts";
import { regionName, toolWords } from "../tools/words/tool-words.ts";

export interface DemoAutocompleteProps {
  embedded: boolean;
  /** The page's language (docs/demos.md); English when absent. */
  language?: Language;
  /** The countries named in the page's language (German and French pages); the tools' English list otherwise. */
  countries?: CountryOption[];
}

/**
 * The address autocomplete demo: suggestions as you type (the typed part in bold), limited
 * to a country that starts on the visitor's own, and the address they choose, in parts.
 */
export default function DemoAutocomplete({ embedded, language = "en", countries }: DemoAutocompleteProps) {
  const words = demoWords(language);
  const labels = words.autocomplete;
  const [country, setCountry] = useState("");
  const chosenCountry = useRef(false);
  const [place, setPlace] = useState<ChosenPlace | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void visitorGeolocation(controller.signal).then((where) => {
      if (!controller.signal.aborted && !chosenCountry.current && where?.country_code) setCountry(where.country_code);
    });
    return () => controller.abort();
  }, []);

  const fields = place ? addressFields(place.result) : null;
  const rows: [string, string | null][] = fields
    ? [
        [labels.town, fields.city],
        [
          fields.countryCode === "US" || fields.countryCode === "IE"
            ? labels.postcode[fields.countryCode]
            : labels.postcode.other,
          fields.postcodes.length > 3
            ? labels.andMore(fields.postcodes.slice(0, 3).join(", "), fields.postcodes.length - 3)
            : fields.postcodes.join(", ") || null,
        ],
        [labels.state, fields.state],
        // The API names the country in English; the page names it in its own language.
        [
          labels.country,
          language !== "en" && fields.countryCode ? regionName(fields.countryCode, language) : fields.country,
        ],
        // English keeps the tools' six decimals (coordinatesLine).
        [
          labels.coordinates,
          language === "en" ? coordinatesLine(fields) : toolWords(language, (code) => code).latLng(fields),
        ],
      ]
    : [];
  return (
    <ToolLanguage value={language}>
      <div className="demo demo--autocomplete">
        <div className="demo__pair">
          <CountrySelect
            id="autocomplete-demo-country"
            value={country}
            onChange={(code) => {
              chosenCountry.current = true;
              setCountry(code);
            }}
            {...(countries ? { countries } : {})}
          />
          <PlacePicker
            id="autocomplete-demo"
            label={labels.address}
            country={country}
            embedded={embedded}
            onPlace={setPlace}
          />
        </div>
        {fields ? (
          <div className="demo-chosen" aria-live="polite">
            <p className="demo-chosen__title" data-testid="autocomplete-chosen">
              {fields.formatted}
            </p>
            <dl className="demo-chosen__rows">
              {rows
                .filter((row): row is [string, string] => Boolean(row[1]))
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </div>
        ) : (
          <p className="demo__hint">{labels.hint}</p>
        )}
      </div>
    </ToolLanguage>
  );
}
