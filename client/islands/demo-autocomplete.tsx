import { useEffect, useRef, useState } from "react";
import { PlacePicker, type ChosenPlace } from "../demos/place-picker.tsx";
import { addressFields } from "../tools/address-fields.ts";
import { CountrySelect } from "../tools/address/country-select.tsx";
import { visitorGeolocation } from "../tools/api.ts";
import { fill } from "../i18n/fill.ts";
import {
  ENGLISH_TOOLS,
  positionText,
  postcodeName,
  ToolLanguageContext,
  toolWords,
  type ToolLanguage,
  useToolLanguage,
} from "../tools/tool-language.tsx";

/**
 * The address autocomplete demo: suggestions as you type (the typed part in bold), limited
 * to a country that starts on the visitor's own, and the address they choose, in parts.
 */
export default function DemoAutocomplete({
  embedded,
  page = ENGLISH_TOOLS,
}: {
  embedded: boolean;
  page?: ToolLanguage;
}) {
  return (
    <ToolLanguageContext value={page}>
      <DemoAutocompleteView embedded={embedded} />
    </ToolLanguageContext>
  );
}

function DemoAutocompleteView({ embedded }: { embedded: boolean }) {
  const page = useToolLanguage();
  const d = page.demos.autocomplete;
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
        [d.town, fields.city],
        [
          postcodeName(page, fields.countryCode),
          fields.postcodes.length > 3
            ? fill(d.morePostcodes, {
                list: fields.postcodes.slice(0, 3).join(", "),
                count: fields.postcodes.length - 3,
              })
            : fields.postcodes.join(", ") || null,
        ],
        [d.region, fields.state],
        // The API names the country in English; a German or French page names it its way.
        [
          d.country,
          page.language !== "en" && fields.countryCode
            ? (toolWords(page).countryName(fields.countryCode) ?? fields.country)
            : fields.country,
        ],
        [d.coordinates, positionText(page, fields, (value) => value.toFixed(6))],
      ]
    : [];
  return (
    <div className="demo demo--autocomplete">
      <div className="demo__pair">
        <CountrySelect
          id="autocomplete-demo-country"
          value={country}
          onChange={(code) => {
            chosenCountry.current = true;
            setCountry(code);
          }}
        />
        <PlacePicker
          id="autocomplete-demo"
          label={d.address}
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
        <p className="demo__hint">{d.hint}</p>
      )}
    </div>
  );
}
