/** Drawing parts shared by the build-time pictures: pins, labels, cards, bars, icons, routes. */
import { GLYPHS, type GlyphName } from "./glyphs.ts";
import { FONT_STACK, PALETTE } from "./palette.ts";
import { el, num, text } from "./svg.ts";

/** A map pin whose tip is at (x, y). */
export function pin(x: number, y: number, colour: string = PALETTE.accent, size = 1): string {
  const s = size;
  return el(
    "g",
    { transform: `translate(${num(x)} ${num(y)})${s === 1 ? "" : ` scale(${s})`}` },
    el("path", {
      d: "M0 0C-6-8-11-13.5-11-19.5a11 11 0 1 1 22 0C11-13.5 6-8 0 0z",
      fill: colour,
      stroke: PALETTE.white,
      "stroke-width": 2,
    }),
    el("circle", { cy: -19.5, r: 4.2, fill: PALETTE.white }),
  );
}

/** A town's dot. */
export function dot(x: number, y: number, colour: string = PALETTE.inkSoft, r = 3.2): string {
  return el("circle", { cx: x, cy: y, r, fill: colour, stroke: PALETTE.white, "stroke-width": 1.5 });
}

/** Words with a white halo, so they stay readable over a map. */
export function label(
  x: number,
  y: number,
  content: string,
  options: {
    size?: number;
    weight?: number;
    colour?: string;
    anchor?: "start" | "middle" | "end";
    halo?: boolean;
  } = {},
): string {
  const { size = 14, weight = 600, colour = PALETTE.ink, anchor = "start", halo = true } = options;
  return text(content, {
    x,
    y,
    "font-family": FONT_STACK,
    "font-size": size,
    "font-weight": weight,
    fill: colour,
    "text-anchor": anchor === "start" ? undefined : anchor,
    ...(halo
      ? { stroke: PALETTE.white, "stroke-width": 3.5, "stroke-linejoin": "round", "paint-order": "stroke" }
      : {}),
  });
}

/** A panel with rounded corners and a soft offset shadow (no filter: small and crisp). */
export function card(
  x: number,
  y: number,
  w: number,
  h: number,
  options: { fill?: string; radius?: number; shadow?: boolean; stroke?: string } = {},
): string {
  const { fill = PALETTE.white, radius = 14, shadow = true, stroke = PALETTE.line } = options;
  return [
    shadow
      ? el("rect", { x: x + 2, y: y + 6, width: w, height: h, rx: radius, fill: PALETTE.navy, "fill-opacity": 0.08 })
      : "",
    el("rect", {
      x,
      y,
      width: w,
      height: h,
      rx: radius,
      fill,
      stroke,
      "stroke-width": stroke === "none" ? undefined : 1.2,
    }),
  ].join("");
}

/** A line of text drawn as a rounded bar (interface sketches say "text here" without words). */
export function bar(x: number, y: number, w: number, options: { h?: number; colour?: string } = {}): string {
  const { h = 8, colour = PALETTE.line } = options;
  return el("rect", { x, y, width: w, height: h, rx: h / 2, fill: colour });
}

/** One of the glyphs, stroked, with its top-left corner at (x, y). */
export function glyph(
  name: GlyphName,
  x: number,
  y: number,
  size = 24,
  colour: string = PALETTE.accent,
  width = 1.8,
): string {
  return el("path", {
    d: GLYPHS[name],
    transform: `translate(${num(x)} ${num(y)}) scale(${Math.round((size / 24) * 100) / 100})`,
    fill: "none",
    stroke: colour,
    "stroke-width": (width * 24) / size,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

/** A round badge holding a glyph, centred on (cx, cy). */
export function badge(
  name: GlyphName,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  background: string = PALETTE.white,
): string {
  const size = r * 1.1;
  return [
    el("circle", { cx, cy: cy + 3, r, fill: PALETTE.navy, "fill-opacity": 0.1 }),
    el("circle", { cx, cy, r, fill: background, stroke: PALETTE.line, "stroke-width": 1.2 }),
    glyph(name, cx - size / 2, cy - size / 2, size, colour, 2),
  ].join("");
}

/** A route through points, rounded at the corners. */
export function route(
  points: readonly (readonly [number, number])[],
  colour: string = PALETTE.accent,
  options: { width?: number; dashed?: boolean } = {},
): string {
  const { width = 4, dashed = false } = options;
  if (points.length < 2) return "";
  let d = `M${num(points[0]?.[0] ?? 0)} ${num(points[0]?.[1] ?? 0)}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [x, y] = points[i] as readonly [number, number];
    const [nx, ny] = points[i + 1] as readonly [number, number];
    d += `Q${num(x)} ${num(y)} ${num((x + nx) / 2)} ${num((y + ny) / 2)}`;
  }
  const last = points[points.length - 1] as readonly [number, number];
  d += `L${num(last[0])} ${num(last[1])}`;
  return [
    el("path", {
      d,
      fill: "none",
      stroke: PALETTE.white,
      "stroke-width": width + 4,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    el("path", {
      d,
      fill: "none",
      stroke: colour,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      "stroke-dasharray": dashed ? `${width * 2} ${width * 2}` : undefined,
    }),
  ].join("");
}

/** A rectangle clipped to rounded corners, in which a map or a pattern is drawn. */
export function clipFrame(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  content: string,
): string {
  return [
    el("clipPath", { id }, el("rect", { x, y, width: w, height: h, rx: radius })),
    el("g", { "clip-path": `url(#${id})` }, content),
  ].join("");
}
