/**
 * localStorage key: the visitor dismissed the suggestion of a translation, or chose a
 * language (docs/languages.md). Its own module, so that the site script imports no catalogue.
 */
export const LANGUAGE_CHOICE_KEY = "locus-language-choice";
