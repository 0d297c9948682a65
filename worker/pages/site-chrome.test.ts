import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { Language } from "../../client/content/languages.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { CATALOGUES } from "../../client/i18n/catalogue.ts";
import { SiteFooter } from "../../client/site/site-footer.tsx";
import { LinkPageContext } from "../../client/rich-text/page-link.ts";
import { SiteHeader } from "../../client/site/site-header.tsx";
import { buildContentEntries } from "../../scripts/lib/content-entries.ts";
import { renderFragment, siteChrome } from "./site-chrome.ts";

const { entries } = buildContentEntries("content", { local: true });
const sites = entries
  .filter((e) => e.key === "site" || e.key.startsWith("site:"))
  .map((e) => ({ language: (e.key.split(":")[1] ?? "en") as Language, site: JSON.parse(e.value) as SiteSettings }));

/** Every link the settings hold: each menu item's page is one the header marks as current. */
function hrefs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) hrefs(item, found);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if (key === "href" && typeof item === "string") found.add(item);
      else hrefs(item, found);
    }
  return found;
}

const options = { siteHost: "www.locus.example", consoleUrl: "https://console.locus.example" };

describe("the header and footer rendered once give the page a whole render gives (docs/benchmarks.md)", () => {
  it.each(sites.map((s) => [s.language, s]))(
    "in %s: the header for every page its menus link to, and others",
    // Two whole headers per link of the menus: about a hundred renders per language.
    { timeout: 30_000 },
    async (_, { language, site }) => {
      const chrome = await siteChrome(site, { language, ui: CATALOGUES[language].frame, ...options });
      // A page's path is a site path: every internal link of the menus, and others.
      const paths = [...hrefs(site.header)].filter((href) => href.startsWith("/"));
      paths.push("/", "/no-such-page", '/a"quote&amp');
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        const props = {
          site,
          path,
          ...options,
          color: "light" as const,
          ui: CATALOGUES[language].frame,
          translations: [],
        };
        const whole = await renderFragment(createElement(SiteHeader, props));
        const kept = await renderFragment(createElement(SiteHeader, { ...props, rendered: chrome.nav }));
        expect(kept, path).toBe(whole);
      }
    },
  );

  it.each(sites.map((s) => [s.language, s]))("in %s: the footer", async (_, { language, site }) => {
    const chrome = await siteChrome(site, { language, ui: CATALOGUES[language].frame, ...options });
    const props = { site, siteHost: options.siteHost, ui: CATALOGUES[language].frame };
    expect(await renderFragment(createElement(SiteFooter, { ...props, rendered: chrome.footer }))).toBe(
      await renderFragment(createElement(SiteFooter, props)),
    );
  });

  it("a page whose path the menus link to is marked current, once per link; another page is not", async () => {
    const { site, language } = sites[0] as (typeof sites)[number];
    const chrome = await siteChrome(site, { language, ui: CATALOGUES[language].frame, ...options });
    const pricing = site.header.pricing.href;
    const props = { site, ...options, color: "light" as const, translations: [], rendered: chrome.nav };
    const html = await renderFragment(createElement(SiteHeader, { ...props, path: pricing }));
    expect(html).toContain(`href="${pricing}" aria-current="page"`);
    expect(await renderFragment(createElement(SiteHeader, { ...props, path: "/no-such-page" }))).not.toContain(
      "aria-current",
    );
  });

  it("docs/languages.md: the links follow the page's language, as in a whole render, and a new catalogue renders again", async () => {
    const german = sites.find((s) => s.language === "de") as (typeof sites)[number];
    const languages = {
      "/pricing": { language: "en" as const, translations: { de: "/preise" } },
      "/policies/sla": { language: "en" as const, translations: {} },
    };
    const chrome = await siteChrome(german.site, { language: "de", ui: CATALOGUES["de"].frame, ...options, languages });
    expect(chrome.nav.menus).toContain('href="/preise"');
    expect(chrome.nav.menus).not.toContain('href="/pricing"');
    expect(chrome.footer).toContain('href="/policies/sla" hrefLang="en"');
    const page = { siteHost: options.siteHost, language: "de" as const, languages };
    const props = { site: german.site, path: "/preise", ...options, color: "light" as const, translations: [] };
    const whole = await renderFragment(
      createElement(LinkPageContext, { value: page }, createElement(SiteHeader, props)),
    );
    expect(await renderFragment(createElement(SiteHeader, { ...props, rendered: chrome.nav }))).toBe(whole);
    expect(
      await siteChrome(german.site, {
        language: "de",
        ui: CATALOGUES["de"].frame,
        ...options,
        languages: { ...languages },
      }),
    ).not.toBe(chrome);
  });

  it("is kept per settings object: the same settings give the same HTML without rendering again", async () => {
    const { site, language } = sites[0] as (typeof sites)[number];
    expect(await siteChrome(site, { language, ui: CATALOGUES[language].frame, ...options })).toBe(
      await siteChrome(site, { language, ui: CATALOGUES[language].frame, ...options }),
    );
    expect(await siteChrome(structuredClone(site), { language, ui: CATALOGUES[language].frame, ...options })).not.toBe(
      await siteChrome(site, { language, ui: CATALOGUES[language].frame, ...options }),
    );
  });
});
