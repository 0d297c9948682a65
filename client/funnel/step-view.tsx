import type { RefObject } from "react";
import { USE_CASE_KEYS, type UseCaseKey } from "../forms/options.ts";
import { ChoiceCards, UseCaseTiles } from "./choices.tsx";
import { LeadForm } from "./lead-form.tsx";
import type { FunnelProps } from "./props.ts";
import { FORM_OF_STEP, isFormStep, type FormStep, type Step } from "./steps.ts";
import type { LeadForms } from "./use-lead-forms.ts";

export interface StepViewProps {
  props: FunnelProps;
  step: Step;
  /** The step's heading, focused when the step changes. */
  heading: RefObject<HTMLHeadingElement | null>;
  forms: LeadForms;
  selected: readonly UseCaseKey[];
  /** The tiles' shuffled order; null until the browser has shuffled them. */
  order: readonly UseCaseKey[] | null;
  choose(id: string): void;
  toggle(key: UseCaseKey): void;
  next(): void;
  submit(form: FormStep, honeypot: string): void;
}

function StepHeader({
  heading,
  text,
  intro,
  level,
}: {
  heading: StepViewProps["heading"];
  text: string;
  intro: string;
  level: FunnelProps["titleLevel"];
}) {
  // One level below the funnel's title.
  const Tag = level === 1 ? "h2" : "h3";
  return (
    <header className="funnel__header">
      <Tag className="funnel__heading" ref={heading} tabIndex={-1}>
        {text}
      </Tag>
      <p className="funnel__intro">{intro}</p>
    </header>
  );
}

function UseCases({ props, step, heading, selected, order, toggle, next }: StepViewProps) {
  const u = props.texts.useCases;
  const signup = step === "funnelUsecaseChoicesSignup";
  const title = signup ? u.signupHeading : u.heading;
  return (
    <>
      <StepHeader level={props.titleLevel} heading={heading} text={title} intro={signup ? u.signupIntro : u.intro} />
      <UseCaseTiles
        order={order}
        canonical={USE_CASE_KEYS}
        labels={u.labels}
        selected={selected}
        label={title}
        onToggle={toggle}
      />
      <div className="funnel__actions funnel__actions--sticky">
        <p className="funnel__count" aria-live="polite">
          {selected.length > 0 ? u.selected.replace("{count}", String(selected.length)) : u.none}
        </p>
        <button
          type="button"
          className="button button--primary funnel__primary"
          disabled={selected.length === 0}
          onClick={next}
        >
          {u.next}
        </button>
      </div>
    </>
  );
}

function Form({ props, heading, forms, selected, submit, step }: StepViewProps & { step: FormStep }) {
  const { texts } = props;
  const formTexts = texts.forms[FORM_OF_STEP[step]];
  return (
    <>
      <StepHeader level={props.titleLevel} heading={heading} text={formTexts.heading} intro={formTexts.intro} />
      <LeadForm
        step={step}
        texts={texts}
        options={props}
        values={forms.values[step]}
        errors={forms.errors}
        useCases={step === "funnelGeneralInquiry" ? [] : selected.map((key) => texts.useCases.labels[key])}
        submitting={forms.submitting}
        onChange={(name, value) => forms.change(step, name, value)}
        onSubmit={(honeypot) => submit(step, honeypot)}
      />
    </>
  );
}

/** The heading and body of the funnel's current step. */
export function StepView(view: StepViewProps) {
  const { props, step, heading, choose } = view;
  const { texts } = props;
  if (step === "funnelContactChoices" || step === "funnelSignupChoices") {
    const contact = step === "funnelContactChoices";
    const c = contact ? texts.contactChoices : texts.signupChoices;
    const cards = contact
      ? [
          { id: "sales", icon: "chart" as const, ...texts.contactChoices.sales },
          { id: "support", icon: "code" as const, ...texts.contactChoices.support, href: props.supportUrl },
          { id: "message", icon: "mail" as const, ...texts.contactChoices.message },
        ]
      : [
          { id: "developer", icon: "code" as const, ...texts.signupChoices.developer },
          { id: "nonDeveloper", icon: "users" as const, ...texts.signupChoices.nonDeveloper },
        ];
    return (
      <>
        <StepHeader level={props.titleLevel} heading={heading} text={c.heading} intro={c.intro} />
        <ChoiceCards cards={cards} onChoose={choose} />
      </>
    );
  }
  if (step === "funnelUsecaseChoices" || step === "funnelUsecaseChoicesSignup") return <UseCases {...view} />;
  if (isFormStep(step)) return <Form {...view} step={step} />;
  return (
    <div className="funnel-success">
      <svg className="funnel-success__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
      <StepHeader level={props.titleLevel} heading={heading} text={texts.success.heading} intro={texts.success.text} />
      <a className="button button--primary" {...props.home}>
        {texts.success.home}
      </a>
    </div>
  );
}
