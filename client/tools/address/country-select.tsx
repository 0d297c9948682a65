import { COUNTRIES } from "../countries.ts";

/** The country selector of the address tools; "" searches every country. */
export function CountrySelect({
  id,
  value,
  onChange,
  allLabel = "All countries",
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  allLabel?: string;
}) {
  return (
    <div className="tool-field">
      <label className="tool-field__label" htmlFor={id}>
        Country
      </label>
      <select id={id} className="tool-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
