/**
 * /developers/localities as the Worker serves it (docs/localities.md#developer-page): the
 * reference is read from the OpenAPI document the build generated, the samples call the
 * product's base address from the site settings, and the try-it panel is an island that
 * waits until it comes into view (no React on the first load).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../client/developers/openapi-types.ts";
import { seedKv, visit } from "./kv.ts";

const PATH = "/developers/localities";

beforeAll(() => seedKv({ pages: [PATH, "/policies/api-specifications-table"] }));

/** The HTML of one section of the page, by its anchor. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  if (start === -1) throw new Error(`no section #${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("the developer page", () => {
  it("is a server-rendered page whose try-it panel loads only in view", async () => {
    const response = await visit(PATH);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Localities API reference<\/h1>/);
    expect(html).toContain('<locus-island data-island="api-try-it" data-load="visible"');
    // Its form works before it hydrates: it asks this site's own endpoint, without a key.
    expect(section(html, "try_it")).toContain('action="/api/localities/autocomplete"');
    expect(section(html, "try_it")).not.toContain("key=");
  });

  it("documents each endpoint from the OpenAPI document the API serves", async () => {
    const html = await (await visit(PATH)).text();
    const document = (await (await visit("/api/localities/openapi.json")).json()) as OpenApiDocument;
    for (const operation of ["autocomplete", "details", "geocode"]) {
      const part = section(html, operation);
      const described = document.paths[`/${operation}`]?.get;
      expect(part).toContain(`api-endpoint__summary">${described?.summary}<`);
      for (const parameter of described?.parameters ?? []) expect(part).toContain(`<code>${parameter.name}</code>`);
      for (const status of Object.keys(described?.responses ?? {}))
        expect(part).toMatch(new RegExp(`<th scope="row">${status}</th>`));
      // Samples call the product's base address (site settings), with a key.
      expect(part).toContain(`https://api.locus.example/localities/${operation}`);
      expect(part).toContain("YOUR_PRIVATE_KEY");
    }
  });

  it("is where the header, the footer and the API specifications table send developers", async () => {
    const page = await (await visit(PATH)).text();
    expect(page).toContain(`href="${PATH}#quick_start"`);
    expect(page).not.toMatch(/href="https:\/\/docs\./);
    const table = await (await visit("/policies/api-specifications-table")).text();
    expect(table).toContain(`href="${PATH}"`);
  });
});
