import type { TryItEndpoint, TryItFields } from "./try-it.ts";

const TYPE_OPTIONS = [
  { value: "", label: "Every kind" },
  { value: "locality", label: "locality" },
  { value: "postal_code", label: "postal_code" },
  { value: "address", label: "address" },
  { value: "locality|postal_code", label: "locality|postal_code" },
];

const COUNTRIES_HINT = "country:xx, several separated by |";

type Change = (name: keyof TryItFields, value: string) => void;

function Field({
  name,
  label,
  hint,
  fields,
  onChange,
}: {
  name: Exclude<keyof TryItFields, "geocode">;
  label: string;
  hint?: string;
  fields: TryItFields;
  onChange: Change;
}) {
  const id = `try-it-${name}`;
  return (
    <div className="tool-field">
      <label className="tool-field__label" htmlFor={id}>
        {label} <code>{name}</code>
      </label>
      <input
        id={id}
        className="tool-field__control"
        name={name}
        value={fields[name]}
        onChange={(event) => onChange(name, event.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <span className="try-it__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

function TypesField({ fields, onChange }: { fields: TryItFields; onChange: Change }) {
  return (
    <div className="tool-field">
      <label className="tool-field__label" htmlFor="try-it-types">
        Kinds of place <code>types</code>
      </label>
      <select
        id="try-it-types"
        className="tool-field__control"
        name="types"
        value={fields.types}
        onChange={(event) => onChange("types", event.target.value)}
      >
        {TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function GeocodeFields({ fields, onChange }: { fields: TryItFields; onChange: Change }) {
  return (
    <>
      <fieldset className="try-it__endpoints">
        <legend>Geocode</legend>
        <div className="try-it__tabs">
          {(["reverse", "forward"] as const).map((mode) => (
            <label key={mode} className="try-it__tab">
              <input
                type="radio"
                name="try-it-geocode"
                value={mode}
                checked={fields.geocode === mode}
                onChange={() => onChange("geocode", mode)}
              />
              {mode === "reverse" ? "A position" : "An address"}
            </label>
          ))}
        </div>
      </fieldset>
      {fields.geocode === "reverse" ? (
        <Field
          name="latlng"
          label="Position"
          hint="latitude,longitude in decimal degrees"
          fields={fields}
          onChange={onChange}
        />
      ) : (
        <>
          <Field name="address" label="Address or town" fields={fields} onChange={onChange} />
          <Field name="components" label="Countries" hint={COUNTRIES_HINT} fields={fields} onChange={onChange} />
        </>
      )}
    </>
  );
}

/** The try-it panel's fields for one endpoint (client/islands/api-try-it.tsx). */
export function EndpointFields({
  endpoint,
  fields,
  onChange,
}: {
  endpoint: TryItEndpoint;
  fields: TryItFields;
  onChange: Change;
}) {
  return (
    <div className="try-it__fields">
      {endpoint === "autocomplete" ? (
        <>
          <Field name="input" label="Text typed so far" fields={fields} onChange={onChange} />
          <TypesField fields={fields} onChange={onChange} />
          <Field name="components" label="Countries" hint={COUNTRIES_HINT} fields={fields} onChange={onChange} />
        </>
      ) : null}
      {endpoint === "details" ? (
        <Field
          name="public_id"
          label="Id of a suggestion"
          hint="Run Autocomplete first, then choose one of its places below the answer."
          fields={fields}
          onChange={onChange}
        />
      ) : null}
      {endpoint === "geocode" ? <GeocodeFields fields={fields} onChange={onChange} /> : null}
    </div>
  );
}
