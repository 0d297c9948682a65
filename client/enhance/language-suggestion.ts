/**
 * docs/languages.md, the first visit: a visitor whose browser prefers German or French, on an
 * English page that has a translation in that language, sees a suggestion of it (from the
 * page's <template>, client/site/language-suggestion.tsx). It goes away for good once
 * dismissed, or once the visitor chooses a language (the suggestion's link or the language
 * switcher): a language choice kept in localStorage. Never a redirect.
 */
import type { Language } from "../content/languages.ts";
import { LANGUAGE_CHOICE_KEY as CHOICE_KEY } from "../i18n/language-choice.ts";
import { suggestedLanguage } from "../i18n/suggested-language.ts";

function remember(choice: string): void {
  try {
    localStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // Storage blocked: the suggestion comes back on the next page, nothing else changes.
  }
}

function chosen(): boolean {
  try {
    return localStorage.getItem(CHOICE_KEY) !== null;
  } catch {
    return false;
  }
}

export function enhanceLanguageSuggestion(): void {
  // A language picked in the switcher is a choice: no suggestion after it.
  for (const link of document.querySelectorAll<HTMLAnchorElement>(".language-switcher a[hreflang]"))
    link.addEventListener("click", () => remember(link.hreflang));

  const templates = document.querySelectorAll<HTMLTemplateElement>("template[data-language-suggestion]");
  if (templates.length === 0 || chosen()) return;
  const page = (document.documentElement.lang || "en") as Language;
  const offered = Array.from(templates, (t) => t.dataset.languageSuggestion as Language);
  const language = suggestedLanguage(navigator.languages ?? [navigator.language], page, offered);
  const template = language
    ? document.querySelector<HTMLTemplateElement>(`template[data-language-suggestion="${language}"]`)
    : null;
  const suggestion = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!suggestion || !language) return;
  suggestion.querySelector("[data-language-choice]")?.addEventListener("click", () => remember(language));
  suggestion.querySelector("[data-language-dismiss]")?.addEventListener("click", () => {
    remember("dismissed");
    suggestion.remove();
  });
  document.body.append(suggestion);
}
