import { useEffect, useRef, useState } from "react";
import { pushEvent } from "../analytics/events.ts";
import type { UseCaseKey } from "../forms/options.ts";
import { BackButton } from "../funnel/back-button.tsx";
import type { FunnelProps } from "../funnel/props.ts";
import { StepView } from "../funnel/step-view.tsx";
import { CHOICE_TARGETS, isFormStep, startStep, type FormStep } from "../funnel/steps.ts";
import { prefillFromToken } from "../funnel/token.ts";
import { saveUseCases, shuffledUseCases, toggleUseCase } from "../funnel/use-cases.ts";
import { useLeadForms } from "../funnel/use-lead-forms.ts";
import { useStepHistory } from "../funnel/use-step-history.ts";

/** The page's URL without the token: personal data does not stay in the address bar or history. */
function urlWithoutToken(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("token");
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The contact and sign-up funnel (docs/leads.md): choice screens,
 * use-case tiles, three forms and a success screen, one step at a time, each a browser
 * history entry. Forms post to this site's Worker (client/forms/submit.ts); the success
 * screen follows whether the post succeeded or not (the Worker keeps what it received).
 */
export default function Funnel(props: FunnelProps) {
  const { texts, originFunnel } = props;
  // docs/editor.md: in edit mode every funnel action does nothing (links, choices, tiles, Next, Send, Back).
  const editing = props.editing === true;
  const configured = props.startStep ?? undefined;
  const [selected, setSelected] = useState<UseCaseKey[]>([]);
  const [order, setOrder] = useState<UseCaseKey[] | null>(null);
  const { agreement } = texts.forms;
  const forms = useLeadForms(
    originFunnel,
    selected,
    texts.forms.fieldError,
    `${agreement.before}${agreement.link}${agreement.after}`,
  );
  const history = useStepHistory(
    startStep({ originFunnel, hasPrefill: false, configured }),
    () => {
      const prefill = prefillFromToken(new URLSearchParams(window.location.search).get("token"));
      if (prefill) forms.prefill(prefill);
      return {
        step: startStep({ originFunnel, hasPrefill: prefill !== null, configured }),
        cleanUrl: urlWithoutToken(),
      };
    },
    props.home.href,
    editing,
  );
  const { step, moved } = history;
  const nextGuard = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setOrder(shuffledUseCases()), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes; the form state it resets is a new object on each render
  useEffect(() => {
    nextGuard.current = false;
    forms.clearErrors();
    if (moved) {
      heading.current?.focus();
      window.scrollTo({ top: 0 });
    }
    // A form is near: load its schema now, so that Send does not wait for it.
    if (isFormStep(step) || step === "funnelUsecaseChoices") void import("../forms/validate.ts");
  }, [step, moved]);
  useEffect(() => {
    // Back from /sign_up with the browser's Back (page cache): Next works again.
    const reset = () => {
      nextGuard.current = false;
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  function choose(id: string) {
    if (editing) return;
    if (id === "sales" || id === "support" || id === "message") pushEvent({ event: "ui_contact_choice", choice: id });
    if (Object.hasOwn(CHOICE_TARGETS, id)) history.go(CHOICE_TARGETS[id as keyof typeof CHOICE_TARGETS]);
  }

  function next() {
    if (editing || nextGuard.current || selected.length === 0) return;
    nextGuard.current = true;
    pushEvent({ event: "ui_usecase_summary", selected_count: selected.length, usecase_codes: selected.join(",") });
    saveUseCases(window.localStorage, selected);
    if (step === "funnelUsecaseChoicesSignup") window.location.assign(props.signUpUrl);
    else history.go("funnelContactSales");
  }

  async function submit(form: FormStep, honeypot: string) {
    if (editing) return;
    if (await forms.submit(form, honeypot)) history.go("funnelSuccess");
  }

  return (
    <div className="funnel" data-step={step}>
      <div className="funnel__top">
        <BackButton label={texts.back} onClick={history.back} />
        {props.titleLevel === 1 ? (
          <h1 className="funnel__title">{props.title}</h1>
        ) : (
          <h2 className="funnel__title">{props.title}</h2>
        )}
      </div>
      <StepView
        {...{ props, step, heading, forms, selected, order, choose, next, submit }}
        toggle={(key) => {
          if (!editing) setSelected((current) => toggleUseCase(current, key));
        }}
      />
    </div>
  );
}
