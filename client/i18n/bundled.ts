import type { Language } from "../content/languages.ts";
import { errors as deErrors } from "./de/errors.ts";
import { suggestion as deSuggestion } from "./de/suggestion.ts";
import { errors as enErrors } from "./en/errors.ts";
import { suggestion as enSuggestion } from "./en/suggestion.ts";
import { errors as frErrors } from "./fr/errors.ts";
import { suggestion as frSuggestion } from "./fr/suggestion.ts";
import type { Messages } from "./messages.ts";

/**
 * The few parts of every language's catalogue the Worker holds in its code (docs/languages.md):
 * the error pages' words, since those pages read nothing (not KV, not the assets) in case
 * that is what failed, and the suggestion of a translation, which an English page carries
 * in each language it has. The rest of a German or French catalogue is read from the static
 * assets when a page in that language is rendered (worker/i18n/page-messages.ts), which
 * keeps the Worker bundle within its budget.
 */
export const ERRORS: Readonly<Record<Language, Messages["errors"]>> = { en: enErrors, de: deErrors, fr: frErrors };

export const SUGGESTIONS: Readonly<Record<Language, Messages["suggestion"]>> = {
  en: enSuggestion,
  de: deSuggestion,
  fr: frSuggestion,
};

/** Each language named in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", de: "Deutsch", fr: "Français" };
