import type { Language } from "../content/page-schema.ts";

/**
 * The words of the site's frame that are not content (header, footer, banner and the skip
 * link), in each language of the site. Menus, calls to action and the banner's message are
 * content: they come from the site settings of the page's language (content/site.{de,fr}.json).
 */
export interface UiText {
  skipToContent: string;
  /** Said after the site's name on the logo link ("Locus home page"). */
  homePage: string;
  menu: string;
  /** The phone menu's Close button. */
  close: string;
  mainNavigation: string;
  announcement: string;
  /** Name of the language switcher. */
  languages: string;
  /** Name of the footer's social links list. */
  social: string;
  legal: string;
  /** Name of the footer's menus. */
  footerNavigation: string;
}

/** Each language named in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", de: "Deutsch", fr: "Français" };

const UI_TEXT: Record<Language, UiText> = {
  en: {
    skipToContent: "Skip to content",
    homePage: "home page",
    menu: "Menu",
    close: "Close",
    mainNavigation: "Main",
    announcement: "Announcement",
    languages: "This page in other languages",
    social: "Locus on social networks",
    legal: "Legal",
    footerNavigation: "Site map",
  },
  de: {
    skipToContent: "Zum Inhalt springen",
    homePage: "Startseite",
    menu: "Menü",
    close: "Schließen",
    mainNavigation: "Hauptnavigation",
    announcement: "Hinweis",
    languages: "Diese Seite in anderen Sprachen",
    social: "Locus in sozialen Netzwerken",
    legal: "Rechtliches",
    footerNavigation: "Seitenübersicht",
  },
  fr: {
    skipToContent: "Aller au contenu",
    homePage: "page d’accueil",
    menu: "Menu",
    close: "Fermer",
    mainNavigation: "Navigation principale",
    announcement: "Annonce",
    languages: "Cette page dans d’autres langues",
    social: "Locus sur les réseaux sociaux",
    legal: "Mentions légales",
    footerNavigation: "Plan du site",
  },
};

/** The frame's words for a page in `language`. */
export function uiText(language: Language): UiText {
  return UI_TEXT[language];
}

/**
 * Where the header's Sign up leads (docs/architecture.md: the contact page with
 * originfunnel=signup), on the contact page the header links to in the page's language.
 * @example signUpHref("/kontakt") // "/kontakt?originfunnel=signup"
 */
export function signUpHref(contactHref: string): string {
  const url = new URL(contactHref, "https://site.invalid");
  url.searchParams.set("originfunnel", "signup");
  return `${url.pathname}${url.search}`;
}
