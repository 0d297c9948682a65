import { useId } from "react";
import type { SurveyStep } from "./steps.ts";
import { fill } from "../i18n/fill.ts";
import { useSurveyTexts } from "./texts.ts";
import type { useSurvey } from "./use-survey.ts";

/** docs/signup.md: one select per step, its first option the step's noneValue; Send once every step is answered (docs/signup.md). */
export function SurveyForm({
  steps,
  submitLabel,
  state,
}: {
  steps: readonly SurveyStep[];
  submitLabel: string;
  state: ReturnType<typeof useSurvey>;
}) {
  const hint = useId();
  const T = useSurveyTexts();
  return (
    <form
      className="survey-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      <ol className="survey-form__steps">
        {steps.map((step, index) => {
          const id = `survey-${step.identifier}`;
          return (
            <li key={step.identifier} className="survey-step">
              <label className="survey-step__question" htmlFor={id}>
                <span className="survey-step__count">{fill(T.stepOf, { n: index + 1, total: steps.length })}</span>
                {step.question}
              </label>
              <select
                id={id}
                name={step.identifier}
                className="funnel-field__control"
                required
                value={state.answers[step.identifier] ?? ""}
                onChange={(event) => state.answer(step.identifier, event.target.value)}
              >
                <option value="">{step.noneValue}</option>
                {step.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.title}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ol>
      {state.error ? (
        <p className="funnel-field__error" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="signup-form__actions">
        {!state.complete ? (
          <p className="signup-form__hint" id={hint}>
            {T.answerAll}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary signup__primary"
          disabled={!state.complete || state.sending}
          aria-describedby={!state.complete ? hint : undefined}
        >
          {state.sending ? T.sending : submitLabel}
        </button>
      </div>
      {/* Known only in the browser (session storage): last, so that nothing moves when it appears. */}
      {state.email.placeholder && state.email.email ? (
        <p className="survey-form__note">
          {T.placeholder}
          <code>{state.email.email}</code>.
        </p>
      ) : null}
    </form>
  );
}
