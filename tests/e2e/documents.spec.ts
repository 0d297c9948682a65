import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";

/**
 * W3C validity rules (html-validate's "standard" preset) and whole-document rules.
 * Subresource integrity is required for cross-origin files only: every script and
 * stylesheet here comes from this origin, under hashed names.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  // input-attributes: no attribute an input's type does not take (readonly on a checkbox, docs/consent.md).
  rules: { "require-sri": ["error", { target: "crossorigin" }], "input-attributes": "error" },
});

const PAGES = [
  { path: "/", types: [] as string[] },
  { path: "/products/localities", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/blog/us-zip-codes-explained", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/policies/privacy", types: ["BreadcrumbList"] },
  { path: "/pricing", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/pricing-credits", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/products/stores", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/address-autocomplete-checkout", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/developers/localities", types: ["BreadcrumbList"] },
  // The German and French pages of the conversion path: a language's home has no trail, as "/".
  { path: "/startseite", types: [] },
  { path: "/accueil", types: [] },
  { path: "/preise", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/tarifs", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/produkte/localities", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/produits/localities", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/produkte/karten", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/produits/cartes", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/produkte/geolokalisierung", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/produits/geolocalisation", types: ["BreadcrumbList", "FAQPage"] },
  { path: "/rechtliches/datenschutz", types: ["BreadcrumbList"] },
  { path: "/juridique/confidentialite", types: ["BreadcrumbList"] },
  { path: "/rechtliches/cookies", types: ["BreadcrumbList"] },
  { path: "/juridique/cookies", types: ["BreadcrumbList"] },
  { path: "/impressum", types: ["BreadcrumbList"] },
  { path: "/juridique/mentions-legales", types: ["BreadcrumbList"] },
];

for (const { path, types } of PAGES) {
  test(`${path}: valid HTML, one h1, structured data that parses`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} (line ${m.line}): ${m.message}`));
    expect(messages).toEqual([]);

    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as { "@context": string; "@type": string });
    expect(data.map((d) => d["@type"])).toEqual(types);
    for (const item of data) expect(item["@context"]).toBe("https://schema.org");
  });
}

/** A sample of the whole catalogue: pages with pictures, a language switcher, other languages. */
const SAMPLE = [
  "/industry/logistics",
  "/use-case/geofencing",
  "/clients/kyma-ferries",
  "/clients/livraison-velo-cargo",
  "/news/partner-day-lyon-2025",
  "/kunden",
  "/entreprise",
  "/contact",
  "/policies/sla",
  // docs/languages.md: the German and French conversion path, and an English page with translations to suggest.
  "/clients",
  "/registrieren",
  "/inscription",
  "/registrierung-abgeschlossen",
  "/inscription-terminee",
  "/umfrage",
  "/questionnaire",
  "/danke",
  "/merci",
  "/seite-nicht-gefunden",
  "/page-introuvable",
];

for (const path of SAMPLE) {
  test(`${path}: valid HTML and one h1`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} (line ${m.line}): ${m.message}`));
    expect(messages).toEqual([]);
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
  });
}

test("the breadcrumb of a blog post is Home, Blog, the post", async ({ request }) => {
  const html = await (await request.get("/blog/us-zip-codes-explained")).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}";
  const list = JSON.parse(json) as { itemListElement: { name: string; item: string; position: number }[] };
  expect(list.itemListElement.map((i) => [i.position, new URL(i.item).pathname])).toEqual([
    [1, "/"],
    [2, "/blog"],
    [3, "/blog/us-zip-codes-explained"],
  ]);
});

test("pages in several languages link to each other with hreflang", async ({ request, baseURL }) => {
  const html = await (await request.get("/kunden")).text();
  expect(html).toContain('<html lang="de">');
  for (const [lang, path] of [
    ["de", "/kunden"],
    ["en", "/clients"],
    ["fr", "/entreprise"],
    ["x-default", "/clients"],
  ] as const) {
    expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${new URL(path, baseURL).href}"/>`);
  }
});
