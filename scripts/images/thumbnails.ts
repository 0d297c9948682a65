/**
 * Card pictures of blog posts, news and customer stories (640 × 400, the cards' 16:10
 * box): a map of the place the page is about, from Natural Earth and GeoNames, with the
 * towns it names pinned, a badge for its theme and, on stories, the customer's wordmark.
 * Deterministic: the same page gives the same picture.
 */
import { badge, dot, label, pin } from "./draw.ts";
import { mercatorFrame, type MapFrame } from "./geo/frame.ts";
import { countriesLayer } from "./geo/map-layer.ts";
import { homeBbox, unionBbox, type Bbox, type Town, type World } from "./geo/world.ts";
import type { GlyphName } from "./glyphs.ts";
import { ACCENTS, PALETTE } from "./palette.ts";
import { picturePlaces, type PicturePlaces } from "./places.ts";
import { el, hashOf, svgDocument } from "./svg.ts";

export const THUMBNAIL_SIZE = { width: 640, height: 400 } as const;

export interface ThumbnailInput {
  slug: string;
  tags: readonly string[];
  /** The page's visible words, to find the towns it names. */
  text: string;
  /** The badge's glyph when the tags give none. */
  motif?: GlyphName;
  /** A customer's wordmark (an SVG document), shown on a white plate. */
  wordmark?: { svg: string; width: number; height: number };
}

/** Boxes that a country's outline alone would get wrong for a picture (the contiguous US, mainland Norway). */
const BBOX_OVERRIDES: Record<string, Bbox> = {
  US: [-124.5, 25, -67, 49.2],
  NO: [4.5, 57.8, 31, 71.2],
  RU: [27, 41, 60, 66],
};

function regionBbox(codes: readonly string[], world: World): Bbox {
  const boxes = codes
    .map((code) => BBOX_OVERRIDES[code] ?? homeBbox(world.polygons.get(code) ?? []))
    .filter((b): b is Bbox => b !== null);
  const box = unionBbox(boxes);
  // A very small country (Luxembourg alone) still shows its neighbours.
  const minSpan = 4;
  const cx = (box[0] + box[2]) / 2;
  const cy = (box[1] + box[3]) / 2;
  return [
    Math.min(box[0], cx - minSpan),
    Math.min(box[1], cy - minSpan / 2),
    Math.max(box[2], cx + minSpan),
    Math.max(box[3], cy + minSpan / 2),
  ];
}

/** The box around a few towns, at least 5 degrees wide so that they keep some country around them. */
function townsBbox(towns: readonly Town[]): Bbox {
  const lngs = towns.map((t) => t.lng);
  const lats = towns.map((t) => t.lat);
  const [w, e, s, n] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  const half = Math.max((e - w) / 2, 2.5);
  const halfLat = Math.max((n - s) / 2, 1.6);
  return [cx - half * 1.25, cy - halfLat * 1.25, cx + half * 1.25, cy + halfLat * 1.25];
}

function wordmarkPlate(wordmark: NonNullable<ThumbnailInput["wordmark"]>): string {
  const height = 44;
  const width = Math.min(300, (wordmark.width / wordmark.height) * height);
  const inner = wordmark.svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return [
    el("rect", {
      x: 22,
      y: 24,
      width: width + 32,
      height: height + 28,
      rx: 14,
      fill: PALETTE.navy,
      "fill-opacity": 0.08,
    }),
    el("rect", {
      x: 20,
      y: 20,
      width: width + 32,
      height: height + 28,
      rx: 14,
      fill: PALETTE.white,
      stroke: PALETTE.line,
    }),
    el("svg", { x: 36, y: 34, width, height, viewBox: `0 0 ${wordmark.width} ${wordmark.height}` }, inner),
  ].join("");
}

/** Towns far enough apart in the picture for their pins and labels not to overlap. */
function spreadOut(towns: readonly Town[], frame: MapFrame, distance: number): Town[] {
  const kept: Town[] = [];
  for (const town of towns) {
    const [x, y] = frame.project(town.lng, town.lat);
    if (
      kept.every(
        (other) =>
          Math.hypot(frame.project(other.lng, other.lat)[0] - x, frame.project(other.lng, other.lat)[1] - y) >=
          distance,
      )
    )
      kept.push(town);
  }
  return kept;
}

/** What a card picture shows: its frame, the countries it highlights, the towns it dots and the towns it pins. */
export interface ThumbnailPlan {
  frame: MapFrame;
  places: PicturePlaces;
  dots: Town[];
  pinned: Town[];
}

/** Decides what the card picture of a page shows (also what its alt text says). */
export function thumbnailPlan(input: ThumbnailInput, world: World): ThumbnailPlan {
  const { width, height } = THUMBNAIL_SIZE;
  const places = picturePlaces(input, world);
  // A page that names several towns is framed around them (Hartfield's stores in eastern
  // Canada, not the whole country); otherwise around its countries.
  const frame = mercatorFrame(
    places.located && places.named.length >= 2 ? townsBbox(places.named) : regionBbox(places.countries, world),
    width,
    height,
    0.1,
  );
  // The wordmark's plate covers the top left corner: no pin or dot is drawn under it.
  const clear = (town: Town) => {
    const [x, y] = frame.project(town.lng, town.lat);
    return !input.wordmark || x > 380 || y > 130;
  };
  if (!places.located) return { frame, places, dots: [], pinned: [] };
  // Only the towns the page names are marked: a dot on another town would read as a place
  // the story is about (a store, an agency) when it is not.
  const pinned = spreadOut(places.named.filter(clear), frame, 70);
  return { frame, places, dots: [], pinned };
}

/** The card picture of a page, as an SVG document. */
export function thumbnailSvg(input: ThumbnailInput, world: World): string {
  const { width, height } = THUMBNAIL_SIZE;
  const { frame, places, dots, pinned } = thumbnailPlan(input, world);
  const accent = ACCENTS[hashOf(input.slug) % ACCENTS.length] ?? PALETTE.accent;
  const pins = pinned.map((town) => frame.project(town.lng, town.lat));
  return svgDocument(
    width,
    height,
    el("rect", { width, height, fill: PALETTE.sea }),
    countriesLayer(frame, world, { focus: new Set(places.located ? places.countries : []), focusBorder: accent }),
    ...dots.map((town) => dot(...frame.project(town.lng, town.lat))),
    ...pins.map(([x, y]) => pin(x, y, accent)),
    ...pinned.map((town, i) => {
      const [x, y] = pins[i] as [number, number];
      const right = x < width - 150;
      return label(right ? x + 16 : x - 16, y - 12, town.name, {
        size: 17,
        weight: 700,
        anchor: right ? "start" : "end",
      });
    }),
    badge(input.motif && places.motif === "pin" ? input.motif : places.motif, width - 58, height - 58, 34, accent),
    input.wordmark ? wordmarkPlate(input.wordmark) : "",
  );
}
