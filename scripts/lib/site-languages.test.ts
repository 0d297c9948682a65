import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { siteSchema } from "../../client/content/site-schema.ts";
import { buildLanguageSites } from "./site-languages.ts";

const cta = (text: string) => ({ text, href: "/" });
const column = { title: "Column", items: [] };
const menu = { title: "Menu", links: [] };
const header = (contact: string) => ({
  exploreMap: cta("Map"),
  pricing: cta("Pricing"),
  contact: cta(contact),
  login: { text: "Log in" },
  signup: { text: "Sign up" },
  products: { label: "Products", useCases: column, products: column, industries: column },
  partnership: { label: "Partnership", menu: { title: "Partners", items: [{ text: "Home", href: "/" }] } },
  resources: { label: "Resources", business: column, developers: column },
});
const footer = (note: string) => ({
  menus: {
    clients: menu,
    products: menu,
    industries: menu,
    pricing: menu,
    developers: menu,
    company: menu,
    freeTools: menu,
    additional: menu,
  },
  social: [],
  legal: [],
  note,
});
const english = v.parse(siteSchema, {
  name: "Locus",
  tagline: "Addresses",
  header: header("Contact"),
  footer: footer("All rights reserved"),
  banner: { text: "News", color: "blue" },
  sectionPages: { blog: "/blog" },
  supportEmail: "support@locus.example",
});

function root(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "locus-site-languages-"));
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(value));
  return dir;
}

describe("site settings per language", () => {
  it("joins a language's tagline, header and footer with site.json; no banner in the file means none", () => {
    const dir = root({
      "site.de.json": { tagline: "Adressen", header: header("Kontakt"), footer: footer("Alle Rechte vorbehalten") },
    });
    const { sites, entries, problems } = buildLanguageSites(dir, english, new Set(["en", "de"]));
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.key)).toEqual(["site:de"]);
    const german = sites[0]?.settings;
    expect(german?.header.contact.text).toBe("Kontakt");
    expect(german?.footer.note).toBe("Alle Rechte vorbehalten");
    expect([german?.name, german?.sectionPages]).toEqual(["Locus", { blog: "/blog" }]);
    expect(german?.banner).toBeUndefined();
  });

  it("a language with published pages needs its file; an unused one does not", () => {
    expect(buildLanguageSites(root({}), english, new Set(["en"])).problems).toEqual([]);
    expect(buildLanguageSites(root({}), english, new Set(["en", "fr"])).problems).toEqual([
      expect.stringMatching(/site\.fr\.json: missing; pages in fr need their header, footer and banner in fr$/),
    ]);
  });

  it("names the file and field of a mistake, and refuses sections that are not per language", () => {
    const dir = root({ "site.fr.json": { tagline: "", header: header("Contact"), footer: footer("n"), name: "Lieu" } });
    const { problems } = buildLanguageSites(dir, english, new Set(["fr"]));
    expect(problems).toEqual([
      expect.stringMatching(/site\.fr\.json: tagline: tagline must not be empty$/),
      expect.stringMatching(/site\.fr\.json: name: unknown field name \(check its spelling\)$/),
    ]);
  });
});
