/**
 * The subjects of blog and news covers (docs/images.md), each drawn from what Locus really
 * answers or does: a postcode taken apart, an address label in its country's format, an API
 * call, autocomplete suggestions from the embedded data (GeoNames towns), a delivery route,
 * a geofence, the demo's stores at their coordinates, an event's date and town. Every one
 * is `VISUAL_SIZE` and deterministic: the same page gives the same drawing.
 */
import { card, pin, route } from "./draw.ts";
import { mercatorFrame } from "./geo/frame.ts";
import { countriesLayer } from "./geo/map-layer.ts";
import type { Suggestion } from "./embedded-answers.ts";
import type { Town, World } from "./geo/world.ts";
import { FONT_STACK, PALETTE } from "./palette.ts";
import { ADDRESS_LABELS, POSTCODES } from "./cover-samples.ts";
import { el, escapeXml, hashOf, text } from "./svg.ts";

export const VISUAL_SIZE = { width: 300, height: 336 } as const;
const { width: W, height: H } = VISUAL_SIZE;
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

const words = (content: string, x: number, y: number, size: number, options: Record<string, string | number> = {}) =>
  text(content, { x, y, "font-family": FONT_STACK, "font-size": size, fill: PALETTE.ink, ...options });

/** A postcode taken apart: its parts underlined in colour and named below (docs/images.md). */
export function postcodeVisual(country: string, accent: string): string {
  const sample = POSTCODES[country] ?? POSTCODES.GB;
  const size = sample.code.length > 8 ? 34 : 42;
  const charWidth = size * 0.6;
  const total = sample.code.length * charWidth;
  const parts: string[] = [];
  const colours = [accent, PALETTE.mint, PALETTE.storelocator, PALETTE.geolocation];
  let cursor = 0;
  sample.parts.forEach((part, i) => {
    const start = sample.code.indexOf(part.text, cursor);
    cursor = start + part.text.length;
    const px = (W - total) / 2 + start * charWidth;
    const pw = part.text.length * charWidth;
    const colour = colours[i % colours.length] as string;
    const row = i % 2;
    parts.push(
      el("rect", { x: px + 2, y: 168, width: pw - 4, height: 6, rx: 3, fill: colour }),
      el("path", { d: `M${px + pw / 2} 176V${196 + row * 44}`, stroke: colour, "stroke-width": 1.5 }),
      words(part.label, px + pw / 2, 212 + row * 44, 13, { "text-anchor": "middle", "font-weight": 700, fill: colour }),
    );
  });
  return [
    card(10, 36, W - 20, H - 72, { radius: 18 }),
    words(sample.caption, W / 2, 88, 13, { "text-anchor": "middle", fill: PALETTE.inkSoft, "font-weight": 600 }),
    text(sample.code, {
      x: W / 2,
      y: 152,
      "font-family": MONO,
      "font-size": size,
      "font-weight": 700,
      "text-anchor": "middle",
      fill: PALETTE.ink,
    }),
    ...parts,
  ].join("");
}

/** An envelope label with an address written the way its country's post expects it. */
export function addressLabelVisual(country: string, accent: string): string {
  const sample = ADDRESS_LABELS[country] ?? ADDRESS_LABELS.GB;
  const lines = sample.lines.map((line, i) =>
    text(line, {
      x: 44,
      y: 170 + i * 24,
      "font-family": MONO,
      "font-size": 15,
      "font-weight": i === sample.lines.length - 1 || line === line.toUpperCase() ? 700 : 500,
      fill: PALETTE.ink,
    }),
  );
  return [
    card(14, 64, W - 28, 226, { radius: 10 }),
    el("rect", { x: W - 86, y: 80, width: 54, height: 62, rx: 4, fill: PALETTE.accentPale, stroke: accent }),
    el("circle", { cx: W - 59, cy: 111, r: 14, fill: "none", stroke: accent, "stroke-width": 2 }),
    el("path", { d: `M34 96h120M34 112h80`, stroke: PALETTE.line, "stroke-width": 6, "stroke-linecap": "round" }),
    ...lines,
    words(sample.country, 34, 314, 13, { "font-weight": 700, fill: accent }),
  ].join("");
}

interface CodeLine {
  parts: [string, string][];
}

const c = (colour: string, content: string): [string, string] => [colour, content];
const KEY = "#9db8ff";
const STR = "#7ee2b8";
const PLAIN = "#e4e8f4";
const NOTE = "#8b95b8";

