import { readFileSync } from "node:fs";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { siteSchema } from "../../content/site-schema.ts";
import { blockHtml, canvasContext } from "./render-block.tsx";

const site = v.parse(siteSchema, JSON.parse(readFileSync("content/site.json", "utf8")));

describe("the editor's canvas (docs/editor.md, the page builder)", () => {
  it("shows a fact token with its value, as visitors read it", () => {
    const block = { type: "text", props: { body: [{ p: "Up to {{free.requests}} requests a month." }] } };
    const html = blockHtml(block, false, canvasContext({ language: "en" }, "/x", site, null, "localhost"), site) ?? "";
    expect(html).toContain("Up to 10,000 requests a month.");
    expect(html).not.toContain("{{");
  });
});
