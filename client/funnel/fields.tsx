import type { ReactNode, Ref } from "react";
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
  /** A line under the label that says what the field takes. */
  hint?: string;
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

/** The ids of what describes a control: its hint and its error. */
function describedBy(props: FieldBase): string | undefined {
  const ids = [props.hint ? `${fieldId(props)}-hint` : null, props.error ? `${fieldId(props)}-error` : null].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function Field({ props, children }: { props: FieldBase; children: ReactNode }) {
  return (
    <div className={`funnel-field${props.wide ? " funnel-field--wide" : ""}`}>
      <Label props={props} />
      {props.hint ? (
        <p className="funnel-field__hint" id={`${fieldId(props)}-hint`}>
          {props.hint}
        </p>
      ) : null}
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
    "aria-describedby": describedBy(props),
  };
}

/** A text input with its label (type text, email, tel or password), and optionally a control beside it. */
export function TextField(
  props: FieldBase & {
    type?: "text" | "email" | "tel" | "password";
    value: string;
    onChange(value: string, input: HTMLInputElement): void;
    onBlur?(input: HTMLInputElement): void;
    maxLength: number;
    autoComplete: string;
    inputRef?: Ref<HTMLInputElement>;
    /** A button beside the input (e.g. show the password). */
    beside?: ReactNode;
  },
) {
  const input = (
    <input
      {...controlAttributes(props)}
      ref={props.inputRef}
      type={props.type ?? "text"}
      value={props.value}
      maxLength={props.maxLength}
      autoComplete={props.autoComplete}
      onChange={(event) => props.onChange(event.target.value, event.target)}
      onBlur={props.onBlur ? (event) => props.onBlur?.(event.target) : undefined}
    />
  );
  return (
    <Field props={props}>
      {props.beside ? (
        <div className="funnel-field__row">
          {input}
          {props.beside}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** A multi-line text with its label. */
export function TextAreaField(props: FieldBase & { value: string; onChange(value: string): void; maxLength: number }) {
  return (
    <Field props={props}>
      <textarea
        {...controlAttributes(props)}
        rows={5}
        value={props.value}
        maxLength={props.maxLength}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}

/** A select with its label and a first, empty choice. */
export function SelectField(
  props: FieldBase & {
    value: string;
    onChange(value: string): void;
    options: readonly Option[];
    placeholder: string;
    autoComplete?: string;
  },
) {
  return (
    <Field props={props}>
      <select
        {...controlAttributes(props)}
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(event) => props.onChange(event.target.value)}
      >
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
export function AgreementField(props: {
  idPrefix: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
  children: ReactNode;
}) {
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
