/**
 * Parts of the illustrations: a map panel from Natural Earth and GeoNames, a street grid
 * for city-scale scenes, and interface sketches (search box, result list, matrix, form,
 * floor plan, code). Each returns SVG text placed at the given position.
 */
import { bar, card, clipFrame, dot, glyph, label, pin, route } from "./draw.ts";
import { mercatorFrame, type MapFrame } from "./geo/frame.ts";
import { countriesLayer, townsInFrame } from "./geo/map-layer.ts";
import type { Bbox, World } from "./geo/world.ts";
import type { GlyphName } from "./glyphs.ts";
import { FONT_STACK, PALETTE } from "./palette.ts";
import { el, hashOf, num, text } from "./svg.ts";

export const ILLUSTRATION_SIZE = { width: 640, height: 480 } as const;

/** A map of `bbox` filling the illustration, the `focus` countries highlighted, with their largest towns as dots. */
export function mapPanel(
  world: World,
  bbox: Bbox,
  focus: readonly string[],
  options: { towns?: number; accent?: string } = {},
): { svg: string; frame: MapFrame } {
  const { width, height } = ILLUSTRATION_SIZE;
  const frame = mercatorFrame(bbox, width, height, 0.04);
  const focusSet = new Set(focus);
  const towns = options.towns ? townsInFrame(frame, world, focusSet, options.towns) : [];
  const content = [
    el("rect", { width, height, fill: PALETTE.sea }),
    countriesLayer(frame, world, { focus: focusSet, focusBorder: options.accent ?? PALETTE.accent, tolerance: 0.7 }),
    ...towns.map((t) => dot(...frame.project(t.lng, t.lat))),
  ].join("");
  return { svg: clipFrame("panel", 0, 0, width, height, 28, content), frame };
}

/** Streets of an imaginary town: a loose grid, two main roads, a river and a park (city-scale scenes). */
export function streetPanel(seed: string, options: { river?: boolean } = {}): string {
  const { width, height } = ILLUSTRATION_SIZE;
  const h = hashOf(seed);
  const parts: string[] = [el("rect", { width, height, fill: "#eef2f8" })];
  // Blocks between streets.
  const cols = [0, 70, 150, 215, 300, 370, 450, 520, 600, 680];
  const rows = [0, 64, 130, 200, 262, 330, 398, 470, 540];
  for (let i = 0; i < cols.length - 1; i += 1) {
    for (let j = 0; j < rows.length - 1; j += 1) {
      const x = (cols[i] as number) + 7;
      const y = (rows[j] as number) + 7;
      const w = (cols[i + 1] as number) - (cols[i] as number) - 14;
      const hh = (rows[j + 1] as number) - (rows[j] as number) - 14;
      const park = (i * 7 + j * 3 + h) % 11 === 0;
      parts.push(el("rect", { x, y, width: w, height: hh, rx: 5, fill: park ? "#d5f1e1" : PALETTE.white }));
    }
  }
  // Main roads and, for some towns, a river.
  parts.push(
    el("path", {
      d: `M-10 ${250 + (h % 40)}C180 ${210 + (h % 30)} 420 ${300 - (h % 50)} 660 ${240 + (h % 20)}`,
      fill: "none",
      stroke: "#ffe9a8",
      "stroke-width": 14,
      "stroke-linecap": "round",
    }),
  );
  parts.push(
    el("path", {
      d: `M${260 + (h % 60)} -10C${300 + (h % 40)} 160 ${200 + (h % 30)} 330 ${280 + (h % 50)} 500`,
      fill: "none",
      stroke: "#ffe9a8",
      "stroke-width": 12,
      "stroke-linecap": "round",
    }),
  );
  if (options.river)
    parts.push(
      el("path", {
        d: "M-10 420C120 380 220 460 360 410S560 340 660 380",
        fill: "none",
        stroke: PALETTE.sea,
        "stroke-width": 30,
        "stroke-linecap": "round",
      }),
    );
  return clipFrame(`streets-${h % 1000}`, 0, 0, width, height, 28, parts.join(""));
}

