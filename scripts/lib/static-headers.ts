/**
 * The `_headers` file of Workers Static Assets: headers for files served before the Worker
 * runs (the Worker sets its own). Every rule that matches a path applies, and a header named
 * by two matching rules gets both values joined, so each header is named by one rule only.
 */

/** A policy for SVG files: an image never runs script, loads nothing and is never framed as a document. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The `_headers` text for hashed files under `publicPrefix` and the plain files beside them. */
export function staticHeaders(publicPrefix: string): string {
  return [
    "# Every static file (/static/*, /_geo/*, favicon): browsers take the Content-Type as sent.",
    "/*",
    "  X-Content-Type-Options: nosniff",
    "# SVG opened on its own is a document: no script, nothing loaded, sandboxed.",
    "/*.svg",
    `  Content-Security-Policy: ${SVG_CONTENT_SECURITY_POLICY}`,
    "# Hashed file names: a changed file gets a new name, so browsers may keep these forever.",
    `${publicPrefix}*`,
    "  Cache-Control: public, max-age=31536000, immutable",
    "/favicon.svg",
    "  Cache-Control: public, max-age=86400",
    "# Block images and the raw HTML frames' stylesheet keep their names: a day, then revalidated.",
    "/images/*",
    "  Cache-Control: public, max-age=86400",
    "/frame.css",
    "  Cache-Control: public, max-age=86400",
    "",
  ].join("\n");
}
