import type { LocalLink } from "../i18n/language-links.ts";
import type { Step } from "./steps.ts";
import type { FunnelTexts } from "./texts.ts";

/** One option of a select: the value sent, the label shown. */
export interface Option {
  value: string;
  label: string;
}

/**
 * The funnel island's props: plain JSON decided on the server (texts and option lists in the
 * page's language, the start rule's query value), so the island never reads request context.
 */
export interface FunnelProps {
  /** The funnel's title, above every step: the page's h1 when the funnel is its first block. */
  title: string;
  /** The title's heading level: 1 in a page's first section, 2 after (docs/leads.md). */
  titleLevel: 1 | 2;
  texts: FunnelTexts;
  countries: readonly Option[];
  industries: readonly Option[];
  timeframes: readonly Option[];
  /** The `originfunnel` query parameter of this request ("" when absent). */
  originFunnel: string;
  /**
   * The step an editor chose for this funnel, used when no query rule applies; in edit mode,
   * the step the editor previews (success included), never saved.
   */
  startStep: Step | null;
  /** docs/editor.md: edit mode, where every funnel action does nothing and the step stays put. */
  editing: boolean;
  /** The developer support contact page ("Contact support" opens it in a new tab). */
  supportUrl: string;
  /** The privacy policy and the home page, in the page's language when they exist in it (docs/languages.md). */
  privacy: LocalLink;
  home: LocalLink;
  /** Where Next leads in sign-up mode (docs/leads.md: /sign_up, or its translation). */
  signUpUrl: string;
}
