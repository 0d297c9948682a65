import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieValues, expireMatching, writeCookie } from "./cookies.ts";
import { syncLocaleCookie } from "./locale-cookie.ts";

/**
 * A browser cookie jar for www.locus.example, enough for these rules: one cookie per
 * (name, domain); Domain must be the host or a parent of it and not a public suffix;
 * Max-Age=0 deletes; document.cookie lists host-only copies before domain ones.
 */
class CookieJar {
  readonly host = "www.locus.example";
  readonly publicSuffixes = new Set(["example", "co.uk"]);
  cookies: { name: string; value: string; domain: string | null }[] = [];

  get cookie(): string {
    const ordered = [...this.cookies].sort((a, b) => Number(a.domain !== null) - Number(b.domain !== null));
    return ordered.map((c) => `${c.name}=${c.value}`).join("; ");
  }

  set cookie(header: string) {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
    const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split("=")[1];
    const domain = attribute("domain") ?? null;
    if (domain && (this.publicSuffixes.has(domain) || !(this.host === domain || this.host.endsWith(`.${domain}`))))
      return;
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.domain === domain));
    if (attribute("max-age") !== "0") this.cookies.push({ name, value, domain });
  }
}

let jar: CookieJar;

beforeEach(() => {
  jar = new CookieJar();
  vi.stubGlobal("document", jar);
  vi.stubGlobal("location", { protocol: "https:" });
});
afterEach(() => vi.unstubAllGlobals());

describe("cookies on the parent domain (docs/consent.md)", () => {
  it("are written there when the browser accepts the domain", () => {
    writeCookie("locus_consent", "v1|1|chat:1", 100, "locus.example");
    expect(jar.cookies).toEqual([{ name: "locus_consent", value: "v1|1|chat:1", domain: "locus.example" }]);
  });

  it("fall back to the host when the domain is refused, rather than not being kept at all", () => {
    writeCookie("locus_consent", "v1|1|chat:1", 100, "example");
    expect(jar.cookies).toEqual([{ name: "locus_consent", value: "v1|1|chat:1", domain: null }]);
  });

  it("a withdrawn vendor's cookies go, on the host and on the parent domain; others stay", () => {
    jar.cookies = [
      { name: "_ga", value: "1", domain: "locus.example" },
      { name: "_ga_ABC", value: "1", domain: null },
      { name: "_gid", value: "1", domain: "locus.example" },
      { name: "locus_consent", value: "v1|1", domain: "locus.example" },
      { name: "_gadget", value: "keep", domain: null },
    ];
    expireMatching(["_ga", "_ga_*", "_gid"], "locus.example");
    expect(jar.cookies.map((c) => c.name)).toEqual(["locus_consent", "_gadget"]);
  });
});

describe("the locale cookie (365 days); a duplicated language cookie is cleared (docs/consent.md)", () => {
  it("is set to the page's language", () => {
    syncLocaleCookie("fr", "locus.example");
    expect(jar.cookies).toEqual([{ name: "locale", value: "fr", domain: "locus.example" }]);
  });

  it("a host-only copy shadowing the domain cookie is removed", () => {
    jar.cookies = [
      { name: "locale", value: "de", domain: null },
      { name: "locale", value: "en", domain: "locus.example" },
    ];
    expect(cookieValues("locale")).toEqual(["de", "en"]);
    syncLocaleCookie("en", "locus.example");
    expect(jar.cookies).toEqual([{ name: "locale", value: "en", domain: "locus.example" }]);
  });

  it("is not rewritten when it already says the page's language", () => {
    jar.cookies = [{ name: "locale", value: "en", domain: "locus.example" }];
    const set = vi.spyOn(jar, "cookie", "set");
    syncLocaleCookie("en", "locus.example");
    expect(set).not.toHaveBeenCalled();
  });
});
