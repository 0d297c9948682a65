import { FIELDS_OF_WORK, type FieldOfWorkKey } from "../forms/options.ts";

/** docs/signup.md: the field of work, two choices as radio buttons, with its message when one is missing. */
export function FieldOfWorkField(props: {
  label: string;
  /** Each choice's label in the page's language. */
  labels: Readonly<Record<FieldOfWorkKey, string>>;
  value: FieldOfWorkKey | "";
  error?: string;
  onChange(value: FieldOfWorkKey): void;
  onBlur(): void;
}) {
  const errorId = "signup-fieldOfWork-error";
  return (
    <fieldset
      className="funnel-field funnel-field--wide signup-choice"
      aria-describedby={props.error ? errorId : undefined}
    >
      <legend className="funnel-field__label">{props.label}</legend>
      <div className="signup-choice__options">
        {FIELDS_OF_WORK.map((field) => (
          <label key={field.key} className="signup-choice__option">
            <input
              type="radio"
              name="fieldOfWork"
              value={field.key}
              required
              checked={props.value === field.key}
              aria-invalid={props.error ? true : undefined}
              onChange={() => props.onChange(field.key)}
              onBlur={props.onBlur}
            />
            <span>{props.labels[field.key]}</span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p className="funnel-field__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
