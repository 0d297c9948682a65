import { useEffect, useRef, useState, type RefObject } from "react";
import { pushEvent } from "../analytics/events.ts";
import { HONEYPOT_FIELD } from "../forms/constants.ts";
import { USE_CASE_KEYS, useCaseLabel, type UseCaseKey } from "../forms/options.ts";
import type { FormName } from "../forms/schemas.ts";
import { submitForm } from "../forms/submit.ts";
import { ChoiceCards, UseCaseTiles } from "../funnel/choices.tsx";
import { newIdempotencyKey } from "../funnel/ids.ts";
import { LeadForm } from "../funnel/lead-form.tsx";
import type { FunnelProps } from "../funnel/props.ts";
import type { FormValues } from "../funnel/send-enable.ts";
import { CHOICE_TARGETS, FORM_OF_STEP, isFormStep, originLabel, startStep, type FormStep, type Step } from "../funnel/steps.ts";
import { prefillFromToken, type Prefill } from "../funnel/token.ts";
import { saveUseCases, shuffledUseCases, toggleUseCase } from "../funnel/use-cases.ts";
import { useStepHistory } from "../funnel/use-step-history.ts";

const FORM_STEPS = Object.keys(FORM_OF_STEP) as FormStep[];

function emptyValues(prefill: Prefill | null): Record<FormStep, FormValues> {
  const initial: FormValues = { ...prefill, agreecheckbox: false };
  return Object.fromEntries(FORM_STEPS.map((step) => [step, { ...initial }])) as Record<FormStep, FormValues>;
}

/** The page's URL without the token: personal data does not stay in the address bar or history. */
function urlWithoutToken(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("token");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The fields a form posts: what the person typed plus the hidden ones (spec §3.8–§3.10). */
function fieldsOf(step: FormStep, values: FormValues, originFunnel: string, useCases: readonly UseCaseKey[]): Record<string, unknown> {
  const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === "string"));
  const origin = originLabel(originFunnel);
  const agreement = { agreecheckbox: values.agreecheckbox === true };
  if (step === "funnelGeneralInquiry") return { ...typed, ...agreement, origin };
  return { ...typed, ...agreement, originFunnel, origin, Use_Case: useCases.map(useCaseLabel) };
}

/**
 * The contact and sign-up funnel (spec part 2 §2.4, §4.3–§4.4, §5.3): choice screens,
 * use-case tiles, three forms and a success screen, one step at a time, each a browser
 * history entry. Forms post to this site's Worker (client/forms/submit.ts); the success
 * screen follows whether the post succeeded or not (the Worker keeps what it received).
 */
export default function Funnel(props: FunnelProps) {
  const { texts, originFunnel } = props;
  const serverStep = startStep({ originFunnel, hasPrefill: false, configured: props.startStep ?? undefined });
  const prefill = useRef<Prefill | null>(null);
  const [values, setValues] = useState(() => emptyValues(null));
  const history = useStepHistory(
    serverStep,
    () => {
      prefill.current = prefillFromToken(new URLSearchParams(window.location.search).get("token"));
      if (prefill.current) setValues(emptyValues(prefill.current));
      return { step: startStep({ originFunnel, hasPrefill: prefill.current !== null, configured: props.startStep ?? undefined }), cleanUrl: urlWithoutToken() };
    },
    props.homeUrl,
  );
  const { step } = history;

  const [errors, setErrors] = useState<Record<string, string>>({});
  const [keys, setKeys] = useState<Partial<Record<FormStep, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [selected, setSelected] = useState<UseCaseKey[]>([]);
  const [order, setOrder] = useState<UseCaseKey[] | null>(null);
  const nextGuard = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setOrder(shuffledUseCases()), []);
  useEffect(() => {
    nextGuard.current = false;
    setErrors({});
    if (history.moved) {
      heading.current?.focus();
      window.scrollTo({ top: 0 });
    }
    // A form is near: load its schema now, so that Send does not wait for it.
    if (isFormStep(step) || step === "funnelUsecaseChoices") void import("../forms/validate.ts");
  }, [step, history.moved]);
  useEffect(() => {
    // Coming back from /sign_up with the browser's Back (bfcache): Next works again.
    const reset = () => void (nextGuard.current = false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  function choose(id: string) {
    if (id === "sales" || id === "support" || id === "message") pushEvent({ event: "ui_contact_choice", contact_choice: id });
    if (Object.hasOwn(CHOICE_TARGETS, id)) history.go(CHOICE_TARGETS[id as keyof typeof CHOICE_TARGETS]);
  }

  function next() {
    if (nextGuard.current || selected.length === 0) return;
    nextGuard.current = true;
    pushEvent({ event: "ui_usecase_summary", selected_count: selected.length, usecase_codes: selected.join(",") });
    saveUseCases(window.localStorage, selected);
    if (step === "funnelUsecaseChoicesSignup") window.location.assign(props.signUpUrl);
    else history.go("funnelContactSales");
  }

  async function submit(form: FormStep, honeypot: string) {
    if (submitting) return;
    setSubmitting(true);
    const fields = fieldsOf(form, values[form], originFunnel, selected);
    const name: FormName = FORM_OF_STEP[form];
    const { validateForm } = await import("../forms/validate.ts");
    const checked = validateForm(name, fields);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.keys(checked.fields).map((field) => [field, texts.forms.fieldError])));
      setSubmitting(false);
      return;
    }
    const idempotencyKey = keys[form] ?? newIdempotencyKey();
    setKeys((current) => ({ ...current, [form]: idempotencyKey }));
    await submitForm(name, { ...checked.payload, [HONEYPOT_FIELD]: honeypot }, { idempotencyKey });
    // A new submission from here on is a new lead.
    setKeys((current) => ({ ...current, [form]: undefined }));
    setValues((current) => ({ ...current, [form]: emptyValues(prefill.current)[form] }));
    setSubmitting(false);
    history.go("funnelSuccess");
  }

  return (
    <div className="funnel" data-step={step}>
      <div className="funnel__top">
        <button type="button" className="funnel__back" onClick={history.back}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M19 12H5 M11 6l-6 6 6 6" />
          </svg>
          {texts.back}
        </button>
        <h1 className="funnel__title">{props.title}</h1>
      </div>
      <StepView {...{ props, step, heading, values, errors, submitting, selected, order }} choose={choose} next={next} submit={submit} setSelected={setSelected} setValues={setValues} />
    </div>
  );
}

