import { createElement, type ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import type { Language } from "../../client/content/languages.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { uiText } from "../../client/i18n/ui-text.ts";
import { NavActions, NavMenus, type RenderedNav } from "../../client/site/site-header.tsx";
import { SiteFooterContent } from "../../client/site/site-footer.tsx";

/** The parts of a page's frame that are the same on every page of a language (client/site/site-chrome.ts). */
export interface SiteChrome {
  nav: RenderedNav;
  footer: string;
}

/**
 * Rendered once per site settings object (the isolate keeps one per content hash, so a new
 * object means new settings) and per host, console address and language.
 */
const kept = new WeakMap<SiteSettings, Map<string, SiteChrome>>();

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
  options: { language: Language; siteHost: string; consoleUrl: string },
): Promise<SiteChrome> {
  const key = `${options.language}|${options.siteHost}|${options.consoleUrl}`;
  let bySite = kept.get(site);
  if (!bySite) {
    bySite = new Map();
    kept.set(site, bySite);
  }
  const found = bySite.get(key);
  if (found) return found;
  const { siteHost, consoleUrl } = options;
  const [menus, actions, footer] = await Promise.all([
    renderFragment(createElement(NavMenus, { site, path: "", siteHost })),
    renderFragment(createElement(NavActions, { site, consoleUrl, siteHost })),
    renderFragment(createElement(SiteFooterContent, { site, siteHost, ui: uiText(options.language) })),
  ]);
  const chrome = { nav: { menus, actions }, footer };
  bySite.set(key, chrome);
  return chrome;
}
