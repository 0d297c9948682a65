import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";

beforeAll(() => seedKv({ pages: ["/company", "/industry/logistics", "/use-case/store-locator"] }));

function pageJson(path: string): Record<string, unknown> {
  const entry = contentEntries.find((e) => e.key === `page:${path}`);
  if (!entry) throw new Error(`no page ${path}`);
  return JSON.parse(entry.value) as Record<string, unknown>;
}

async function pageWith(path: string, demos: string[]): Promise<string> {
  const page = pageJson("/company");
  const blocks = [
    ...(page.blocks as object[]),
    ...demos.map((demo) => ({ type: "productDemo", props: { demo, title: `Demo ${demo}` } })),
  ];
  await env.CONTENT.put(`page:${path}`, JSON.stringify({ ...page, slug: path.slice(1), blocks }));
  const response = await visit(path);
  expect(response.status).toBe(200);
  return response.text();
}

describe("product demos (docs/demos.md names, docs/demos.md unknown name)", () => {
  it("an unknown name renders nothing visible and a marker the site script logs; no island is loaded", async () => {
    const html = await pageWith("/demo-unknown", ["carousel3d"]);
    expect(html).toContain(
      `<div hidden="" data-unknown-demo="carousel3d" data-console-message="The demo carousel3d does not exists"></div>`,
    );
    expect(html).not.toContain("Demo carousel3d");
    expect(html).not.toContain("data-island=");
    expect(html).not.toContain("/static/entry-");
  });

  it("none renders nothing", async () => {
    const html = await pageWith("/demo-none", ["none"]);
    expect(html).not.toContain("Demo none");
    expect(html).not.toContain("data-unknown-demo");
  });

  it("each named demo is its island, which waits to be seen: nothing of it is preloaded (docs/demos.md)", async () => {
    const html = await pageWith("/demo-all", [
      "address",
      "autocompleteAddress",
      "distance",
      "geolocation",
      "localities",
      "localities-checkout-fr",
      "localities-checkout-uk",
      "map",
      "stores",
    ]);
    const islands = [...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1]);
    expect(islands).toEqual([
      "tool-address",
      "demo-autocomplete",
      "demo-distance",
      "demo-geolocation",
      "demo-localities",
      "demo-checkout",
      "demo-checkout",
      "demo-map",
      "demo-stores",
    ]);
    expect(html).toContain(`data-props="{&quot;country&quot;:&quot;GB&quot;,&quot;embedded&quot;:true}"`);
    expect([...html.matchAll(/data-island="[\w-]+" data-load="visible"/g)]).toHaveLength(islands.length);
    expect(html).not.toMatch(/<link rel="modulepreload" href="\/static\/chunks\/(demo|tool)-[\w-]+\.js"/);
    expect(html).toMatch(/<script type="module" src="\/static\/entry-\w+\.js">/);
  });

  it("the demos on the product pages are rendered on the server with their first state", async () => {
    const stores = await (await visit("/use-case/store-locator")).text();
    expect(stores).toContain("40 Fernway Cycles shops in 7 countries.");
    const distance = await (await visit("/industry/logistics")).text();
    expect(distance).toContain("Choose two places, for example Lyon and Paris");
  });
});
