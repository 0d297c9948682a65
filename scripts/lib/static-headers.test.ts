import { describe, expect, it } from "vitest";
import { staticHeaders, SVG_CONTENT_SECURITY_POLICY } from "./static-headers.ts";

/** The headers a path gets: every matching rule applies (Workers Static Assets' rules engine: one * matches anything). */
function headersFor(text: string, path: string): string[] {
  const headers: string[] = [];
  let matches = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      const pattern = new RegExp(
        `^${line
          .split("*")
          .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
          .join(".*")}$`,
      );
      matches = pattern.test(path);
    } else if (matches) headers.push(line.trim());
  }
  return headers;
}

describe("_headers for static files", () => {
  const text = staticHeaders("/static/");

  it("every static file gets nosniff, once", () => {
    for (const path of [
      "/favicon.svg",
      "/_geo/manifest.json",
      "/static/site-ABC.js",
      "/static/media/natural-earth-X.lbm",
    ]) {
      expect(
        headersFor(text, path).filter((h) => h.startsWith("X-Content-Type-Options")),
        path,
      ).toEqual(["X-Content-Type-Options: nosniff"]);
    }
  });

  it("SVG gets a policy that runs no script", () => {
    expect(headersFor(text, "/favicon.svg")).toContain(`Content-Security-Policy: ${SVG_CONTENT_SECURITY_POLICY}`);
    expect(headersFor(text, "/static/site-ABC.js").some((h) => h.startsWith("Content-Security-Policy"))).toBe(false);
  });

  it("hashed files are immutable; no header is named by two rules for one path", () => {
    expect(headersFor(text, "/static/site-ABC.js")).toContain("Cache-Control: public, max-age=31536000, immutable");
    for (const path of ["/favicon.svg", "/static/a.svg", "/_geo/x.json"]) {
      const names = headersFor(text, path).map((h) => h.split(":")[0]);
      expect(new Set(names).size, path).toBe(names.length);
    }
  });
});
