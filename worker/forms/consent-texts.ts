import type { Language } from "../../client/content/languages.ts";
import { LANGUAGES } from "../../client/content/languages.ts";
import { consentTextVersion } from "../../client/forms/lead-context.ts";
import type { Messages } from "../../client/i18n/messages.ts";
import { pageMessages } from "../i18n/page-messages.ts";

/** The funnel's agreement text in one language's catalogue. */
function agreementText(messages: Messages): string {
  const { before, link, after } = messages.funnel.forms.agreement;
  return `${before}${link}${after}`;
}

/**
 * The words of a consent text version, when it is the current text of one of the funnel's
 * languages (docs/leads.md); null for a version whose words have changed since (the
 * repository's history of client/i18n/{en,de,fr}/funnel.ts holds them). The catalogues are
 * the ones the pages use (worker/i18n/page-messages.ts).
 */
export async function consentTextOf(assets: Fetcher, version: string | undefined): Promise<string | null> {
  if (!version) return null;
  for (const language of LANGUAGES as readonly Language[]) {
    const text = agreementText(await pageMessages(assets, language));
    if (consentTextVersion(language, text) === version) return text;
  }
  return null;
}
