import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_CAPABILITIES } from "../../client/localities/capabilities.ts";
import { TOOL_ISLANDS, TOOL_SLUGS, tool } from "../../client/tools/tools.ts";
import { howToSteps } from "../../client/tools/words/how-to.ts";
import { inputPlaceholder, toolExamples } from "../../client/tools/words/input-words.ts";
import { dataScope } from "../../client/tools/words/scope.ts";
import { EmbeddedProvider } from "../../worker/localities/embedded/embedded-provider.ts";
import { brokenPromises } from "../../scripts/lib/tool-promises.ts";
import { seedKv, visit } from "./kv.ts";

/** The text of a page's HTML, block by block (scripts left out). */
const pageText = (page: string) =>
  page
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

beforeAll(() => seedKv({ pages: [...TOOL_SLUGS.map((slug) => `/${slug}`), "/maps"], redirects: ["/zip-code-finder"] }));

describe("the 14 free tool pages (docs/tools.md)", () => {
  it.each(TOOL_SLUGS)("/%s renders its tool island, its related products and the other tools", async (slug) => {
    const response = await visit(`/${slug}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    const islands = [...page.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    // The tool and, inside it, no other island of its own.
    expect(islands[0]).toBe(TOOL_ISLANDS[tool(slug).kind]);
    expect(new Set(islands)).toEqual(new Set([TOOL_ISLANDS[tool(slug).kind]]));
    expect(page).toContain('id="computing-related-products">Computing-related products</p>');
    expect(page).toContain('<a href="/products/localities">Localities API</a>');
    expect(page.match(/id="more-free-tools"[\s\S]*?<\/nav>/)?.[0].match(/<li>/g)).toHaveLength(13);
    // The embedded geocoder answers here, so its open data is credited, and the tool says what it covers.
    expect(page).toContain("GeoNames (CC BY 4.0)");
    expect(page).toContain(html(dataScope(tool(slug).kind, EMBEDDED_CAPABILITIES)));
    expect(page).toContain("&quot;streets&quot;:false");
    // FAQ from the page's accordion.
    expect(page).toContain('"@type":"FAQPage"');
  });

  it("/zip-code-finder, the spec's link, redirects to the ZIP code tool", async () => {
    const response = await visit("/zip-code-finder", { redirect: "manual" });
    expect([response.status, new URL(response.headers.get("location") ?? "", "http://x").pathname]).toEqual([
      301,
      "/zip-code-lookup",
    ]);
  });

  it("the Eircode finder starts on Ireland and the ZIP code finder on the United States", async () => {
    expect(await (await visit("/eircode-finder")).text()).toMatch(/<option value="IE" selected="">Ireland<\/option>/);
    expect(await (await visit("/zip-code-lookup")).text()).toMatch(
      /<option value="US" selected="">United States<\/option>/,
    );
  });
});

describe("the first HTML says what the embedded provider answers (docs/tools.md)", () => {
  const addressTools = TOOL_SLUGS.filter((slug) => tool(slug).kind === "address");

  it.each(addressTools)(
    "/%s: its placeholder, examples and steps are chosen from the declaration, and promise no more",
    async (slug) => {
      const page = await (await visit(`/${slug}`)).text();
      const country = tool(slug).defaultCountry ?? "";
      expect(page).toContain(`placeholder="${html(inputPlaceholder(slug, EMBEDDED_CAPABILITIES, country))}"`);
      for (const example of toolExamples(slug, EMBEDDED_CAPABILITIES))
        expect(page).toContain(`>${html(example.text)}</button>`);
      for (const step of howToSteps(slug, EMBEDDED_CAPABILITIES)) expect(page).toContain(html(step));
      expect(brokenPromises(pageText(page), EMBEDDED_CAPABILITIES)).toEqual([]);
    },
  );

  it.each(TOOL_SLUGS)("/%s: every example it offers is answered by the embedded provider", async (slug) => {
    const provider = new EmbeddedProvider(env.ASSETS);
    for (const example of toolExamples(slug, EMBEDDED_CAPABILITIES)) {
      const countries = example.country ? [example.country] : [];
      const answer = await provider.autocomplete({ input: example.text, types: ["address"], countries });
      expect(answer.localities.length, `${slug}: ${example.text}`).toBeGreaterThan(0);
    }
  });
});

describe("the /maps page that directions and shared links open", () => {
  it("is one page for every link (the island reads the query in the browser) and is not indexed", async () => {
    const html = await (await visit("/maps?loc=51.5,-0.12,14&destination=abc")).text();
    expect(html).toContain('data-island="map-directions"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain("51.5");
  });
});
