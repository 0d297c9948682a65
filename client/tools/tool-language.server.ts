import type { Language } from "../content/languages.ts";
import type { Messages } from "../i18n/messages.ts";
import { countriesIn, type CountryNames } from "../i18n/country-names.ts";
import type { ToolLanguage } from "./tool-language.tsx";

/** What a tool or demo island is given of the page's language and its catalogue (server only). */
export function toolLanguage(language: Language, messages: Messages, names: CountryNames | undefined): ToolLanguage {
  const { tools, demos } = messages;
  return names ? { language, tools, demos, countries: countriesIn(language, names) } : { language, tools, demos };
}

/**
 * The `page` prop of a tool or demo island: none on English pages, whose islands carry the
 * English words in their code already (so English pages' HTML does not grow).
 */
export function toolLanguageProp(
  language: Language,
  messages: Messages,
  names: CountryNames | undefined,
): { page?: ToolLanguage } {
  return language === "en" ? {} : { page: toolLanguage(language, messages, names) };
}