/** Real calls of the Locus APIs (the API specifications table lists them). */
const CALLS: { topic: RegExp; lines: CodeLine[] }[] = [
  {
    topic: /geolocation|privacy|fraud|\bip\b/i,
    lines: [
      { parts: [c(NOTE, "# the visitor's country")] },
      { parts: [c(KEY, "GET "), c(PLAIN, "/geolocation")] },
      { parts: [c(PLAIN, "  ?cc_format="), c(STR, "alpha2")] },
      { parts: [c(PLAIN, "")] },
      { parts: [c(PLAIN, "{")] },
      { parts: [c(KEY, '  "country_code"'), c(PLAIN, ": "), c(STR, '"FR"')] },
      { parts: [c(PLAIN, "}")] },
    ],
  },
  {
    topic: /geocod|coordinates|reverse|spreadsheet|accuracy/i,
    lines: [
      { parts: [c(NOTE, "# coordinates to an address")] },
      { parts: [c(KEY, "GET "), c(PLAIN, "/localities/geocode")] },
      { parts: [c(PLAIN, "  ?latlng="), c(STR, "45.7597,4.8422")] },
      { parts: [c(PLAIN, "")] },
      { parts: [c(KEY, '"formatted_address"'), c(PLAIN, ":")] },
      { parts: [c(STR, '  "Lyon, France"')] },
      { parts: [c(KEY, '"location_type"'), c(PLAIN, ": "), c(STR, '"APPROXIMATE"')] },
    ],
  },
  {
    topic: /store|locator|search/i,
    lines: [
      { parts: [c(NOTE, "# the nearest of your shops")] },
      { parts: [c(KEY, "GET "), c(PLAIN, "/stores/search")] },
      { parts: [c(PLAIN, "  ?near="), c(STR, "53.4808,-2.2426")] },
      { parts: [c(PLAIN, "  &limit="), c(STR, "5")] },
      { parts: [c(PLAIN, "")] },
      { parts: [c(KEY, '"name"'), c(PLAIN, ": "), c(STR, '"Manchester')] },
      { parts: [c(STR, '   Northern Quarter"')] },
      { parts: [c(KEY, '"distance_m"'), c(PLAIN, ": "), c(STR, "1240")] },
    ],
  },
  {
    topic: /./,
    lines: [
      { parts: [c(NOTE, "# suggestions, from your server")] },
      { parts: [c(KEY, "GET "), c(PLAIN, "/localities/autocomplete")] },
      { parts: [c(PLAIN, "  ?input="), c(STR, "10 Downing")] },
      { parts: [c(PLAIN, "  &types="), c(STR, "address")] },
      { parts: [c(PLAIN, "  &key="), c(STR, "$LOCUS_KEY")] },
      { parts: [c(PLAIN, "")] },
      { parts: [c(KEY, '"description"'), c(PLAIN, ":")] },
      { parts: [c(STR, '  "10 Downing Street, London"')] },
    ],
  },
];

/** A code panel holding a real call and the start of its answer. */
export function codeVisual(topic: string): string {
  const call = CALLS.find((candidate) => candidate.topic.test(topic)) ?? (CALLS.at(-1) as (typeof CALLS)[number]);
  const rows = call.lines.map((line, i) =>
    el(
      "text",
      { x: 30, y: 112 + i * 24, "font-family": MONO, "font-size": 14 },
      ...line.parts.map(([colour, content]) => `<tspan fill="${colour}">${escapeXml(content)}</tspan>`),
    ),
  );
  return [
    el("rect", { x: 10, y: 40, width: W - 20, height: H - 72, rx: 16, fill: PALETTE.navy }),
    el("rect", { x: 10, y: 40, width: W - 20, height: 38, rx: 16, fill: PALETTE.navySoft }),
    el("rect", { x: 10, y: 62, width: W - 20, height: 16, fill: PALETTE.navySoft }),
    ...["#ff6b6b", "#ffd84d", PALETTE.mint].map((fill, i) => el("circle", { cx: 32 + i * 18, cy: 59, r: 5, fill })),
    ...rows,
  ].join("");
}

/** An address field with what was typed and the embedded provider's suggestions for it. */
export function autocompleteVisual(typed: string, suggestions: readonly Suggestion[], accent: string): string {
  const options = suggestions.map((suggestion, i) => {
    const y = 150 + i * 44;
    const matched = suggestion.main.slice(0, typed.length);
    return [
      i === 0 ? el("rect", { x: 24, y: y - 22, width: W - 48, height: 40, rx: 8, fill: PALETTE.accentPale }) : "",
      el(
        "text",
        { x: 40, y, "font-family": FONT_STACK, "font-size": 15, fill: PALETTE.ink },
        `<tspan font-weight="700">${escapeXml(matched)}</tspan>${escapeXml(suggestion.main.slice(matched.length))}`,
      ),
      words(suggestion.sub, 40, y + 13, 11, { fill: PALETTE.inkSoft }),
    ].join("");
  });
  return [
    card(14, 44, W - 28, 58, { radius: 12 }),
    el("circle", { cx: 40, cy: 71, r: 7, fill: "none", stroke: accent, "stroke-width": 2.2 }),
    el("path", { d: "M45 76l6 6", stroke: accent, "stroke-width": 2.2, "stroke-linecap": "round" }),
    words(typed, 60, 78, 18, { "font-weight": 700 }),
    el("rect", { x: 62 + typed.length * 11, y: 60, width: 2, height: 22, fill: accent }),
    card(14, 118, W - 28, 44 * options.length + 16, { radius: 12 }),
    ...options,
  ].join("");
}

