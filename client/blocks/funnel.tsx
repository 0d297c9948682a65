import * as v from "valibot";
import { localLink } from "../i18n/language-links.ts";
import { countryOptions, industryOptions, timeframeOptions } from "../funnel/options-for-language.ts";
import { FUNNEL_STEPS, isStep } from "../funnel/steps.ts";
import { Island } from "../islands/island.tsx";
import { usePageContext } from "../page-context.ts";
import { Section, useSectionPosition } from "../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";

const STARTABLE = FUNNEL_STEPS.filter((step) => step !== "funnelSuccess");

const entries = {
  /** The page's h1 above every step (e.g. "Contact Locus"). */
  title: requiredText("title"),
  /** The external developer support contact page ("Contact support" opens it in a new tab). */
  supportUrl: v.optional(
    v.pipe(v.string(), v.url("supportUrl must be a URL")),
    "https://support.locus.example/contact",
  ),
  /**
   * The first screen when no query rule applies (docs/section-library.md: contact choices by default);
   * e.g. funnelSignupChoices for a page that asks developers and others apart.
   */
  startStep: v.optional(v.picklist(STARTABLE, `startStep must be one of ${STARTABLE.join(", ")}`)),
};

/**
 * The full-screen contact and sign-up funnel (an island). Its title is the page's h1, shown
 * above every step, so the funnel is meant to be a page's first block.
 */
function FunnelBlock(props: PropsOf<typeof entries>) {
  const { language, query, mode, previewStep, languages, messages, countryNames } = usePageContext();
  const { first } = useSectionPosition();
  const editing = mode === "edit";
  // docs/editor.md: the editor previews any step (success included); visitors start at startStep.
  const shown = editing && isStep(previewStep) ? previewStep : (props.startStep ?? null);
  const texts = messages.funnel;
  return (
    <Section common={props} className="funnel-block">
      <div className="container">
        <Island
          name="funnel"
          props={{
            title: props.title,
            titleLevel: first ? 1 : 2,
            texts,
            countries: countryOptions(language, countryNames),
            industries: industryOptions(language, texts),
            timeframes: timeframeOptions(texts),
            originFunnel: query?.originfunnel ?? "",
            startStep: shown,
            editing,
            supportUrl: props.supportUrl,
            privacy: localLink("/policies/privacy", language, languages),
            home: localLink("/", language, languages),
            signUpUrl: localLink("/sign_up", language, languages).href,
          }}
        />
      </div>
    </Section>
  );
}

export const funnelBlock = defineBlock({
  type: "funnel",
  label: "Contact funnel",
  description: "The contact and sign-up funnel (choices, use cases, forms), full width; for full-screen pages.",
  group: "Maps, tools and forms",
  entries,
  Component: FunnelBlock,
  islands: () => ["funnel"],
  // originfunnel=signup or pricing starts elsewhere (docs/section-library.md), and the server renders that screen.
  varies: ["query:originfunnel"],
  sample: { title: "Contact Locus", sectionPaddingTop: 40 },
});
