import type { FormStep } from "./steps.ts";

/** A form's values as the inputs hold them. */
export type FormValues = Record<string, string | boolean>;

/**
 * docs/leads.md: the fields that must be filled (or ticked) before Send is enabled, per form.
 * Phone number and details are optional on the enterprise form.
 */
export const REQUIRED_FIELDS: Record<FormStep, readonly string[]> = {
  funnelContactSales: [
    "first_name",
    "last_name",
    "company",
    "industry",
    "Your_timeframe",
    "country",
    "Subject",
    "job_title",
    "email",
    "agreecheckbox",
  ],
  funnelContactSalesEnterprise: ["first_name", "last_name", "email", "company", "agreecheckbox"],
  funnelGeneralInquiry: [
    "first_name",
    "last_name",
    "company",
    "country",
    "Subject",
    "job_title",
    "email",
    "agreecheckbox",
  ],
};

function filled(value: string | boolean | undefined): boolean {
  return typeof value === "boolean" ? value : (value ?? "").trim() !== "";
}

/** Whether Send is enabled: every required field filled (spaces alone do not count) or ticked. */
export function canSend(form: FormStep, values: FormValues): boolean {
  return REQUIRED_FIELDS[form].every((field) => filled(values[field]));
}
