import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contentEntries } from "./built-kv.ts";
import { seedKv, visit } from "./kv.ts";

beforeAll(() => seedKv({ pages: ["/company", "/seite-nicht-gefunden", "/page-introuvable"] }));

const german = { "accept-language": "de-DE,de;q=0.9,en;q=0.5" };

describe("docs/languages.md: answers without a page of their own are in the visitor's language", () => {
  it("the 404 page: the language of the last page read (the locale cookie), else the browser's", async () => {
    const fromBrowser = await visit("/kein-solcher-pfad", { headers: german });
    expect(fromBrowser.status).toBe(404);
    expect(fromBrowser.headers.get("vary")).toContain("Accept-Language");
    const html = await fromBrowser.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(html).toContain("Diese Seite haben wir nicht gefunden");

    // The cookie wins over the browser: the visitor was reading French pages.
    const fromCookie = await visit("/nulle-part", { headers: { ...german, cookie: "locale=fr" } });
    expect(fromCookie.status).toBe(404);
    expect(await fromCookie.text()).toContain("Nous n’avons pas trouvé cette page");

    const english = await visit("/nowhere", { headers: { "accept-language": "es-ES, it;q=0.8" } });
    expect(await english.text()).toContain("We could not find that page");
  });

  it("the error page, with its reference (content failing its schema: 503)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const company = contentEntries.find((e) => e.key === "page:/company")?.value ?? "{}";
    const broken = { ...JSON.parse(company), blocks: [{ type: "text", props: { title: 3 } }] };
    await env.CONTENT.put("page:/kaputt", JSON.stringify(broken));
    const response = await visit("/kaputt", { headers: german });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Da ist etwas schiefgelaufen");
    expect(html).toMatch(/Referenz: <code>[\w-]+<\/code>/);
    expect(html).toContain('<a class="button button--primary" href="/" hreflang="en">Zur Startseite</a>');
    expect(logged).toHaveBeenCalledOnce();
  });

  it("a page asked with a method it does not take; the API's errors stay English JSON", async () => {
    const page = await visit("/company", { method: "DELETE", headers: { cookie: "locale=fr" } });
    expect(page.status).toBe(405);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Cette adresse n’accepte que GET, HEAD, pas les requêtes DELETE.");
    const api = await visit(`/api/localities/autocomplete?${"q=a&".repeat(600)}`, { headers: german });
    expect(api.status).toBe(414);
    expect(await api.json()).toEqual({ error: "The query string is too long: at most 2048 bytes." });
  });

  afterEach(() => vi.restoreAllMocks());
});
