/**
 * The site's header menus and footer are the same on every page of a language: the Worker
 * renders them once per site settings (worker/pages/site-chrome.ts) and places the HTML in
 * each page, which saves about half of a page's elements per render (docs/benchmarks.md).
 * The one thing that differs, the mark of the current page in the menus, is added here.
 */

/** `&`, `"`, `<` and `>` as React writes them in an attribute value. */
function attributeText(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The menus' HTML with every link to `path` marked as the current page, as the menus mark
 * it when rendered for that path (`aria-current` follows `href`; site-header.tsx).
 * @example markCurrent('<a href="/pricing">', "/pricing") // '<a href="/pricing" aria-current="page">'
 */
export function markCurrent(menusHtml: string, path: string): string {
  const link = ` href="${attributeText(path)}"`;
  return menusHtml.includes(link) ? menusHtml.replaceAll(link, `${link} aria-current="page"`) : menusHtml;
}
