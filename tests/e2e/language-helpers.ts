import type { Page } from "@playwright/test";
import { allMessages } from "../../client/i18n/catalogue-check.ts";

/**
 * What a visitor of the page's language may read or hear on it: every text node and the
 * accessible names, placeholders and titles of its elements, the closed consent dialog and
 * hidden alternatives included. Text inside an element marked as another language (the
 * language switcher's "English", a card of an English story) is left out: it says so.
 */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const texts: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest("script, style, template, noscript")) continue;
      if ((element.closest("[lang]")?.getAttribute("lang") ?? pageLanguage) !== pageLanguage) continue;
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent.trim());
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    return texts;
  });
}

/** A message's fixed parts, long enough to mean something on their own ("{count} selected" → "selected"). */
function fragments(message: string): string[] {
  return message
    .split(/\{\w+\}/)
    .map((part) => part.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ""))
    .filter((part) => part.length >= 4 && /\p{L}{3}/u.test(part));
}

/** Spaces as typography writes them (French no-break spaces) read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/**
 * Option lists whose English names are also the names of products, use cases and customers in
 * German and French content ("Store Locator", "Geofencing", "Wrenfield Home Insurance"); their
 * translations are checked where they are chosen (tests/e2e/funnel-languages.spec.ts).
 */
const NAMES = /^funnel\.(useCases\.labels|industries|timeframes)\b/;

/**
 * The English messages of the frame found on a page in another language: each English message
 * that the page's own catalogue says differently ("Menu" is French too) and whose fixed part
 * appears in the page's texts. Named by catalogue key.
 * @example englishLeftovers(["Zurück", "Back"], en, de) // ["funnel.back: Back"]
 */
export function englishLeftovers(texts: readonly string[], english: unknown, local: unknown): string[] {
  const own = new Map(allMessages(local).map(({ key, text }) => [key, plain(text)]));
  const joined = texts.join("\n");
  const found: string[] = [];
  for (const { key, text } of allMessages(english)) {
    if (own.get(key) === plain(text) || NAMES.test(key)) continue;
    // A part the language writes the same ("Services", "suggestions" in French) proves nothing.
    const same = new Set(fragments(own.get(key) ?? ""));
    for (const part of fragments(plain(text)).filter((p) => !same.has(p))) {
      const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      if (new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, "mu").test(joined)) {
        found.push(`${key}: ${part}`);
        break;
      }
    }
  }
  return found;
}
