/** A tiny SVG writer for the build-time images: strings in, strings out, numbers rounded. */

export type Attrs = Record<string, string | number | undefined | null | false>;

/** A number as SVG writes it: at most one decimal, no trailing zeros. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** Text safe inside an element or an attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function attributes(attrs: Attrs): string {
  let out = "";
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${name}="${typeof value === "number" ? num(value) : escapeXml(value)}"`;
  }
  return out;
}

/**
 * An element with attributes and children (already SVG text).
 * @example el("circle", { cx: 4, cy: 4, r: 2 }) // '<circle cx="4" cy="4" r="2"/>'
 */
export function el(tag: string, attrs: Attrs = {}, ...children: (string | false | null | undefined)[]): string {
  const body = children.filter(Boolean).join("");
  return body ? `<${tag}${attributes(attrs)}>${body}</${tag}>` : `<${tag}${attributes(attrs)}/>`;
}

/** A text element; `content` is escaped. */
export function text(content: string, attrs: Attrs): string {
  return `<text${attributes(attrs)}>${escapeXml(content)}</text>`;
}

/** A whole SVG document of the given size (the <img> that shows it carries the alt text). */
export function svgDocument(width: number, height: number, ...body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body.join("")}</svg>`;
}

/** A flat list of points as a path: M x y L x y …, closed when `close`. */
export function pathData(points: readonly (readonly [number, number])[], close: boolean): string {
  if (points.length === 0) return "";
  let d = "";
  let previous: [string, string] | null = null;
  for (const [x, y] of points) {
    const p: [string, string] = [num(x), num(y)];
    if (previous && previous[0] === p[0] && previous[1] === p[1]) continue;
    d += `${d ? "L" : "M"}${p[0]} ${p[1]}`;
    previous = p;
  }
  return close ? `${d}Z` : d;
}

/** A small deterministic hash of a text, for choices that must not change between builds. */
export function hashOf(textValue: string): number {
  let h = 2166136261;
  for (let i = 0; i < textValue.length; i += 1) {
    h ^= textValue.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
