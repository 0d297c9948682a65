import type { Inline, InlineNode, RichText, RichTextBlock } from "../../rich-text/schema.ts";

/**
 * Rich text (client/rich-text/schema.ts) to and from the HTML of a contentEditable box:
 * paragraphs, headings 2–6, lists, bold, italic and links; anything else pasted in keeps
 * only its text. Pure functions over the DOM.
 */

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function inlineToHtml(value: Inline | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "string") return escapeXml(value);
  return value.map(nodeToHtml).join("");
}

function nodeToHtml(node: InlineNode): string {
  if (typeof node === "string") return escapeXml(node);
  if ("b" in node) return `<b>${inlineToHtml(node.b)}</b>`;
  if ("i" in node) return `<i>${inlineToHtml(node.i)}</i>`;
  return `<a href="${escapeXml(node.a)}">${inlineToHtml(node.text)}</a>`;
}

export function richTextToHtml(value: RichText | undefined): string {
  return (value ?? [])
    .map((block) => {
      if ("p" in block) return `<p>${inlineToHtml(block.p) || "<br>"}</p>`;
      if ("h" in block) return `<h${block.h}>${inlineToHtml(block.text)}</h${block.h}>`;
      const tag = "ul" in block ? "ul" : "ol";
      const items = "ul" in block ? block.ul : block.ol;
      return `<${tag}>${items.map((item) => `<li>${inlineToHtml(item)}</li>`).join("")}</${tag}>`;
    })
    .join("");
}

/** Joins adjacent strings; a single string stays a string. */
function simplify(nodes: InlineNode[]): Inline {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (typeof node === "string" && typeof last === "string") out[out.length - 1] = last + node;
    else if (node !== "") out.push(node);
  }
  if (out.length === 0) return "";
  return out.length === 1 && typeof out[0] === "string" ? out[0] : out;
}

export function inlineFromDom(parent: Node): Inline {
  const nodes: InlineNode[] = [];
  parent.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      nodes.push((child.textContent ?? "").replace(/\u00a0/g, " "));
      return;
    }
    if (!(child instanceof HTMLElement)) return;
    const tag = child.tagName.toLowerCase();
    const inner = inlineFromDom(child);
    if (tag === "br") nodes.push(" ");
    else if (tag === "b" || tag === "strong") nodes.push({ b: inner });
    else if (tag === "i" || tag === "em") nodes.push({ i: inner });
    else if (tag === "a" && child.getAttribute("href"))
      nodes.push({ a: child.getAttribute("href") as string, text: inner });
    else if (typeof inner === "string") nodes.push(inner);
    else nodes.push(...inner);
  });
  return simplify(nodes);
}

const HEADING = /^h([2-6])$/;

export function richTextFromDom(root: HTMLElement): RichText {
  const blocks: RichTextBlock[] = [];
  let loose: Node[] = [];
  const flush = () => {
    if (loose.length === 0) return;
    const holder = document.createElement("p");
    for (const node of loose) holder.appendChild(node.cloneNode(true));
    const p = inlineFromDom(holder);
    if (p !== "" && !(typeof p === "string" && p.trim() === "")) blocks.push({ p });
    loose = [];
  };
  root.childNodes.forEach((child) => {
    const tag = child instanceof HTMLElement ? child.tagName.toLowerCase() : "";
    const heading = HEADING.exec(tag);
    if (tag === "p" || tag === "div" || heading || tag === "ul" || tag === "ol" || tag === "h1") flush();
    else {
      loose.push(child);
      return;
    }
    const element = child as HTMLElement;
    if (tag === "ul" || tag === "ol") {
      const items = [...element.querySelectorAll(":scope > li")].map((li) => inlineFromDom(li));
      blocks.push(tag === "ul" ? { ul: items } : { ol: items });
    } else if (heading || tag === "h1") {
      blocks.push({ h: (heading ? Number(heading[1]) : 2) as 2 | 3 | 4 | 5 | 6, text: inlineFromDom(element) });
    } else {
      const p = inlineFromDom(element);
      if (!(typeof p === "string" && p.trim() === "")) blocks.push({ p });
    }
  });
  flush();
  return blocks;
}
