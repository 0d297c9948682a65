import { beforeAll, describe, expect, it } from "vitest";
import { DATA_SCOPE } from "../../client/tools/data-scope.tsx";
import { TOOL_ISLANDS, TOOL_SLUGS, tool } from "../../client/tools/tools.ts";
import { seedKv, visit } from "./kv.ts";

beforeAll(() => seedKv({ pages: [...TOOL_SLUGS.map((slug) => `/${slug}`), "/maps"] }));

describe("the 14 free tool pages (docs/tools.md)", () => {
  it.each(TOOL_SLUGS)("/%s renders its tool island, its related products and the other tools", async (slug) => {
    const response = await visit(`/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    // The tool and, inside it, no other island of its own.
    expect(islands[0]).toBe(TOOL_ISLANDS[tool(slug).kind]);
    expect(new Set(islands)).toEqual(new Set([TOOL_ISLANDS[tool(slug).kind]]));
    expect(html).toContain('id="computing-related-products">Computing-related products</p>');
    expect(html).toContain('<a href="/products/localities">Localities API</a>');
    expect(html.match(/id="more-free-tools"[\s\S]*?<\/nav>/)?.[0].match(/<li>/g)).toHaveLength(13);
    // The embedded geocoder answers here, so its open data is credited, and the tool says what it covers.
    expect(html).toContain("GeoNames (CC BY 4.0)");
    expect(html).toContain(DATA_SCOPE[tool(slug).kind]);
    expect(html).toContain("&quot;embedded&quot;:true");
    // FAQ from the page's accordion.
    expect(html).toContain('"@type":"FAQPage"');
  });

  it("the Eircode finder starts on Ireland and the ZIP code finder on the United States", async () => {
    expect(await (await visit("/eircode-finder")).text()).toMatch(/<option value="IE" selected="">Ireland<\/option>/);
    expect(await (await visit("/zip-code-lookup")).text()).toMatch(
      /<option value="US" selected="">United States<\/option>/,
    );
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
