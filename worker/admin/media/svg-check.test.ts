import { describe, expect, it } from "vitest";
import { inspectSvg } from "./svg-check.ts";

const svg = (text: string) => inspectSvg(new TextEncoder().encode(text));
const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe("an SVG upload is recognised by parsing it as XML, not by finding a tag", () => {
  it("an svg root in the SVG namespace, with its size from width and height or the viewBox", () => {
    expect(svg(`<svg ${NS} viewBox="0 0 120 80"><rect width="10" height="10"/></svg>`)).toEqual({
      width: 120,
      height: 80,
    });
    expect(svg(`<?xml version="1.0" encoding="UTF-8"?>\n<svg ${NS} width="64px" height="32"/>`)).toEqual({
      width: 64,
      height: 32,
    });
    expect(svg(`\uFEFF<svg ${NS} width="100%" height="100%" viewBox="0,0,40.5,20"/>`)).toEqual({
      width: 41,
      height: 20,
    });
  });

  it("what editors write stays: a DOCTYPE without entities, comments, Inkscape's and RDF's metadata, styles, links", () => {
    const inkscape = `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Created with an editor -->
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" width="10" height="10">
  <sodipodi:namedview pagecolor="#ffffff"/>
  <metadata><rdf:RDF><rdf:Description about="logo"/></rdf:RDF></metadata>
  <style>.a { fill: #123456 }</style>
  <a xlink:href="https://www.locus.example/"><use xlink:href="#shape"/></a>
  <path id="shape" class="a" d="M0 0h10v10z"/>
</svg>`;
    expect(svg(inkscape)).toEqual({ width: 10, height: 10 });
  });

  it("an HTML or XHTML page that holds an <svg> is not an SVG", () => {
    expect(svg(`<!doctype html><html><body><svg ${NS} viewBox="0 0 1 1"></svg></body></html>`)).toMatchObject({
      error: expect.stringContaining("well-formed XML"),
    });
    expect(
      svg(
        `<html xmlns="http://www.w3.org/1999/xhtml"><body><svg ${NS} viewBox="0 0 1 1"/><script>alert(1)</script></body></html>`,
      ),
    ).toEqual({ error: "This file is not an SVG image: it is an <html> document" });
    expect(svg('<svg viewBox="0 0 1 1"/>')).toEqual({
      error: 'This SVG lacks xmlns="http://www.w3.org/2000/svg" on its <svg>: browsers would not draw it as an image',
    });
    expect(svg("hello <svg>")).toMatchObject({ error: expect.stringContaining("well-formed XML") });
  });

  it.each([
    [`<svg ${NS} viewBox="0 0 1 1"><script>alert(1)</script></svg>`, "it holds a <script> element"],
    [`<svg ${NS} viewBox="0 0 1 1"><SCRIPT>alert(1)</SCRIPT></svg>`, "it holds a <SCRIPT> element"],
    [
      `<s:svg xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><s:script/></s:svg>`,
      "it holds a <s:script> element",
    ],
    [
      `<svg ${NS} viewBox="0 0 1 1"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject></svg>`,
      "it holds a <foreignObject> element",
    ],
    [
      `<svg ${NS} viewBox="0 0 1 1"><g><p xmlns="http://www.w3.org/1999/xhtml">x</p></g></svg>`,
      "it holds HTML content (<p>)",
    ],
    [
      `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml" viewBox="0 0 1 1"><metadata><h:script/></metadata></svg>`,
      "it holds HTML content (<h:script>)",
    ],
    [
      `<svg ${NS} viewBox="0 0 1 1"><math xmlns="http://www.w3.org/1998/Math/MathML"/></svg>`,
      "it holds MathML content (<math>)",
    ],
    [`<svg ${NS} viewBox="0 0 1 1" onload="alert(1)"/>`, "<svg> has an event handler (onload)"],
    [`<svg ${NS} viewBox="0 0 1 1"><rect ONCLICK="x"/></svg>`, "<rect> has an event handler (ONCLICK)"],
    [
      `<svg ${NS} viewBox="0 0 1 1"><a href="java&#x09;script:alert(1)"><rect/></a></svg>`,
      "<a> has a script or document address in href",
    ],
    [
      `<svg ${NS} viewBox="0 0 1 1"><a><set attributeName="href" to=" JavaScript:alert(1)"/></a></svg>`,
      "<set> has a script or document address in to",
    ],
    [
      `<svg ${NS} viewBox="0 0 1 1"><image href="data:text/html,&lt;script&gt;"/></svg>`,
      "<image> has a script or document address in href",
    ],
    [`<svg ${NS} viewBox="0 0 1 1"><x:y/></svg>`, "the prefix of <x:y> is not declared"],
    [`<svg ${NS} viewBox="0 0 1 1"><?php echo 1 ?></svg>`, "it holds a processing instruction (<?php?>)"],
  ])("%s is refused", (text, reason) => {
    expect(svg(text)).toEqual({ error: `This SVG is not taken: ${reason}` });
  });

  it("entities declared in a DOCTYPE, or processing instructions before the root, are refused; undefined entities do not parse", () => {
    const entity = `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>`;
    expect(svg(`${entity}<svg ${NS} viewBox="0 0 1 1"/>`)).toEqual({
      error: "This SVG is not taken: its DOCTYPE declares entities",
    });
    // The parser expands no entity of a DTD: one in use is not well-formed for it.
    expect(svg(`${entity}<svg ${NS} viewBox="0 0 1 1">&x;</svg>`)).toMatchObject({
      error: expect.stringContaining("well-formed XML"),
    });
    expect(svg(`<?xml-stylesheet href="x.xsl" type="text/xsl"?><svg ${NS} viewBox="0 0 1 1"/>`)).toEqual({
      error: "This SVG is not taken: it holds a processing instruction (<?xml-stylesheet?>)",
    });
    expect(svg(`<svg ${NS} viewBox="0 0 1 1">&x;</svg>`)).toMatchObject({
      error: expect.stringContaining("well-formed"),
    });
  });

  it("no size, bytes that are not UTF-8, and a file nested 200,000 deep are refused with a sentence, never thrown", () => {
    expect(svg(`<svg ${NS} viewBox="0 0 1 1">${"<g>".repeat(300)}${"</g>".repeat(300)}</svg>`)).toEqual({
      width: 1,
      height: 1,
    });
    expect(svg(`<svg ${NS}/>`)).toEqual({
      error: "The image has no width and height (an SVG needs width and height or a viewBox)",
    });
    expect(inspectSvg(new Uint8Array([0x3c, 0x73, 0xff, 0xfe]))).toEqual({
      error: "This file is not an image: an SVG must be UTF-8 text",
    });
    const deep = `<svg ${NS} viewBox="0 0 1 1">${"<g>".repeat(200_000)}${"</g>".repeat(200_000)}</svg>`;
    expect(svg(deep)).toEqual({ error: "This SVG is not taken: its elements are nested too deeply" });
  });
});