/** A delivery route through numbered stops over a street grid, from a depot. */
export function routeVisual(seed: number, accent: string): string {
  const grid: string[] = [];
  for (let x = 30; x < W; x += 48)
    grid.push(el("path", { d: `M${x} 20V${H - 20}`, stroke: PALETTE.white, "stroke-width": 10 }));
  for (let y = 40; y < H; y += 52)
    grid.push(el("path", { d: `M10 ${y}H${W - 10}`, stroke: PALETTE.white, "stroke-width": 10 }));
  const stops: [number, number][] = [[54, H - 60]];
  for (let i = 1; i <= 4; i += 1) {
    const n = hashOf(`${seed}-${i}`);
    stops.push([40 + (n % (W - 80)), H - 70 - i * 55 - ((n >> 8) % 24)]);
  }
  return [
    el("rect", { x: 10, y: 20, width: W - 20, height: H - 40, rx: 18, fill: PALETTE.land }),
    ...grid,
    route(stops, accent, { width: 5 }),
    el("rect", {
      x: (stops[0]?.[0] ?? 0) - 14,
      y: (stops[0]?.[1] ?? 0) - 14,
      width: 28,
      height: 28,
      rx: 6,
      fill: PALETTE.navy,
    }),
    ...stops
      .slice(1)
      .flatMap(([x, y], i) => [
        el("circle", { cx: x, cy: y, r: 14, fill: accent, stroke: PALETTE.white, "stroke-width": 3 }),
        words(String(i + 1), x, y + 5, 14, { "text-anchor": "middle", fill: PALETTE.white, "font-weight": 700 }),
      ]),
  ].join("");
}

/** A geofence: a zone, the devices inside and outside it, and one crossing it. */
export function fenceVisual(seed: number, accent: string): string {
  const zone = "M60 90L220 70L262 190L196 276L74 250L40 160Z";
  const devices = Array.from({ length: 9 }, (_, i) => {
    const n = hashOf(`${seed}:${i}`);
    return [30 + (n % 240), 40 + ((n >> 9) % 260)] as const;
  });
  return [
    el("rect", { x: 10, y: 20, width: W - 20, height: H - 40, rx: 18, fill: PALETTE.land }),
    el("path", {
      d: zone,
      fill: accent,
      "fill-opacity": 0.12,
      stroke: accent,
      "stroke-width": 3,
      "stroke-dasharray": "10 7",
    }),
    ...devices.map(([x, y], i) =>
      el("circle", {
        cx: x,
        cy: y,
        r: 7,
        fill: i % 3 === 0 ? PALETTE.inkSoft : accent,
        stroke: PALETTE.white,
        "stroke-width": 2.5,
      }),
    ),
    card(150, 262, 130, 44, { radius: 10 }),
    words("Entered the zone", 162, 289, 13, { "font-weight": 700 }),
  ].join("");
}

/** The store locator demo's shops (content/demos/stores.json) on the map of their country, the nearest listed. */
export function storesVisual(
  stores: readonly { name: string; lat: number; lng: number; country: string }[],
  world: World,
  accent: string,
  seed: number,
): string {
  const countries = [...new Set(stores.map((s) => s.country))];
  const country = countries[seed % countries.length] ?? "GB";
  const here = stores.filter((s) => s.country === country);
  const lngs = here.map((s) => s.lng);
  const lats = here.map((s) => s.lat);
  const frame = mercatorFrame(
    [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
    W - 20,
    190,
    0.25,
  );
  const pins = here.map((s) => frame.project(s.lng, s.lat));
  return [
    el("clipPath", { id: "stores-map" }, el("rect", { x: 10, y: 20, width: W - 20, height: 190, rx: 16 })),
    el(
      "g",
      { "clip-path": "url(#stores-map)" },
      el("rect", { x: 10, y: 20, width: W - 20, height: 190, fill: PALETTE.sea }),
      el(
        "g",
        { transform: "translate(10 20)" },
        countriesLayer(frame, world, { focus: new Set([country]), focusBorder: accent }),
        ...pins.map(([x, y]) => pin(x, y, accent, 0.8)),
      ),
    ),
    card(10, 222, W - 20, 100, { radius: 14 }),
    ...here
      .slice(0, 3)
      .map((store, i) => words(`${store.name}`, 26, 252 + i * 26, 13, { "font-weight": i === 0 ? 700 : 500 })),
  ].join("");
}

/** An event: its date on a calendar leaf and the town it is held in. */
export function eventVisual(date: string | undefined, town: Town | undefined, accent: string): string {
  const when = date ? new Date(`${date}T12:00:00Z`) : null;
  const month = when ? when.toLocaleString("en-GB", { month: "short", timeZone: "UTC" }).toUpperCase() : "";
  const day = when ? String(when.getUTCDate()) : "";
  return [
    card(60, 50, 180, 190, { radius: 20 }),
    el("path", { d: "M60 70a20 20 0 0 1 20-20h140a20 20 0 0 1 20 20v34H60z", fill: accent }),
    words(month, 150, 92, 22, { "text-anchor": "middle", fill: PALETTE.white, "font-weight": 800 }),
    words(day, 150, 196, 72, { "text-anchor": "middle", "font-weight": 800 }),
    town ? pin(110, 298, accent) : "",
    town ? words(town.name, 128, 292, 20, { "font-weight": 700 }) : "",
  ].join("");
}
