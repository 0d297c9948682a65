/**
 * The suggestion of a translation (docs/languages.md): shown in the language it suggests,
 * so these words are read by a visitor whose browser prefers this language.
 */
export const suggestion = {
  label: "This page in English",
  text: "This page is also available in English.",
  go: "Read it in English",
  dismiss: "No, thanks",
};
