import { useId } from "react";
import { ConfirmEmail, NoEmail } from "../survey/confirm-email.tsx";
import type { SurveyStep } from "../survey/steps.ts";
import { SurveyForm } from "../survey/survey-form.tsx";
import type { LocalLink } from "../i18n/language-links.ts";
import { SurveyTextsContext, type SurveyTexts } from "../survey/texts.ts";
import { useSurvey } from "../survey/use-survey.ts";

export interface SurveyIslandProps {
  /** "finished": the sign-up finished page (docs/signup.md), "Confirm your email" first; "survey": the survey page (docs/signup.md). */
  variant: "survey" | "finished";
  /** The survey page's h1, or the heading of the survey on the finished page. */
  title: string;
  /** 1 when the block is the page's first section (its title is the page's h1), else 2. */
  titleLevel: 1 | 2;
  intro: string | null;
  steps: SurveyStep[];
  /** The button's words; the catalogue's when the block does not say. */
  submitLabel: string | null;
  production: boolean;
  /** An editor's view (edit or preview mode): placeholder email, no answers needed, the finished view switch. */
  admin: boolean;
  supportEmail: string;
  /** The sign-up page, in the page's language when it exists in it (docs/languages.md). */
  signUp: LocalLink;
  /** Its words in the page's language. */
  texts: SurveyTexts;
}

/**
 * The onboarding survey (docs/signup.md) on the sign-up finished
 * page and on /survey. Answers go with the hidden email through the lead pipeline
 * (POST /api/forms/survey); once sent, the confirm-email message replaces the steps.
 */
export default function Survey(props: SurveyIslandProps) {
  return (
    <SurveyTextsContext value={props.texts}>
      <SurveyView {...props} />
    </SurveyTextsContext>
  );
}

function SurveyView(props: SurveyIslandProps) {
  const T = props.texts;
  const cardTitle = useId();
  const state = useSurvey({ steps: props.steps, production: props.production, admin: props.admin, texts: T });
  const { ready, email, finished } = state;
  const Title = props.titleLevel === 1 ? "h1" : "h2";
  const Subtitle = props.titleLevel === 1 ? "h2" : "h3";
  const noEmail = ready && email.email === null;
  const survey =
    props.steps.length === 0 ? (
      props.admin ? (
        <p className="survey-empty__title">{T.noSteps}</p>
      ) : null
    ) : (
      <SurveyForm steps={props.steps} submitLabel={props.submitLabel ?? T.submit} state={state} />
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
            <Title className="survey__title">{T.confirmTitle}</Title>
            <NoEmail signUp={props.signUp} />
          </>
        ) : (
          <ConfirmEmail
            email={email.placeholder ? null : email.email}
            supportEmail={props.supportEmail}
            heading={<Title className="survey__title">{T.confirmTitle}</Title>}
          >
            {finished ? <p className="survey-confirm__thanks">{T.thanks}</p> : null}
          </ConfirmEmail>
        )}
        {!noEmail && !finished && (props.steps.length > 0 || props.admin) ? (
          <section className="survey-card" aria-labelledby={cardTitle}>
            <Subtitle className="survey-card__title" id={cardTitle}>
              {props.title}
            </Subtitle>
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
      <Title className="survey__title">{props.title}</Title>
      {props.intro && !finished ? <p className="survey__intro">{props.intro}</p> : null}
      {noEmail ? (
        <NoEmail signUp={props.signUp} />
      ) : finished ? (
        <ConfirmEmail
          email={email.placeholder ? null : email.email}
          supportEmail={props.supportEmail}
          heading={<Subtitle className="survey-confirm__title">{T.confirmTitle}</Subtitle>}
        >
          <p className="survey-confirm__thanks">{T.thanks}</p>
        </ConfirmEmail>
      ) : (
        <div className="survey-card">{survey}</div>
      )}
    </div>
  );
}
