import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Language } from "../../client/content/languages.ts";
import { ERRORS } from "../../client/i18n/bundled.ts";
import { stylesheet } from "../assets.ts";

export interface ErrorPageOptions {
  status: number;
  title: string;
  message: string;
  /** Shown so a visitor can quote it to support; omitted when the page is not about a fault. */
  requestId?: string;
  /** The page's language (docs/languages.md: the visitor's); English when not given. */
  language?: Language;
}

/**
 * A self-contained page for when a page cannot be shown (a fault, a wrong method, an address
 * too long). It does not touch KV or React (either may be what failed) and never shows the
 * error itself. Built with Hono's `html` helper, so every value is escaped. Its home link is
 * the English home page, marked as such on a page in another language: without KV it cannot
 * know the translation's address.
 */
export function errorPageHtml(options: ErrorPageOptions): HtmlEscapedString | Promise<HtmlEscapedString> {
  const language = options.language ?? "en";
  const texts = ERRORS[language];
  const reference = options.requestId
    ? html`<p class="error-page__id">${texts.reference} <code>${options.requestId}</code></p>`
    : "";
  const home =
    language === "en"
      ? html`<a class="button button--primary" href="/">${texts.home}</a>`
      : html`<a class="button button--primary" href="/" hreflang="en">${texts.home}</a>`;
  return html`<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${options.title} · Locus</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${stylesheet()}"></head><body><main id="main" class="error-page"><div class="container container--narrow"><p class="error-page__status">${options.status}</p><h1>${options.title}</h1><p>${options.message}</p>${reference}<p>${home}</p></div></main></body></html>`;
}