interface StepViewProps {
  props: FunnelProps;
  step: Step;
  heading: RefObject<HTMLHeadingElement | null>;
  values: Record<FormStep, FormValues>;
  errors: Record<string, string>;
  submitting: boolean;
  selected: UseCaseKey[];
  order: UseCaseKey[] | null;
  choose(id: string): void;
  next(): void;
  submit(form: FormStep, honeypot: string): void;
  setSelected(update: (current: UseCaseKey[]) => UseCaseKey[]): void;
  setValues(update: (current: Record<FormStep, FormValues>) => Record<FormStep, FormValues>): void;
}

/** The heading and body of the current step. */
function StepView({ props, step, heading, values, errors, submitting, selected, order, choose, next, submit, setSelected, setValues }: StepViewProps) {
  const { texts } = props;
  const title = (text: string, intro?: string) => (
    <header className="funnel__header">
      <h2 className="funnel__heading" ref={heading} tabIndex={-1}>
        {text}
      </h2>
      {intro ? <p className="funnel__intro">{intro}</p> : null}
    </header>
  );

  if (step === "funnelContactChoices") {
    const c = texts.contactChoices;
    return (
      <>
        {title(c.heading, c.intro)}
        <ChoiceCards
          onChoose={choose}
          cards={[
            { id: "sales", icon: "chart", ...c.sales },
            { id: "support", icon: "code", ...c.support, href: props.supportUrl, newTab: c.support.newTab },
            { id: "message", icon: "mail", ...c.message },
          ]}
        />
      </>
    );
  }
  if (step === "funnelSignupChoices") {
    const c = texts.signupChoices;
    return (
      <>
        {title(c.heading, c.intro)}
        <ChoiceCards
          onChoose={choose}
          cards={[
            { id: "developer", icon: "code", ...c.developer },
            { id: "nonDeveloper", icon: "users", ...c.nonDeveloper },
          ]}
        />
      </>
    );
  }
  if (step === "funnelUsecaseChoices" || step === "funnelUsecaseChoicesSignup") {
    const u = texts.useCases;
    const signup = step === "funnelUsecaseChoicesSignup";
    return (
      <>
        {title(signup ? u.signupHeading : u.heading, signup ? u.signupIntro : u.intro)}
        <UseCaseTiles
          order={order}
          canonical={USE_CASE_KEYS}
          labels={u.labels}
          selected={selected}
          label={signup ? u.signupHeading : u.heading}
          onToggle={(key) => setSelected((current) => toggleUseCase(current, key))}
        />
        <div className="funnel__actions funnel__actions--sticky">
          <p className="funnel__count" aria-live="polite">
            {selected.length > 0 ? u.selected.replace("{count}", String(selected.length)) : u.none}
          </p>
          <button type="button" className="button button--primary funnel__primary" disabled={selected.length === 0} onClick={next}>
            {u.next}
          </button>
        </div>
      </>
    );
  }
  if (isFormStep(step)) {
    const formTexts = texts.forms[FORM_OF_STEP[step]];
    return (
      <>
        {title(formTexts.heading, formTexts.intro)}
        <LeadForm
          step={step}
          texts={texts}
          options={props}
          values={values[step]}
          errors={errors}
          useCases={step === "funnelGeneralInquiry" ? [] : selected.map((key) => texts.useCases.labels[key])}
          submitting={submitting}
          onChange={(name, value) => setValues((current) => ({ ...current, [step]: { ...current[step], [name]: value } }))}
          onSubmit={(honeypot) => submit(step, honeypot)}
        />
      </>
    );
  }
  return (
    <div className="funnel-success">
      <svg className="funnel-success__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
      {title(texts.success.heading, texts.success.text)}
      <a className="button button--primary" href={props.homeUrl}>
        {texts.success.home}
      </a>
    </div>
  );
}
