import { useId } from "react";
import { FUNNEL_STEPS, type Step } from "../../funnel/steps.ts";

/** The funnel's steps as editors name them. */
const STEP_NAMES: Record<Step, string> = {
  funnelContactChoices: "Contact choices",
  funnelUsecaseChoices: "Use cases (sales)",
  funnelUsecaseChoicesSignup: "Use cases (sign-up)",
  funnelSignupChoices: "Sign-up choices",
  funnelContactSales: "Contact sales form",
  funnelContactSalesEnterprise: "Enterprise form",
  funnelGeneralInquiry: "General inquiry form",
  funnelSuccess: "Success (thank you)",
};

/** Blocks with steps an editor can look at one by one, and their steps. */
const STEPS_OF: Record<string, readonly Step[]> = { funnel: FUNNEL_STEPS };

/** Whether a block type has steps to preview. */
export function hasStepPreview(type: string): boolean {
  return Object.hasOwn(STEPS_OF, type);
}

/**
 * docs/editor.md: which step of the funnel the canvas shows. A preview for the editor only:
 * it is never saved, and visitors start at the block's start step (a setting of its own).
 */
export function StepPreview(props: { type: string; step: string | null; onChange(step: string | null): void }) {
  const id = useId();
  const steps = STEPS_OF[props.type] ?? [];
  return (
    <div className="field step-preview">
      <label className="field__label" htmlFor={id}>
        Preview a step
      </label>
      <select
        id={id}
        value={props.step ?? ""}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        <option value="">The start step, as visitors see it</option>
        {steps.map((step) => (
          <option key={step} value={step}>
            {STEP_NAMES[step]}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-hint`}>
        Shown in the canvas only and never saved; visitors start at the start step below.
      </p>
    </div>
  );
}
