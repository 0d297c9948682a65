import { stylesheet } from "../assets.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A self-contained page for when rendering failed. It does not touch KV or React (either
 * may be what failed) and never shows the error itself: only an id to quote to support.
 */
export function errorPageHtml(options: { status: number; title: string; message: string; requestId: string }): string {
  const href = stylesheet();
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)} · Locus</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${href}"></head><body><main id="main" class="error-page"><div class="container container--narrow"><p class="error-page__status">${options.status}</p><h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.message)}</p><p class="error-page__id">Reference: <code>${escapeHtml(options.requestId)}</code></p><p><a class="button button--primary" href="/">Go to the home page</a></p></div></main></body></html>`;
}
