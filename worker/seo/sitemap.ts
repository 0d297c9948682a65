import { isIndexable, type Catalogue } from "../../client/content/catalogue.ts";

function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string,
  );
}

/**
 * /sitemap.xml: every published, indexable page (layouts are never in the catalogue),
 * with its language alternates (xhtml:link) and its publication date.
 */
export function sitemapXml(catalogue: Catalogue, siteUrl: string): string {
  const abs = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const urls = catalogue.pages
    .filter(isIndexable)
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((entry) => {
      const versions =
        entry.translations.length > 0 ? [{ language: entry.language, url: entry.url }, ...entry.translations] : [];
      const links = versions
        .map((v) => `<xhtml:link rel="alternate" hreflang="${v.language}" href="${abs(v.url)}"/>`)
        .join("");
      const lastmod = entry.publishedAt ? `<lastmod>${entry.publishedAt}</lastmod>` : "";
      return `<url><loc>${abs(entry.url)}</loc>${lastmod}${links}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** /robots.txt: everything but the API and the editor may be crawled; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}
