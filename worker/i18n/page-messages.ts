import type { Language } from "../../client/content/languages.ts";
import type { CountryNames } from "../../client/i18n/country-names.ts";
import { en } from "../../client/i18n/en/index.ts";
import type { Messages } from "../../client/i18n/messages.ts";
import { builtJson } from "../built-json.ts";

/** Where the build writes the German and French catalogues (scripts/lib/catalogues.ts), served by Static Assets. */
export function cataloguePath(language: Language): string {
  return `/_i18n/${language}.json`;
}

/** A page's language as the page renders it: its catalogue, and its country names (none in English). */
export interface PageLanguage {
  messages: Messages;
  countryNames?: CountryNames;
}

/**
 * The message catalogue and country names of a page's language (docs/languages.md): English
 * from the code, the others from the static assets the same build wrote beside the client
 * files (after checking them against the English one), read once per isolate (built-json.ts).
 * Keeping them out of the code keeps the Worker bundle within its budget.
 */
export async function pageLanguage(assets: Fetcher, language: Language): Promise<PageLanguage> {
  if (language === "en") return { messages: en };
  // The build wrote it from the catalogue it checked (a key missing fails the build): no check again here.
  const { messages, countryNames } = await builtJson<PageLanguage>(assets, cataloguePath(language));
  if (typeof messages?.frame !== "object") throw new Error(`the ${language} message catalogue is not one`);
  return countryNames ? { messages, countryNames } : { messages };
}

/** The message catalogue of a language (pageLanguage without the country names). */
export async function pageMessages(assets: Fetcher, language: Language): Promise<Messages> {
  return (await pageLanguage(assets, language)).messages;
}
