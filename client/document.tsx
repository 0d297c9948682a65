import type { ReactNode } from "react";

/** What the HTML head needs, decided by the server. */
export interface DocumentHead {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  /** "noindex, nofollow", "noindex" or null. */
  robots: string | null;
  /** Social preview image (absolute URL). */
  image?: string;
  siteName: string;
  /** The page in every language it exists in, and x-default. */
  alternates: readonly { hreflang: string; href: string }[];
  /** Structured data objects (BreadcrumbList, FAQPage). */
  jsonLd: readonly object[];
}

/** Hashed client files for this page (from the build's manifest). */
export interface DocumentAssets {
  stylesheet: string;
  /** The brand typeface's files, preloaded (fonts.css uses them for headings and buttons). */
  fonts?: readonly string[];
  /** The tiny site script (menus, consent, dataLayer); null only on documents without it. */
  siteScript: string | null;
  /** The islands entry; null on pages without islands, which then load no React. */
  script: string | null;
  /** Chunks the site script imports, preloaded in parallel with it. */
  preload: readonly string[];
  /**
   * Chunks of the islands that load at once (React among them), preloaded too but after the
   * site script's, at low priority: on a slow line the site script (menus, the consent
   * dialog of a first visit) comes first, while the islands' server-rendered HTML is already
   * shown (docs/architecture.md).
   */
  islandPreload?: readonly string[];
}

/** JSON for a <script> data block: "<" is escaped so that no text can close the element. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function Document({
  head,
  assets,
  children,
}: {
  head: DocumentHead;
  assets: DocumentAssets;
  children: ReactNode;
}) {
  return (
    <html lang={head.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={head.canonical} />
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        {head.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={head.siteName} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        <meta property="og:locale" content={head.lang} />
        {head.image ? <meta property="og:image" content={head.image} /> : null}
        <meta name="twitter:card" content={head.image ? "summary_large_image" : "summary"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {(assets.fonts ?? []).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="stylesheet" href={assets.stylesheet} />
        {/* Module scripts without `async` run once the whole (streamed) document is parsed:
            the site script and the islands entry query the page, and an `async` one could run
            while the lower blocks, islands and the consent dialog have not arrived yet. */}
        {assets.siteScript ? <script type="module" src={assets.siteScript} /> : null}
        {assets.script ? <script type="module" src={assets.script} /> : null}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {(assets.islandPreload ?? []).map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        {head.jsonLd.map((data, i) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes "<" so the JSON cannot close the script
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
