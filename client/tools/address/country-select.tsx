import { countryList, useToolLanguage } from "../tool-language.tsx";

/** The country selector of the address tools, in the page's language; "" searches every country. */
export function CountrySelect({
  id,
  value,
  onChange,
  allLabel,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  allLabel?: string;
}) {
  const page = useToolLanguage();
  return (
    <div className="tool-field">
      <label className="tool-field__label" htmlFor={id}>
        {page.tools.country}
      </label>
      <select id={id} className="tool-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel ?? page.tools.allCountries}</option>
        {countryList(page).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
