import type { Language } from "../content/languages.ts";
import { de } from "./de/index.ts";
import { en } from "./en/index.ts";
import { fr } from "./fr/index.ts";
import type { Messages } from "./messages.ts";

/**
 * The message catalogue of each language (docs/languages.md): every word of the frame
 * (header, footer, consent, funnel, sign-up, survey, cards, error pages, tools, pricing).
 * Server code reads it; islands receive their part as props, in the page's language only.
 */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { en, de, fr };

/** The frame's words for a page in `language`. */
export function messages(language: Language): Messages {
  return CATALOGUES[language];
}

/** Each language named in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", de: "Deutsch", fr: "Français" };
