import { COUNTRIES, type CountryOption } from "../countries.ts";
import { useToolWords } from "../words/tool-language.ts";

/**
 * The country selector of the address tools; "" searches every country. `countries`: the
 * list named in the page's language (a demo on a German or French page gets it from the
 * server); the tools' English list otherwise.
 */
export function CountrySelect({
  id,
  value,
  onChange,
  allLabel,
  countries = COUNTRIES,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  allLabel?: string;
  countries?: readonly CountryOption[];
}) {
  const words = useToolWords();
  return (
    <div className="tool-field">
      <label className="tool-field__label" htmlFor={id}>
        {words.country}
      </label>
      <select id={id} className="tool-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel ?? words.allCountries}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
