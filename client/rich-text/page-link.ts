import { createContext, useContext } from "react";
import type { Language } from "../content/languages.ts";
import { localLink, type LanguageIndex } from "../i18n/language-links.ts";
import { PageContext } from "../page-context.ts";
import { linkAttributes } from "./links.ts";

export interface PageLinkAttributes {
  href: string;
  target?: "_blank";
  rel?: string;
  hrefLang?: Language;
}

/**
 * A link's attributes on a page: the language rule of docs/languages.md (the page's own
 * language's translation, else `hreflang` of the page it leads to), then a new tab with no
 * opener for other sites.
 * @example pageLinkAttributes("/", { siteHost: "locus.example", language: "de", languages }) // { href: "/startseite" }
 */
export function pageLinkAttributes(href: string, page: LinkPage): PageLinkAttributes {
  const local = localLink(href, page.language, page.languages);
  const attributes: PageLinkAttributes = linkAttributes(local.href, page.siteHost);
  if (local.hrefLang) attributes.hrefLang = local.hrefLang;
  return attributes;
}

/** What the link rule needs of a page. */
export interface LinkPage {
  siteHost: string;
  language: Language;
  languages?: LanguageIndex | undefined;
}

/**
 * The link rule's page where there is no page context: the header's menus and the footer,
 * rendered once per site settings, language and catalogue (worker/pages/site-chrome.ts).
 */
export const LinkPageContext = createContext<LinkPage | null>(null);

/**
 * The page's link rule as a function, for server components of the frame (header, footer,
 * logo), which may also render outside a page (the editor's canvas): there, links stay as written.
 */
export function usePageLink(siteHost = ""): (href: string) => PageLinkAttributes {
  const chrome = useContext(LinkPageContext);
  const context = useContext(PageContext);
  const page = chrome ?? context ?? { siteHost, language: "en" as const };
  return (href) => pageLinkAttributes(href, page);
}
