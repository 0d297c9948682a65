import type { Language } from "../content/page-schema.ts";
import { LANGUAGE_NAMES } from "../i18n/bundled.ts";

/** The same page in another language. */
export interface PageTranslation {
  language: Language;
  url: string;
}

/**
 * Links to the translations of the current page, each named in its own language (and
 * marked with `lang` and `hreflang`), so that a German visitor on an English page finds
 * the German version and can go back. The link shows the language's code ("DE") to stay
 * small beside the menu button on a phone; its name ("Deutsch") is what screen readers
 * say and what a pointer's tooltip shows. Nothing when the page has no translation.
 */
export function LanguageSwitcher({ translations, label }: { translations: readonly PageTranslation[]; label: string }) {
  if (translations.length === 0) return null;
  return (
    <nav className="language-switcher" aria-label={label}>
      <svg className="language-switcher__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9" />
      </svg>
      <ul>
        {translations.map((t) => (
          <li key={t.language}>
            <a
              href={t.url}
              hrefLang={t.language}
              lang={t.language}
              data-language={t.language}
              title={LANGUAGE_NAMES[t.language]}
            >
              <span aria-hidden="true">{t.language.toUpperCase()}</span>
              <span className="visually-hidden">{LANGUAGE_NAMES[t.language]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
