import type { UseCaseKey } from "../../forms/options.ts";

interface Choice {
  title: string;
  text: string;
}

/**
 * Every text of the funnel in one language. The server picks the page's language and passes
 * it to the island as a prop, so the browser downloads one language, inside the HTML.
 * Placeholders in braces ({count}) are filled in by the island.
 */
export interface FunnelTexts {
  back: string;
  contactChoices: {
    heading: string;
    intro: string;
    sales: Choice;
    support: Choice & { newTab: string };
    message: Choice;
  };
  signupChoices: { heading: string; intro: string; developer: Choice; nonDeveloper: Choice };
  useCases: {
    heading: string;
    intro: string;
    signupHeading: string;
    signupIntro: string;
    selected: string;
    none: string;
    next: string;
    labels: Record<UseCaseKey, string>;
  };
  forms: {
    sales: { heading: string; intro: string; details: string };
    enterprise: { heading: string; intro: string; details: string };
    inquiry: { heading: string; intro: string; details: string };
    fields: {
      first_name: string;
      last_name: string;
      email: string;
      job_title: string;
      company: string;
      country: string;
      industry: string;
      Your_timeframe: string;
      phoneNumber: string;
    };
    choose: { country: string; industry: string; timeframe: string };
    optional: string;
    requiredNote: string;
    useCasesChosen: string;
    agreement: { before: string; link: string; after: string };
    send: string;
    sending: string;
    fieldError: string;
  };
  /** The 27 industries as shown, in the order of client/forms/options.ts. */
  industries: readonly string[];
  /** The 6 timeframes as shown, in the order of client/forms/options.ts. */
  timeframes: readonly string[];
  success: { heading: string; text: string; home: string };
}
