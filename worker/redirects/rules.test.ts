import { describe, expect, it } from "vitest";
import {
  builtInRedirect,
  normaliseRedirectPath,
  parseStoredRedirect,
  destinationProblem,
  isSiteLocation,
  redirectLocation,
  redirectStatus,
  safeRedirectLocation,
} from "./rules.ts";

describe("redirect path matching", () => {
  it("ignores a trailing slash and letter case", () => {
    expect(normaliseRedirectPath("/FR/Clients/")).toBe("/fr/clients");
    expect(normaliseRedirectPath("/stories/acme///")).toBe("/stories/acme");
    expect(normaliseRedirectPath("/")).toBe("/");
  });

  it("decodes percent-escapes and collapses double slashes", () => {
    expect(normaliseRedirectPath("/fr/cas-d%27usage")).toBe("/fr/cas-d'usage");
    expect(normaliseRedirectPath("//de//kunden")).toBe("/de/kunden");
    expect(normaliseRedirectPath("/bad%E0%A4%A")).toBe("/bad%e0%a4%a");
  });
});

describe("built-in redirect rules (docs/operations.md)", () => {
  it("/home goes to /", () => {
    expect(builtInRedirect("/home")).toEqual({ destination: "/", permanent: true });
  });

  it("/zh and anything below it go to /", () => {
    expect(builtInRedirect("/zh")?.destination).toBe("/");
    expect(builtInRedirect("/zh/products/map")?.destination).toBe("/");
    expect(builtInRedirect("/zhong")).toBeNull();
  });

  it("/assets/{file}.pdf goes to /{file}", () => {
    expect(builtInRedirect("/assets/privacy-policy.pdf")).toEqual({ destination: "/privacy-policy", permanent: true });
    expect(builtInRedirect("/assets/a/b.pdf")).toBeNull();
    expect(builtInRedirect("/assets/logo.png")).toBeNull();
  });

  it("/assets/{file}.pdf takes only names a page could have: no backslash, control character or space", () => {
    expect(builtInRedirect(normaliseRedirectPath("/assets/%5Cevil.example.pdf"))).toBeNull();
    for (const name of ["%0d%0a", "%00", "a%0Ab", "%09evil", "a%20b"]) {
      expect(builtInRedirect(normaliseRedirectPath(`/assets/${name}.pdf`)), name).toBeNull();
    }
    expect(builtInRedirect("/assets/annual-report_2026.v2.pdf")?.destination).toBe("/annual-report_2026.v2");
  });
});

describe("redirect answer", () => {
  it("permanent redirects answer 301, others 302", () => {
    expect(redirectStatus({ destination: "/", permanent: true })).toBe(301);
    expect(redirectStatus({ destination: "/", permanent: false })).toBe(302);
  });

  it("serves destinations without a leading slash with one", () => {
    expect(redirectLocation({ destination: "clients/acme", permanent: true }, "")).toBe("/clients/acme");
  });

  it("keeps the query string", () => {
    expect(redirectLocation({ destination: "/pricing", permanent: true }, "?utm_source=x")).toBe(
      "/pricing?utm_source=x",
    );
    expect(redirectLocation({ destination: "/contact?originfunnel=signup", permanent: true }, "?a=1")).toBe(
      "/contact?originfunnel=signup&a=1",
    );
    expect(redirectLocation({ destination: "/company#offices", permanent: true }, "?a=1")).toBe("/company?a=1#offices");
  });

  it("a backslash in the query string is percent-encoded, so the redirect is still answered on the site", () => {
    const target = { destination: "/", permanent: true };
    expect(redirectLocation(target, "?x=\\")).toBe("/?x=%5C");
    expect(safeRedirectLocation(target, "?next=/\\evil.example&a=b")).toBe("/?next=/%5Cevil.example&a=b");
    expect(safeRedirectLocation({ destination: "https://partner.example/", permanent: true }, "?q=\\")).toBe(
      "https://partner.example/?q=%5C",
    );
  });

  it("leaves absolute URLs as they are", () => {
    expect(redirectLocation({ destination: "https://console.locus.example/", permanent: false }, "")).toBe(
      "https://console.locus.example/",
    );
  });
});

describe("stored redirect values", () => {
  it("accepts destination, permanent and locale", () => {
    expect(parseStoredRedirect('{"destination":"/clients","permanent":true,"locale":"fr"}')).toEqual({
      target: { destination: "/clients", permanent: true, locale: "fr" },
    });
  });

  it("names what is wrong with a bad hand edit", () => {
    expect(parseStoredRedirect("/clients")).toEqual({ error: "value is not JSON" });
    expect(parseStoredRedirect('{"destination":"/x","permanent":"yes"}')).toEqual({
      error: "permanent must be true or false",
    });
    expect(parseStoredRedirect('{"permanent":true}')).toEqual({ error: "destination must be a non-empty string" });
  });
});

describe("every Location stays on the site unless the table names an http(s) URL", () => {
  it("a site path starts with exactly one slash and has no backslash, space or control character", () => {
    expect(isSiteLocation("/pricing?utm_source=x#plans")).toBe(true);
    expect(isSiteLocation("/")).toBe(true);
    for (const location of [
      "//evil.example",
      "/\\evil.example",
      "///evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/a\r\nSet-Cookie: x=1",
      "https://evil.example",
      "evil.example",
      "",
    ]) {
      expect(isSiteLocation(location), JSON.stringify(location)).toBe(false);
    }
  });

  it("a stored destination with a backslash, a control character or two leading slashes is not a redirect", () => {
    for (const destination of ["/\\evil.example", "//evil.example", "/\u0000x", "javascript:alert(1)", "/a b"]) {
      expect(destinationProblem(destination), destination).not.toBeNull();
      expect(parseStoredRedirect(JSON.stringify({ destination, permanent: true })), destination).toHaveProperty(
        "error",
      );
      expect(safeRedirectLocation({ destination, permanent: true }, ""), destination).toBeNull();
    }
  });

  it("keeps the query string on a safe Location and answers absolute URLs from the table", () => {
    expect(safeRedirectLocation({ destination: "clients", permanent: true }, "?a=%0d%0a")).toBe("/clients?a=%0d%0a");
    expect(
      safeRedirectLocation({ destination: "https://console.locus.example/signup", permanent: false }, "?x=1"),
    ).toBe("https://console.locus.example/signup?x=1");
  });
});
