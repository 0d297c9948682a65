import * as v from "valibot";
import { localLink } from "../../i18n/language-links.ts";
import { Island } from "../../islands/island.tsx";
import { usePageContext } from "../../page-context.ts";
import { Section, useSectionPosition } from "../../sections/section.tsx";
import { DEFAULT_SIGN_UP_SETTINGS, googleSources } from "../../signup/settings.ts";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";

/** A site path ("/sign_up-finished") or an https address. */
const link = (field: string, fallback: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)/, `${field} must be a path on this site or an https address`)),
    fallback,
  );

const entries = {
  /** The page's h1 on the email entry. */
  title: requiredText("title"),
  /** One or two sentences under it. */
  intro: requiredText("intro"),
  /** Beside the form: what an account gives (at most 6 lines); the catalogue's words when not set. */
  benefitsTitle: v.optional(v.string()),
  benefits: v.optional(repeater(requiredText("benefit"), 6, "benefits"), []),
  /** A short line under the benefits (e.g. no credit card). */
  note: v.optional(v.string()),
  termsUrl: link("termsUrl", "/policies/terms-of-service-online"),
  privacyUrl: link("privacyUrl", "/policies/privacy"),
  /** Where an email sign-up goes (docs/signup.md). */
  finishedUrl: link("finishedUrl", "/sign_up-finished"),
};

function Check() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * The sign-up page (docs/signup.md): the island with the form, and beside it what an
 * account gives. Full-screen pages only. Google's script, when configured, is allowed by
 * this page's CSP alone (sources below).
 */
function SignUpBlock(props: PropsOf<typeof entries>) {
  const context = usePageContext();
  const settings = context.signUp ?? DEFAULT_SIGN_UP_SETTINGS;
  const texts = context.messages.signUp;
  // docs/languages.md: the finished page and the policies of the page's language when they exist.
  const local = (href: string) => localLink(href, context.language, context.languages);
  // The page's h1 when the block opens the page (as on /sign_up); h2 below another section.
  const titleLevel = useSectionPosition().first ? 1 : 2;
  return (
    <Section common={props} className="signup-block">
      <div className="container signup-layout">
        <div className="signup-card">
          <Island
            name="signup"
            props={{
              title: props.title,
              titleLevel,
              intro: props.intro,
              settings,
              texts,
              language: context.language,
              supportEmail: context.supportEmail ?? "support@locus.example",
              urls: {
                signUp: context.path,
                finished: local(props.finishedUrl).href,
                terms: local(props.termsUrl),
                privacy: local(props.privacyUrl),
              },
            }}
          />
        </div>
        {props.benefits.length > 0 ? (
          <aside className="signup-benefits" aria-labelledby="signup-benefits-title">
            <h2 className="signup-benefits__title" id="signup-benefits-title">
              {props.benefitsTitle ?? texts.benefitsTitle}
            </h2>
            <ul className="signup-benefits__list">
              {props.benefits.map((benefit) => (
                <li key={benefit}>
                  <Check />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
            {props.note ? <p className="signup-benefits__note">{props.note}</p> : null}
          </aside>
        ) : null}
      </div>
    </Section>
  );
}

export const signUpBlock = defineBlock({
  type: "signUp",
  label: "Sign-up",
  description:
    "The self-service sign-up by email, Google or GitHub, with what an account gives beside it; for the full-screen /sign_up page.",
  group: "Maps, tools and forms",
  entries,
  Component: SignUpBlock,
  islands: () => ["signup"],
  sources: (_props, context) => ({
    ...googleSources(context.signUp),
    popups: googleSources(context.signUp).scriptSrc.length > 0,
  }),
  sample: {
    title: "Create your free Locus account",
    intro: "Start building with maps, address autocomplete and geolocation in minutes.",
    benefits: [
      "10,000 free API requests every month",
      "No credit card needed",
      "Every API and the map SDKs",
      "Support from the people who build Locus",
    ],
    note: "Upgrade to Pro or Enterprise whenever you need more.",
  },
});
