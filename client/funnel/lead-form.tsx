import { useRef } from "react";
import { HONEYPOT_FIELD, MAX_LENGTH } from "../forms/constants.ts";
import { AgreementField, SelectField, TextAreaField, TextField } from "./fields.tsx";
import type { FunnelProps, Option } from "./props.ts";
import { canSend, type FormValues } from "./send-enable.ts";
import type { FormStep } from "./steps.ts";
import type { FunnelTexts } from "./texts.ts";

type TextName = "first_name" | "last_name" | "email" | "job_title" | "company" | "phoneNumber";
type SelectName = "country" | "industry" | "Your_timeframe";

type FieldSpec =
  | { kind: "text"; name: TextName; type?: "email" | "tel"; autoComplete: string; max: number; optional?: boolean }
  | { kind: "select"; name: SelectName; autoComplete?: string }
  | { kind: "details"; optional?: boolean };

const FIRST: FieldSpec = { kind: "text", name: "first_name", autoComplete: "given-name", max: MAX_LENGTH.name };
const LAST: FieldSpec = { kind: "text", name: "last_name", autoComplete: "family-name", max: MAX_LENGTH.name };
const EMAIL: FieldSpec = { kind: "text", name: "email", type: "email", autoComplete: "email", max: MAX_LENGTH.email };
const JOB: FieldSpec = {
  kind: "text",
  name: "job_title",
  autoComplete: "organization-title",
  max: MAX_LENGTH.jobTitle,
};
const COMPANY: FieldSpec = { kind: "text", name: "company", autoComplete: "organization", max: MAX_LENGTH.company };
const COUNTRY: FieldSpec = { kind: "select", name: "country", autoComplete: "country-name" };

/** The fields of each form, in order (docs/leads.md); hidden fields are added on submit. */
const LAYOUT: Record<FormStep, readonly FieldSpec[]> = {
  funnelContactSales: [
    FIRST,
    LAST,
    EMAIL,
    JOB,
    COMPANY,
    COUNTRY,
    { kind: "select", name: "industry" },
    { kind: "select", name: "Your_timeframe" },
    { kind: "details" },
  ],
  funnelContactSalesEnterprise: [
    FIRST,
    LAST,
    EMAIL,
    COMPANY,
    { kind: "text", name: "phoneNumber", type: "tel", autoComplete: "tel", max: MAX_LENGTH.phone, optional: true },
    { kind: "details", optional: true },
  ],
  funnelGeneralInquiry: [FIRST, LAST, EMAIL, JOB, COMPANY, COUNTRY, { kind: "details" }],
};

const FORM_TEXTS = {
  funnelContactSales: "sales",
  funnelContactSalesEnterprise: "enterprise",
  funnelGeneralInquiry: "inquiry",
} as const;

export interface LeadFormProps {
  step: FormStep;
  texts: FunnelTexts;
  options: Pick<FunnelProps, "countries" | "industries" | "timeframes" | "privacy">;
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  /** Labels of the chosen use cases, shown above the sales and enterprise forms. */
  useCases: readonly string[];
  submitting: boolean;
  onChange(name: string, value: string | boolean): void;
  /** Called with the honeypot's value once the browser's own checks (email) pass. */
  onSubmit(honeypot: string): void;
}

/** One of the three contact forms, with Send enabled by the rules of docs/leads.md */
export function LeadForm({
  step,
  texts,
  options,
  values,
  errors,
  useCases,
  submitting,
  onChange,
  onSubmit,
}: LeadFormProps) {
  const trap = useRef<HTMLInputElement>(null);
  const t = texts.forms;
  const idPrefix = `funnel-${FORM_TEXTS[step]}`;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const selects: Record<SelectName, { options: readonly Option[]; placeholder: string }> = {
    country: { options: options.countries, placeholder: t.choose.country },
    industry: { options: options.industries, placeholder: t.choose.industry },
    Your_timeframe: { options: options.timeframes, placeholder: t.choose.timeframe },
  };

  function field(spec: FieldSpec) {
    const common = { idPrefix, optional: "optional" in spec && spec.optional ? t.optional : undefined };
    if (spec.kind === "details") {
      const name = "Subject";
      return (
        <TextAreaField
          key={name}
          {...common}
          name={name}
          label={t[FORM_TEXTS[step]].details}
          wide
          value={text(name)}
          maxLength={MAX_LENGTH.details}
          error={errors[name]}
          onChange={(value) => onChange(name, value)}
        />
      );
    }
    if (spec.kind === "select") {
      return (
        <SelectField
          key={spec.name}
          {...common}
          {...selects[spec.name]}
          name={spec.name}
          label={t.fields[spec.name]}
          autoComplete={spec.autoComplete}
          value={text(spec.name)}
          error={errors[spec.name]}
          onChange={(value) => onChange(spec.name, value)}
        />
      );
    }
    return (
      <TextField
        key={spec.name}
        {...common}
        name={spec.name}
        label={t.fields[spec.name]}
        type={spec.type}
        autoComplete={spec.autoComplete}
        maxLength={spec.max}
        value={text(spec.name)}
        error={errors[spec.name]}
        onChange={(value) => onChange(spec.name, value)}
      />
    );
  }

  return (
    <form
      className="funnel-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(trap.current?.value ?? "");
      }}
    >
      {useCases.length > 0 ? (
        <p className="funnel-form__use-cases">
          <span className="funnel-form__use-cases-title">{t.useCasesChosen}:</span>
          {useCases.map((label) => (
            <span key={label} className="funnel-chip">
              {label}
            </span>
          ))}
        </p>
      ) : null}
      <p className="funnel-form__note">{t.requiredNote}</p>
      <div className="funnel-form__grid">
        {LAYOUT[step].map(field)}
        <AgreementField
          idPrefix={idPrefix}
          checked={values.agreecheckbox === true}
          error={errors.agreecheckbox}
          onChange={(checked) => onChange("agreecheckbox", checked)}
        >
          {t.agreement.before}
          <a {...options.privacy} target="_blank" rel="noopener">
            {t.agreement.link}
          </a>
          {t.agreement.after}
        </AgreementField>
      </div>
      {errors.form ? <p className="funnel-field__error">{errors.form}</p> : null}
      <div className="funnel-form__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t.trap}</label>
        <input
          ref={trap}
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="funnel__actions">
        <button
          type="submit"
          className="button button--primary funnel__primary"
          disabled={submitting || !canSend(step, values)}
        >
          {submitting ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
