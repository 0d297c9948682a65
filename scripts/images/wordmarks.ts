/**
 * Wordmarks of the fictional customers of the stories: a geometric mark and the name set in
 * one of three typefaces, as SVG whose letters are paths (satori), so that they look the
 * same everywhere. Chosen from the name: the same customer always gets the same wordmark.
 */
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { imageFonts } from "./fonts.ts";
import { PALETTE } from "./palette.ts";
import { el, hashOf, svgDocument } from "./svg.ts";

import { brandSlug } from "./brands.ts";

export { brandOf, brandSlug } from "./brands.ts";

export interface Wordmark {
  /** File name: the brand in lower case with hyphens. */
  slug: string;
  brand: string;
  svg: string;
  width: number;
  height: number;
}

const COLOURS = [
  PALETTE.navy,
  PALETTE.accent,
  PALETTE.map,
  PALETTE.geolocation,
  PALETTE.storelocator,
  PALETTE.distance,
  "#0e7490",
  "#7a4b00",
];

/** Marks on a 48 × 48 grid, filled with the brand colour (`c`) and white. */
const MARKS: Record<string, (c: string) => string> = {
  pin: (c) =>
    el("path", { d: "M24 46S8 30 8 19a16 16 0 0 1 32 0c0 11-16 27-16 27z", fill: c }) +
    el("circle", { cx: 24, cy: 19, r: 6.5, fill: "#fff" }),
  wave: (c) =>
    el("rect", { width: 48, height: 48, rx: 12, fill: c }) +
    [16, 25, 34]
      .map((y) =>
        el("path", {
          d: `M8 ${y}q8-6 16 0t16 0`,
          fill: "none",
          stroke: "#fff",
          "stroke-width": 3.5,
          "stroke-linecap": "round",
        }),
      )
      .join(""),
  mountain: (c) =>
    el("path", { d: "M2 42L18 12l9 15 5-8 14 23z", fill: c }) +
    el("path", { d: "M18 12l-5 9.5 5-3 4 3z", fill: "#fff" }),
  diamond: (c) =>
    el("path", { d: "M24 2l22 22-22 22L2 24z", fill: c }) +
    el("path", { d: "M24 14l10 10-10 10-10-10z", fill: "#fff" }),
  rings: (c) =>
    el("circle", { cx: 17, cy: 24, r: 14, fill: c }) +
    el("circle", { cx: 31, cy: 24, r: 14, fill: c, "fill-opacity": 0.55 }),
  fan: (c) =>
    el("path", { d: "M4 44V4a40 40 0 0 1 40 40z", fill: c }) +
    el("path", { d: "M4 44V24a20 20 0 0 1 20 20z", fill: "#fff" }),
  block: (c) =>
    el("rect", { x: 2, y: 2, width: 44, height: 44, rx: 10, fill: c }) +
    el("path", { d: "M2 34L34 2h12v8L10 46H2z", fill: "#fff", "fill-opacity": 0.35 }),
  target: (c) =>
    el("circle", { cx: 24, cy: 24, r: 22, fill: c }) +
    el("circle", { cx: 24, cy: 24, r: 13, fill: "#fff" }) +
    el("circle", { cx: 24, cy: 24, r: 6, fill: c }),
  leaf: (c) =>
    el("path", { d: "M6 42C6 18 20 6 44 6c0 24-12 38-38 36z", fill: c }) +
    el("path", { d: "M10 38L32 16", stroke: "#fff", "stroke-width": 3, "stroke-linecap": "round" }),
};

/** Marks that suit a brand's words; others are chosen by hash. */
const MARK_HINTS: [RegExp, string][] = [
  [/ferr|water|atl[aâ]ntico|kyma|severn|fjord/i, "wave"],
  [/alpen|fjell|mountain|meseta|rivi[eè]res/i, "mountain"],
  [/bank|pay|kuusi|seguros|insurance|mutuelle/i, "diamond"],
  [/health|care|pflege|ardlinn/i, "rings"],
  [/linden|holz|pecan|leaf|fournil/i, "leaf"],
];

interface Style {
  family: "Inter" | "Lora" | "Space Grotesk";
  weight: 700 | 800;
  upper: boolean;
  colour: string;
  mark: string;
}

function styleOf(brand: string): Style {
  const h = hashOf(brand);
  const families: Style["family"][] = ["Inter", "Lora", "Space Grotesk", "Inter"];
  const family = families[h % families.length] ?? "Inter";
  const markNames = Object.keys(MARKS);
  const mark =
    MARK_HINTS.find(([pattern]) => pattern.test(brand))?.[1] ?? markNames[(h >>> 4) % markNames.length] ?? "pin";
  return {
    family,
    weight: family === "Inter" ? 800 : 700,
    upper: family === "Inter" && ((h >>> 8) & 1) === 1,
    colour: COLOURS[(h >>> 12) % COLOURS.length] ?? PALETTE.navy,
    mark,
  };
}

/** Draws one wordmark, cropped to its ink with a little room around it. */
export async function renderWordmark(brand: string): Promise<Wordmark> {
  const style = styleOf(brand);
  const markSvg = svgDocument(48, 48, (MARKS[style.mark] ?? MARKS.pin!)(style.colour));
  const name = style.upper ? brand.toUpperCase() : brand;
  const tree = {
    type: "div",
    props: {
      style: { display: "flex", alignItems: "center", width: "100%", height: "100%", paddingLeft: 4 },
      children: [
        {
          type: "img",
          props: { src: `data:image/svg+xml;base64,${Buffer.from(markSvg).toString("base64")}`, width: 52, height: 52 },
        },
        {
          type: "div",
          props: {
            style: {
              marginLeft: 16,
              fontFamily: style.family,
              fontWeight: style.weight,
              fontSize: style.upper ? 34 : 40,
              letterSpacing: style.upper ? 2 : -0.5,
              color: style.colour,
              lineHeight: 1,
            },
            children: name,
          },
        },
      ],
    },
  };
  const raw = await satori(tree as never, { width: 1400, height: 72, fonts: imageFonts() });
  const box = new Resvg(raw).getBBox();
  if (!box) throw new Error(`wordmark of ${brand}: nothing drawn`);
  const pad = 2;
  const [x, y, width, height] = [
    Math.floor(box.x) - pad,
    Math.floor(box.y) - pad,
    Math.ceil(box.width) + 2 * pad,
    Math.ceil(box.height) + 2 * pad,
  ];
  const svg = raw.replace(
    /^<svg[^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}" fill="none">`,
  );
  return { slug: brandSlug(brand), brand, svg, width, height };
}
