import type { Language } from "../content/languages.ts";
import { SUGGESTIONS } from "../i18n/bundled.ts";
import type { PageTranslation } from "./language-switcher.tsx";

/**
 * docs/languages.md, the first visit: on an English page with translations, one inert
 * <template> per translation holding the suggestion in that language. The site script shows
 * the one the browser prefers (client/enhance/language-suggestion.ts), so the page's HTML is
 * the same for every visitor and its render cache is untouched; nothing redirects.
 */
export function LanguageSuggestions({
  language,
  translations,
}: {
  language: Language;
  translations: readonly PageTranslation[];
}) {
  if (language !== "en" || translations.length === 0) return null;
  return (
    <>
      {translations.map(({ language: other, url }) => {
        const words = SUGGESTIONS[other];
        return (
          <template key={other} data-language-suggestion={other}>
            <aside className="language-suggestion" lang={other} aria-label={words.label}>
              <p className="language-suggestion__text">{words.text}</p>
              <p className="language-suggestion__actions">
                <a
                  className="button button--primary button--small"
                  href={url}
                  hrefLang={other}
                  data-language-choice={other}
                >
                  {words.go}
                </a>
                <button type="button" className="link-button" data-language-dismiss="">
                  {words.dismiss}
                </button>
              </p>
            </aside>
          </template>
        );
      })}
    </>
  );
}