/** A search box with a query and, below it, suggestions whose first `match` characters are bold. */
export function searchCard(
  x: number,
  y: number,
  w: number,
  query: string,
  suggestions: readonly { main: string; sub?: string }[],
  options: { match?: number; icon?: GlyphName } = {},
): string {
  const rowH = 50;
  const h = 58 + suggestions.length * rowH + (suggestions.length ? 10 : 0);
  const match = options.match ?? 0;
  const out = [card(x, y, w, h), glyph(options.icon ?? "search", x + 16, y + 17, 24, PALETTE.accent, 2.2)];
  out.push(
    text(query, {
      x: x + 52,
      y: y + 36,
      "font-family": FONT_STACK,
      "font-size": 18,
      "font-weight": 600,
      fill: PALETTE.ink,
    }),
  );
  if (suggestions.length) out.push(el("path", { d: `M${x} ${y + 58}H${x + w}`, stroke: PALETTE.line }));
  suggestions.forEach((s, i) => {
    const ry = y + 58 + i * rowH;
    if (i === 0)
      out.push(el("rect", { x: x + 6, y: ry + 5, width: w - 12, height: rowH - 4, rx: 8, fill: PALETTE.accentPale }));
    out.push(glyph("pin", x + 18, ry + 15, 20, PALETTE.inkSoft, 2));
    const bold = s.main.slice(0, match);
    const rest = s.main.slice(match);
    out.push(
      `<text x="${num(x + 48)}" y="${num(ry + 25)}" font-family="${FONT_STACK.replace(/"/g, "&quot;")}" font-size="15" fill="${PALETTE.ink}"><tspan font-weight="700">${escapeXml(bold)}</tspan>${escapeXml(rest)}</text>`,
    );
    if (s.sub)
      out.push(
        text(s.sub, { x: x + 48, y: ry + 43, "font-family": FONT_STACK, "font-size": 12.5, fill: PALETTE.inkSoft }),
      );
  });
  return out.join("");
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

/** A list of results: a glyph, a title line and a grey line, with an optional value on the right ("0.8 km"). */
export function listCard(
  x: number,
  y: number,
  w: number,
  rows: readonly { title: string; value?: string; glyph?: GlyphName; colour?: string }[],
  heading?: string,
): string {
  const rowH = 56;
  const top = heading ? 44 : 10;
  const h = top + rows.length * rowH + 8;
  const out = [card(x, y, w, h)];
  if (heading)
    out.push(
      text(heading, {
        x: x + 18,
        y: y + 29,
        "font-family": FONT_STACK,
        "font-size": 14,
        "font-weight": 700,
        fill: PALETTE.inkSoft,
        "letter-spacing": 0.5,
      }),
    );
  rows.forEach((row, i) => {
    const ry = y + top + i * rowH;
    if (i > 0) out.push(el("path", { d: `M${x + 16} ${ry}H${x + w - 16}`, stroke: PALETTE.line }));
    out.push(el("circle", { cx: x + 34, cy: ry + 28, r: 17, fill: PALETTE.accentPale }));
    out.push(glyph(row.glyph ?? "pin", x + 25, ry + 19, 18, row.colour ?? PALETTE.accent, 2.2));
    out.push(
      text(row.title, {
        x: x + 62,
        y: ry + 24,
        "font-family": FONT_STACK,
        "font-size": 15,
        "font-weight": 700,
        fill: PALETTE.ink,
      }),
    );
    out.push(bar(x + 62, ry + 34, Math.min(w - 150, 90 + ((i * 37) % 60))));
    if (row.value)
      out.push(
        text(row.value, {
          x: x + w - 18,
          y: ry + 33,
          "font-family": FONT_STACK,
          "font-size": 14,
          "font-weight": 600,
          fill: PALETTE.inkSoft,
          "text-anchor": "end",
        }),
      );
  });
  return out.join("");
}

/** A small card with a big value and a caption. */
export function statCard(
  x: number,
  y: number,
  value: string,
  caption: string,
  colour: string = PALETTE.accent,
  w = 170,
): string {
  return [
    card(x, y, w, 84),
    text(value, { x: x + 18, y: y + 42, "font-family": FONT_STACK, "font-size": 26, "font-weight": 800, fill: colour }),
    text(caption, {
      x: x + 18,
      y: y + 66,
      "font-family": FONT_STACK,
      "font-size": 13,
      "font-weight": 600,
      fill: PALETTE.inkSoft,
    }),
  ].join("");
}

/** A dark code panel with coloured lines (a request and its answer). */
export function codeCard(
  x: number,
  y: number,
  w: number,
  lines: readonly { text: string; colour?: string; indent?: number }[],
): string {
  const h = 30 + lines.length * 24;
  const out = [card(x, y, w, h, { fill: PALETTE.navy, stroke: "none" })];
  out.push(
    [PALETTE.distance, PALETTE.yellow, PALETTE.mint]
      .map((c, i) => el("circle", { cx: x + 20 + i * 16, cy: y + 16, r: 4.5, fill: c }))
      .join(""),
  );
  lines.forEach((line, i) => {
    out.push(
      text(line.text, {
        x: x + 20 + (line.indent ?? 0) * 16,
        y: y + 46 + i * 24,
        "font-family": "ui-monospace, Menlo, Consolas, monospace",
        "font-size": 14,
        fill: line.colour ?? "#c9d3ee",
      }),
    );
  });
  return out.join("");
}

/** A form whose fields are labelled; filled fields are ticked. */
export function formCard(
  x: number,
  y: number,
  w: number,
  fields: readonly { label: string; value?: string; active?: boolean }[],
  heading?: string,
): string {
  const fieldH = 64;
  const top = heading ? 52 : 16;
  const h = top + fields.length * fieldH + 8;
  const out = [card(x, y, w, h)];
  if (heading)
    out.push(
      text(heading, {
        x: x + 20,
        y: y + 34,
        "font-family": FONT_STACK,
        "font-size": 17,
        "font-weight": 800,
        fill: PALETTE.ink,
      }),
    );
  fields.forEach((f, i) => {
    const fy = y + top + i * fieldH;
    out.push(
      text(f.label, {
        x: x + 20,
        y: fy + 12,
        "font-family": FONT_STACK,
        "font-size": 12,
        "font-weight": 700,
        fill: PALETTE.inkSoft,
      }),
    );
    out.push(
      el("rect", {
        x: x + 20,
        y: fy + 20,
        width: w - 40,
        height: 34,
        rx: 8,
        fill: PALETTE.white,
        stroke: f.active ? PALETTE.accent : PALETTE.line,
        "stroke-width": f.active ? 2 : 1.2,
      }),
    );
    if (f.value)
      out.push(
        text(f.value, {
          x: x + 32,
          y: fy + 42,
          "font-family": FONT_STACK,
          "font-size": 14,
          "font-weight": 600,
          fill: PALETTE.ink,
        }),
      );
    if (f.value && !f.active) out.push(glyph("check", x + w - 50, fy + 26, 20, PALETTE.map, 2.6));
  });
  return out.join("");
}

/** A building's floor: rooms around a corridor, a route to a room and a level switch. */
export function floorPlan(x: number, y: number, w: number, h: number, accent: string = PALETTE.accent): string {
  const out = [card(x, y, w, h, { fill: "#fbfcfe" })];
  const cw = (w - 40) / 4;
  const rooms: [number, number, number, number][] = [];
  for (let i = 0; i < 4; i += 1) {
    rooms.push([x + 20 + i * cw, y + 20, cw - 8, h * 0.34]);
    rooms.push([x + 20 + i * cw, y + h * 0.62, cw - 8, h * 0.34 - 20]);
  }
  const roomGlyphs: (GlyphName | null)[] = ["users", "cross", null, "cart", "documentation", null, "clock", "building"];
  rooms.forEach(([rx, ry, rw, rh], i) => {
    out.push(
      el("rect", {
        x: rx,
        y: ry,
        width: rw,
        height: rh,
        rx: 6,
        fill: i === 5 ? PALETTE.accentPale : PALETTE.white,
        stroke: PALETTE.border,
        "stroke-width": 1.4,
      }),
    );
    const g = roomGlyphs[i];
    if (g) out.push(glyph(g, rx + rw / 2 - 13, ry + rh / 2 - 13, 26, PALETTE.border, 2));
  });
  const corridorY = y + h * 0.48;
  out.push(
    route(
      [
        [x + 40, corridorY],
        [x + w * 0.45, corridorY],
        [x + w * 0.6, corridorY + 6],
        [x + 20 + 2.5 * cw - 4, y + h * 0.62 + 14],
      ],
      accent,
      { dashed: true, width: 4 },
    ),
  );
  out.push(
    el("circle", { cx: x + 40, cy: corridorY, r: 9, fill: PALETTE.accent, stroke: PALETTE.white, "stroke-width": 3 }),
  );
  out.push(pin(x + 20 + 2.5 * cw - 4, y + h * 0.62 + 30, accent));
  return out.join("");
}

/** The level switch of an indoor map. */
export function levelSwitch(x: number, y: number, levels: readonly string[], active: number): string {
  const out = [card(x, y, 52, levels.length * 40 + 8, { radius: 12 })];
  levels.forEach((level, i) => {
    if (i === active)
      out.push(el("rect", { x: x + 6, y: y + 6 + i * 40, width: 40, height: 36, rx: 8, fill: PALETTE.accent }));
    out.push(
      text(level, {
        x: x + 26,
        y: y + 30 + i * 40,
        "font-family": FONT_STACK,
        "font-size": 14,
        "font-weight": 700,
        fill: i === active ? PALETTE.white : PALETTE.ink,
        "text-anchor": "middle",
      }),
    );
  });
  return out.join("");
}

/** Zoom buttons of a map. */
export function zoomControls(x: number, y: number): string {
  return [
    card(x, y, 44, 88, { radius: 10 }),
    el("path", {
      d: `M${x + 14} ${y + 22}h16M${x + 22} ${y + 14}v16M${x + 14} ${y + 66}h16M${x} ${y + 44}h44`,
      stroke: PALETTE.ink,
      "stroke-width": 2.4,
      "stroke-linecap": "round",
    }),
  ].join("");
}

/** A numbered round marker (cluster or delivery stop). */
export function numbered(x: number, y: number, n: string, colour: string = PALETTE.accent, r = 16): string {
  return [
    el("circle", { cx: x, cy: y, r: r + 5, fill: colour, "fill-opacity": 0.2 }),
    el("circle", { cx: x, cy: y, r, fill: colour, stroke: PALETTE.white, "stroke-width": 2.5 }),
    text(n, {
      x,
      y: y + 5,
      "font-family": FONT_STACK,
      "font-size": r * 0.9,
      "font-weight": 800,
      fill: PALETTE.white,
      "text-anchor": "middle",
    }),
  ].join("");
}

/** "You are here": the visitor's position with its accuracy circle. */
export function here(x: number, y: number): string {
  return [
    el("circle", { cx: x, cy: y, r: 30, fill: PALETTE.accent, "fill-opacity": 0.14 }),
    el("circle", { cx: x, cy: y, r: 9, fill: PALETTE.accent, stroke: PALETTE.white, "stroke-width": 3.5 }),
  ].join("");
}

export { label, pin, route, dot, card, glyph, bar };
