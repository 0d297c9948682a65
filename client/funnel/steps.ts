import type { Origin } from "../forms/options.ts";

/** The funnel's screens (docs/leads.md), by the names the editor chooses them by. */
export const FUNNEL_STEPS = [
  "funnelContactChoices",
  "funnelUsecaseChoices",
  "funnelUsecaseChoicesSignup",
  "funnelSignupChoices",
  "funnelContactSales",
  "funnelContactSalesEnterprise",
  "funnelGeneralInquiry",
  "funnelSuccess",
] as const;

export type Step = (typeof FUNNEL_STEPS)[number];

/** The steps that are forms, and the form type each one posts (client/forms/schemas.ts). */
export const FORM_OF_STEP = {
  funnelContactSales: "sales",
  funnelContactSalesEnterprise: "enterprise",
  funnelGeneralInquiry: "inquiry",
} as const satisfies Partial<Record<Step, string>>;

export type FormStep = keyof typeof FORM_OF_STEP;

export function isFormStep(step: Step): step is FormStep {
  return Object.hasOwn(FORM_OF_STEP, step);
}

export function isStep(value: unknown): value is Step {
  return typeof value === "string" && (FUNNEL_STEPS as readonly string[]).includes(value);
}

export interface StartRule {
  /** The `originfunnel` query parameter ("" when absent). */
  originFunnel: string;
  /** A `token` query parameter decoded to prefilled user data. */
  hasPrefill: boolean;
  /** The step an editor chose for this funnel block, if any. */
  configured?: Step;
}

/**
 * docs/leads.md, the first screen: use-case choices for sign-up with originfunnel=signup; the
 * enterprise form with originfunnel=pricing or a token that prefills the user; otherwise the
 * step the editor chose for this block, else contact choices.
 */
export function startStep({ originFunnel, hasPrefill, configured }: StartRule): Step {
  if (originFunnel === "signup") return "funnelUsecaseChoicesSignup";
  if (originFunnel === "pricing" || hasPrefill) return "funnelContactSalesEnterprise";
  return configured ?? "funnelContactChoices";
}

/**
 * docs/leads.md, the Back button: from a form or use-case choices to contact choices; from the
 * choice screens (contact, sign-up) to the home page. From success, back to contact choices.
 */
export function backTarget(step: Step): Step | "home" {
  return step === "funnelContactChoices" || step === "funnelSignupChoices" ? "home" : "funnelContactChoices";
}

/** docs/leads.md: the origin label sent with a form. */
export function originLabel(originFunnel: string): Origin {
  return originFunnel === "signup" ? "CTA-Sign-Up" : "CTA-Contact-Us";
}

/** What a choice on a choice screen leads to (docs/leads.md); "support" opens another site instead. */
export const CHOICE_TARGETS = {
  sales: "funnelUsecaseChoices",
  message: "funnelGeneralInquiry",
  developer: "funnelUsecaseChoicesSignup",
  nonDeveloper: "funnelUsecaseChoices",
} as const satisfies Record<string, Step>;
