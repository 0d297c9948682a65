import type { Language } from "../content/languages.ts";
import { de } from "./de/index.ts";
import { en } from "./en/index.ts";
import { fr } from "./fr/index.ts";
import type { Messages } from "./messages.ts";

/**
 * The message catalogue of each language (docs/languages.md): every word of the frame
 * (header, footer, consent, funnel, sign-up, survey, cards, error pages, tools, pricing).
 * The build, the tests and the editor read all of them from here; the Worker does not
 * import this module: it reads a page's catalogue from its page context (useMessages),
 * loaded for the page's language (worker/i18n/page-messages.ts).
 */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { en, de, fr };
