import type { ReactNode } from "react";
import type { Option } from "./props.ts";

interface FieldBase {
  /** The field's name, as the handler receives it. */
  name: string;
  label: string;
  /** Shown after the label; the field may stay empty. */
  optional?: string;
  /** A message under the field (the server's or the schema's), announced with the field. */
  error?: string;
  /** The form's id prefix, so that two forms on one page never share ids. */
  idPrefix: string;
  wide?: boolean;
}

function fieldId(props: FieldBase): string {
  return `${props.idPrefix}-${props.name}`;
}

function Label({ props }: { props: FieldBase }) {
  return (
    <label className="funnel-field__label" htmlFor={fieldId(props)}>
      {props.label}
      {props.optional ? <span className="funnel-field__optional"> ({props.optional})</span> : null}
    </label>
  );
}

function Field({ props, children }: { props: FieldBase; children: ReactNode }) {
  return (
    <div className={`funnel-field${props.wide ? " funnel-field--wide" : ""}`}>
      <Label props={props} />
      {children}
      {props.error ? (
        <p className="funnel-field__error" id={`${fieldId(props)}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function controlAttributes(props: FieldBase) {
  return {
    id: fieldId(props),
    name: props.name,
    className: "funnel-field__control",
    required: !props.optional,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? `${fieldId(props)}-error` : undefined,
  };
}

/** A text input with its label (type text, email or tel). */
export function TextField(props: FieldBase & { type?: "text" | "email" | "tel"; value: string; onChange(value: string): void; maxLength: number; autoComplete: string }) {
  return (
    <Field props={props}>
      <input
        {...controlAttributes(props)}
        type={props.type ?? "text"}
        value={props.value}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}

/** A multi-line text with its label. */
export function TextAreaField(props: FieldBase & { value: string; onChange(value: string): void; maxLength: number }) {
  return (
    <Field props={props}>
      <textarea {...controlAttributes(props)} rows={5} value={props.value} maxLength={props.maxLength} onChange={(event) => props.onChange(event.target.value)} />
    </Field>
  );
}

/** A select with its label and a first, empty choice. */
export function SelectField(
  props: FieldBase & { value: string; onChange(value: string): void; options: readonly Option[]; placeholder: string; autoComplete?: string },
) {
  return (
    <Field props={props}>
      <select {...controlAttributes(props)} value={props.value} autoComplete={props.autoComplete} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The agreement checkbox, its label holding a link to the privacy policy. */
export function AgreementField(props: { idPrefix: string; checked: boolean; onChange(checked: boolean): void; error?: string; children: ReactNode }) {
  const id = `${props.idPrefix}-agreecheckbox`;
  return (
    <div className="funnel-field funnel-field--wide funnel-field--check">
      <input
        id={id}
        name="agreecheckbox"
        type="checkbox"
        className="funnel-field__checkbox"
        required
        checked={props.checked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.children}</label>
      {props.error ? (
        <p className="funnel-field__error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
