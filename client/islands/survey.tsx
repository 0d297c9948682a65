import { ConfirmEmail, NoEmail } from "../survey/confirm-email.tsx";
import type { SurveyStep } from "../survey/steps.ts";
import { SurveyForm } from "../survey/survey-form.tsx";
import { SURVEY_TEXTS as T } from "../survey/texts.ts";
import { useSurvey } from "../survey/use-survey.ts";

export interface SurveyIslandProps {
  /** "finished": the sign-up finished page (§2.2), "Confirm your email" first; "survey": the survey page (§2.3). */
  variant: "survey" | "finished";
  /** The survey page's h1, or the heading of the survey on the finished page. */
  title: string;
  intro: string | null;
  steps: SurveyStep[];
  submitLabel: string;
  production: boolean;
  /** An editor's view (edit or preview mode): placeholder email, no answers needed, the finished view switch. */
  admin: boolean;
  supportEmail: string;
  signUpUrl: string;
}

/**
 * The onboarding survey (spec part 2 §2.2, §2.3, §3.7, §4.2, §5.2) on the sign-up finished
 * page and on /survey. Answers go with the hidden email through the lead pipeline
 * (POST /api/forms/survey); once sent, the confirm-email message replaces the steps.
 */
export default function Survey(props: SurveyIslandProps) {
  const state = useSurvey({ steps: props.steps, production: props.production, admin: props.admin });
  const { ready, email, finished } = state;
  const noEmail = ready && email.email === null;
  const survey =
    props.steps.length === 0 ? (
      props.admin ? <p className="survey-empty__title">{T.noSteps}</p> : null
    ) : (
      <SurveyForm steps={props.steps} submitLabel={props.submitLabel} state={state} />
    );
  const adminToggle = props.admin ? (
    <label className="survey-admin">
      <input type="checkbox" checked={finished} onChange={(event) => state.setFinished(event.target.checked)} />
      {T.adminToggle}
    </label>
  ) : null;

  if (props.variant === "finished") {
    return (
      <div className="survey" data-variant="finished" data-finished={finished}>
        {adminToggle}
        {noEmail ? (
          <>
            <h1 className="survey__title">{T.confirmTitle}</h1>
            <NoEmail signUpUrl={props.signUpUrl} />
          </>
        ) : (
          <ConfirmEmail email={email.placeholder ? null : email.email} supportEmail={props.supportEmail} heading={<h1 className="survey__title">{T.confirmTitle}</h1>}>
            {finished ? <p className="survey-confirm__thanks">{T.thanks}</p> : null}
          </ConfirmEmail>
        )}
        {!noEmail && !finished && (props.steps.length > 0 || props.admin) ? (
          <section className="survey-card" aria-labelledby="survey-card-title">
            <h2 className="survey-card__title" id="survey-card-title">
              {props.title}
            </h2>
            {props.intro ? <p className="survey-card__intro">{props.intro}</p> : null}
            {survey}
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <div className="survey" data-variant="survey" data-finished={finished}>
      {adminToggle}
      <h1 className="survey__title">{props.title}</h1>
      {props.intro && !finished ? <p className="survey__intro">{props.intro}</p> : null}
      {noEmail ? (
        <NoEmail signUpUrl={props.signUpUrl} />
      ) : finished ? (
        <ConfirmEmail email={email.placeholder ? null : email.email} supportEmail={props.supportEmail} heading={<h2 className="survey-confirm__title">{T.confirmTitle}</h2>}>
          <p className="survey-confirm__thanks">{T.thanks}</p>
        </ConfirmEmail>
      ) : (
        <div className="survey-card">{survey}</div>
      )}
    </div>
  );
}
