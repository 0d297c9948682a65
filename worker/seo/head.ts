import type { Catalogue, CatalogueEntry } from "../../client/content/catalogue.ts";
import type { DocumentHead } from "../../client/document.tsx";
import type { Page } from "../../client/content/page-schema.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { catalogueEntry } from "../content/catalogue-index.ts";
import { breadcrumbList, faqPage, type Crumb } from "./json-ld.ts";
import { socialCard } from "./social-image.ts";
import type { ImagesManifest } from "../../client/content/image-paths.ts";

/** A social preview image: absolute, and a .webp announced as its .png twin (docs/architecture.md). */
export function previewImage(image: string | undefined, siteUrl: string): string | undefined {
  return image ? new URL(image.replace(/\.webp$/i, ".png"), siteUrl).href : undefined;
}

/** noindex when the page says so (noFollowNoIndex) or its indexing (or its type's default) is off. */
export function robotsDirective(page: Page, entry: CatalogueEntry | undefined): string | null {
  if (page.customValues.noFollowNoIndex) return "noindex, nofollow";
  if (entry && !entry.indexing) return "noindex";
  return null;
}

/** hreflang links for a page that exists in other languages, with x-default on English. */
export function alternates(entry: CatalogueEntry | undefined, siteUrl: string): DocumentHead["alternates"] {
  if (!entry || entry.translations.length === 0) return [];
  const versions = [{ language: entry.language, url: entry.url }, ...entry.translations];
  const links = versions.map((v) => ({ hreflang: v.language, href: new URL(v.url, siteUrl).href }));
  const fallback = versions.find((v) => v.language === "en") ?? versions[0];
  return fallback ? [...links, { hreflang: "x-default", href: new URL(fallback.url, siteUrl).href }] : links;
}

/** A page, or its translation in `language` when it has one (name and path). */
function inLanguage(entry: CatalogueEntry | undefined, language: string): { name: string; url: string } | undefined {
  if (!entry || entry.language === language) return entry;
  return entry.translations.find((t) => t.language === language) ?? entry;
}

/**
 * Home, the section page of the page's type (when the site has one), the page; a German or
 * French page's home and section are those of its language when they exist (/startseite,
 * /kunden), and a language's own home page has no trail, as "/" has none.
 */
export function breadcrumbs(
  page: Page,
  path: string,
  catalogue: Catalogue,
  site: SiteSettings,
  siteUrl: string,
): Crumb[] {
  const home = inLanguage(catalogueEntry(catalogue, "/"), page.language);
  if (path === "/" || path === home?.url) return [];
  const crumbs: Crumb[] = [{ name: home?.name ?? "Home", url: new URL(home?.url ?? "/", siteUrl).href }];
  const sectionPath = site.sectionPages[page.type];
  const section = sectionPath ? inLanguage(catalogueEntry(catalogue, sectionPath), page.language) : undefined;
  if (section && section.url !== path) crumbs.push({ name: section.name, url: new URL(section.url, siteUrl).href });
  crumbs.push({ name: page.name, url: new URL(path, siteUrl).href });
  return crumbs;
}

/** Everything the document head says about a page. */
export function documentHead(input: {
  page: Page;
  path: string;
  catalogue: Catalogue;
  site: SiteSettings;
  siteUrl: string;
  /** The social cards' list (social-image.ts). */
  images: ImagesManifest;
}): DocumentHead {
  const { page, path, catalogue, site, siteUrl, images } = input;
  const entry = catalogueEntry(catalogue, path);
  const crumbs = breadcrumbs(page, path, catalogue, site, siteUrl);
  const faq = faqPage(page.blocks);
  // The page's own image when it names one (meta.featuredImage is its card picture, often an
  // SVG that social networks do not show), else the card drawn for it at build time.
  const image = previewImage(page.meta.image, siteUrl) ?? new URL(socialCard(images, path), siteUrl).href;
  return {
    lang: page.language,
    title: page.meta.title,
    description: page.meta.description,
    canonical: new URL(path, siteUrl).href,
    robots: robotsDirective(page, entry),
    siteName: site.name,
    alternates: alternates(entry, siteUrl),
    jsonLd: [...(crumbs.length > 1 ? [breadcrumbList(crumbs)] : []), ...(faq ? [faq] : [])],
    ...(image ? { image } : {}),
  };
}
