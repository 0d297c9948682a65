import { createElement, type ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import type { Language } from "../../client/content/languages.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import type { LanguageIndex } from "../../client/i18n/language-links.ts";
import type { Messages } from "../../client/i18n/messages.ts";
import { LinkPageContext } from "../../client/rich-text/page-link.ts";
import { NavActions, NavMenus, type RenderedNav } from "../../client/site/site-header.tsx";
import { SiteFooterContent } from "../../client/site/site-footer.tsx";

/** The parts of a page's frame that are the same on every page of a language (client/site/site-chrome.ts). */
export interface SiteChrome {
  nav: RenderedNav;
  footer: string;
}

/**
 * Rendered once per site settings object (the isolate keeps one per content hash, so a new
 * object means new settings), per language index (one per catalogue: the links follow the
 * pages' translations, docs/languages.md) and per host, console address and language.
 */
const kept = new WeakMap<SiteSettings, WeakMap<object, Map<string, SiteChrome>>>();
/** The key of a render without a language index (tests, the editor). */
const NO_INDEX = {};

/** An element's HTML as React's edge renderer writes it, whole. */
export async function renderFragment(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * The header's menus and actions and the footer's content for these settings: rendered on
 * the first page that needs them, then placed in every page as HTML, which spares each
 * render about half of its elements (docs/benchmarks.md). Pages mark their own link in the
 * menus (markCurrent); tests check that the result is the page a whole render gives.
 */
export async function siteChrome(
  site: SiteSettings,
  options: {
    language: Language;
    siteHost: string;
    consoleUrl: string;
    /** The frame's words of the language. */
    ui: Messages["frame"];
    languages?: LanguageIndex;
  },
): Promise<SiteChrome> {
  const key = `${options.language}|${options.siteHost}|${options.consoleUrl}`;
  let bySite = kept.get(site);
  if (!bySite) {
    bySite = new WeakMap();
    kept.set(site, bySite);
  }
  let byIndex = bySite.get(options.languages ?? NO_INDEX);
  if (!byIndex) {
    byIndex = new Map();
    bySite.set(options.languages ?? NO_INDEX, byIndex);
  }
  const found = byIndex.get(key);
  if (found) return found;
  const { siteHost, consoleUrl, language, languages } = options;
  // The links follow the page's language as in a whole render (docs/languages.md).
  const inLanguage = (element: ReactElement) =>
    renderFragment(createElement(LinkPageContext, { value: { siteHost, language, languages } }, element));
  const [menus, actions, footer] = await Promise.all([
    inLanguage(createElement(NavMenus, { site, path: "", siteHost })),
    inLanguage(createElement(NavActions, { site, consoleUrl, siteHost })),
    inLanguage(createElement(SiteFooterContent, { site, siteHost, ui: options.ui })),
  ]);
  const chrome = { nav: { menus, actions }, footer };
  byIndex.set(key, chrome);
  return chrome;
}
