import * as v from "valibot";
import { localLink } from "../../i18n/language-links.ts";
import { Island } from "../../islands/island.tsx";
import { usePageContext } from "../../page-context.ts";
import { Section, useSectionPosition } from "../../sections/section.tsx";
import { DEFAULT_SIGN_UP_SETTINGS } from "../../signup/settings.ts";
import { stepsProblem, stepsSchema } from "../../survey/steps.ts";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";

const entries = {
  /** "finished": the sign-up finished page ("Confirm your email" first); "survey": the survey page. */
  variant: v.optional(v.picklist(["survey", "finished"], "variant must be survey or finished"), "survey"),
  /** The survey page's h1, or the survey's heading under "Confirm your email". */
  title: requiredText("title"),
  intro: v.optional(v.string()),
  /** docs/signup.md: at most 15 steps. */
  steps: v.optional(stepsSchema, []),
  /** The button; the catalogue's "Send my answers" in the page's language when not set. */
  submitLabel: v.optional(v.pipe(v.string(), v.nonEmpty("submitLabel must not be empty"))),
  signUpUrl: v.optional(v.string(), "/sign_up"),
};

/**
 * The onboarding survey (docs/signup.md): on /sign_up-finished under "Confirm
 * your email", and on /survey. An island: the email and the finished state are the
 * browser's (session and local storage).
 */
function SurveyBlock(props: PropsOf<typeof entries>) {
  const context = usePageContext();
  const settings = context.signUp ?? DEFAULT_SIGN_UP_SETTINGS;
  // The page's h1 when the block opens the page (as on /sign_up); h2 below another section.
  const titleLevel = useSectionPosition().first ? 1 : 2;
  return (
    <Section common={props} className="survey-block">
      <div className="container survey-layout">
        <Island
          name="survey"
          props={{
            variant: props.variant,
            title: props.title,
            titleLevel,
            intro: props.intro ?? null,
            steps: props.steps,
            submitLabel: props.submitLabel ?? null,
            production: settings.production,
            admin: context.mode === "edit" || context.mode === "preview",
            supportEmail: context.supportEmail ?? "support@locus.example",
            signUp: localLink(props.signUpUrl, context.language, context.languages),
            texts: context.messages.survey,
          }}
        />
      </div>
    </Section>
  );
}

export const surveyBlock = defineBlock({
  type: "survey",
  label: "Onboarding survey",
  description:
    "The questions asked after sign-up (at most 15), sent with the new account's email; also the sign-up finished page's \"Confirm your email\".",
  group: "Maps, tools and forms",
  entries,
  rules: [
    {
      field: "steps",
      message: (props) => stepsProblem(props.steps) ?? "",
      valid: (props) => stepsProblem(props.steps) === null,
    },
  ],
  Component: SurveyBlock,
  islands: () => ["survey"],
  sample: {
    title: "Help us set up your account",
    intro: "Three questions, under a minute. Your answers choose the guides we send you first.",
    steps: [
      {
        identifier: "role",
        question: "What best describes your role?",
        noneValue: "Choose your role",
        choices: [
          { title: "Developer", value: "developer" },
          { title: "Product or project manager", value: "product" },
          { title: "Founder or executive", value: "executive" },
          { title: "Something else", value: "other" },
        ],
      },
      {
        identifier: "stage",
        question: "Where is your project today?",
        noneValue: "Choose a stage",
        choices: [
          { title: "Exploring ideas", value: "exploring" },
          { title: "Building a first version", value: "building" },
          { title: "Live with customers", value: "live" },
        ],
      },
    ],
  },
});
