import { useRef, useState } from "react";
import { HONEYPOT_FIELD } from "../forms/constants.ts";
import { leadContext } from "../forms/lead-context.ts";
import { useCaseLabel, type UseCaseKey } from "../forms/options.ts";
import { submitForm } from "../forms/submit.ts";
import { newIdempotencyKey } from "./ids.ts";
import type { FormValues } from "./send-enable.ts";
import { FORM_OF_STEP, originLabel, type FormStep } from "./steps.ts";
import type { Prefill } from "./token.ts";

const FORM_STEPS = Object.keys(FORM_OF_STEP) as FormStep[];

/** Every form's starting values: the token's prefill, the agreement unticked. */
export function initialValues(prefill: Prefill | null): Record<FormStep, FormValues> {
  const initial: FormValues = { ...prefill, agreecheckbox: false };
  return Object.fromEntries(FORM_STEPS.map((step) => [step, { ...initial }])) as Record<FormStep, FormValues>;
}

/** The fields a form posts: what the person typed plus the hidden ones (docs/leads.md). */
export function fieldsOf(
  step: FormStep,
  values: FormValues,
  originFunnel: string,
  useCases: readonly UseCaseKey[],
): Record<string, unknown> {
  const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === "string"));
  const common = { ...typed, agreecheckbox: values.agreecheckbox === true, origin: originLabel(originFunnel) };
  if (step === "funnelGeneralInquiry") return common;
  return { ...common, originFunnel, Use_Case: useCases.map(useCaseLabel) };
}

export interface LeadForms {
  values: Record<FormStep, FormValues>;
  errors: Record<string, string>;
  submitting: boolean;
  change(form: FormStep, name: string, value: string | boolean): void;
  /** The token's prefill, once decoded in the browser. */
  prefill(prefill: Prefill): void;
  clearErrors(): void;
  /**
   * Checks a form and sends it; resolves true as soon as it is sent (the browser's outbox
   * sees the post through, whatever the answer: docs/leads.md), false if a field is wrong.
   */
  submit(form: FormStep, honeypot: string): Promise<boolean>;
}

/**
 * The three forms' values, kept while the person moves between steps, and their submission:
 * the shared schema first (loaded lazily), then the post with one idempotency key per
 * submission, so that a double click or a repeated post stores one lead. `agreement`: the
 * consent text beside the checkbox, whose version and ticking time go with the lead.
 */
export function useLeadForms(
  originFunnel: string,
  useCases: readonly UseCaseKey[],
  fieldError: string,
  agreement: string,
): LeadForms {
  const [values, setValues] = useState(() => initialValues(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const prefilled = useRef<Prefill | null>(null);
  const ticked = useRef<Partial<Record<FormStep, Date>>>({});

  async function submit(form: FormStep, honeypot: string): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setSubmitting(true);
    try {
      const name = FORM_OF_STEP[form];
      const { validateForm } = await import("../forms/validate.ts");
      const checked = validateForm(name, fieldsOf(form, values[form], originFunnel, useCases));
      if (!checked.ok) {
        setErrors(Object.fromEntries(Object.keys(checked.fields).map((field) => [field, fieldError])));
        return false;
      }
      const language = document.documentElement.lang || "en";
      const context = leadContext({ language, text: agreement, at: ticked.current[form] ?? new Date() });
      // Not awaited: the thank-you step shows at once; the outbox keeps the post until it is stored.
      void submitForm(
        name,
        { ...checked.payload, [HONEYPOT_FIELD]: honeypot },
        { idempotencyKey: newIdempotencyKey(), context, leadSource: originLabel(originFunnel) },
      );
      // What is typed from here on is a new lead.
      setValues((current) => ({ ...current, [form]: initialValues(prefilled.current)[form] }));
      delete ticked.current[form];
      return true;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return {
    values,
    errors,
    submitting,
    change: (form, name, value) => {
      if (name === "agreecheckbox") {
        if (value === true) ticked.current[form] = new Date();
        else delete ticked.current[form];
      }
      setValues((current) => ({ ...current, [form]: { ...current[form], [name]: value } }));
    },
    prefill: (prefill) => {
      prefilled.current = prefill;
      setValues(initialValues(prefill));
    },
    clearErrors: () => setErrors({}),
    submit,
  };
}
