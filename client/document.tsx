import type { ReactNode } from "react";

/** What the HTML head needs, decided by the server. */
export interface DocumentHead {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  image?: string;
}

/** Hashed client files for this page (from the build's manifest). */
export interface DocumentAssets {
  stylesheet: string;
  /** The islands entry; null on pages without islands, which then load no JavaScript. */
  script: string | null;
  /** Chunks this page's islands will import, preloaded in parallel with the entry. */
  preload: readonly string[];
}

export function Document({ head, assets, children }: { head: DocumentHead; assets: DocumentAssets; children: ReactNode }) {
  return (
    <html lang={head.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={head.canonical} />
        {head.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        {head.image ? <meta property="og:image" content={head.image} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.stylesheet} />
        {assets.script ? <script type="module" src={assets.script} async /> : null}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
