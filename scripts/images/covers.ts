/**
 * Covers of blog posts and news (docs/images.md): the article's title set in the brand type
 * (Space Grotesk) beside a drawing of its subject, chosen from its tags: a postcode taken
 * apart for postcode guides, an address label for address-format guides, an API call for
 * developer articles, autocomplete suggestions, a delivery route, a geofence, the store
 * locator demo's shops, an event's date and town, or a map of the place it is about. The
 * title makes every cover its own: no two cards of a listing share a picture.
 */
import satori from "satori";
import { imageFonts } from "./fonts.ts";
import { embeddedSuggestions } from "./embedded-answers.ts";
import type { World } from "./geo/world.ts";
import type { GlyphName } from "./glyphs.ts";
import { ACCENTS, PALETTE } from "./palette.ts";
import { picturePlaces, tagMotif } from "./places.ts";
import { hashOf, svgDocument } from "./svg.ts";
import { THUMBNAIL_SIZE, thumbnailSvg } from "./thumbnails.ts";
import {
  addressLabelVisual,
  autocompleteVisual,
  codeVisual,
  eventVisual,
  fenceVisual,
  postcodeVisual,
  routeVisual,
  storesVisual,
  VISUAL_SIZE,
} from "./cover-visuals.ts";

export interface CoverInput {
  slug: string;
  tags: readonly string[];
  text: string;
  title: string;
  /** What the page is: "Blog", or its hero's eyebrow ("News · Product launch"). */
  kind: string;
  publishedAt?: string;
  /** The badge motif of its page type, when its tags give none. */
  motif?: GlyphName;
}

export interface StoreDot {
  name: string;
  lat: number;
  lng: number;
  country: string;
}

/** The subjects a cover can show. */
export type CoverSubject =
  | "postcode"
  | "label"
  | "code"
  | "autocomplete"
  | "route"
  | "fence"
  | "stores"
  | "event"
  | "map";

const SUBJECTS: Partial<Record<GlyphName, CoverSubject>> = {
  tag: "postcode",
  mail: "label",
  key: "code",
  code: "code",
  bolt: "code",
  search: "autocomplete",
  cart: "autocomplete",
  fence: "fence",
  store: "stores",
  truck: "route",
  bike: "route",
  route: "route",
  calendar: "event",
};

/** When several tags have a subject, the most telling wins ("Tutorial · Store locator": the stores). */
const PRIORITY: readonly CoverSubject[] = [
  "postcode",
  "label",
  "stores",
  "route",
  "fence",
  "event",
  "autocomplete",
  "code",
];

/** What a page's cover shows, from the motifs of its tags (places.ts). */
export function coverSubject(input: CoverInput, world: World): CoverSubject {
  const subjects = new Set(
    input.tags.map((tag) => SUBJECTS[tagMotif(tag) ?? "pin"]).filter((s): s is CoverSubject => s !== undefined),
  );
  const chosen = PRIORITY.find((subject) => subjects.has(subject));
  if (chosen) return chosen;
  return picturePlaces(input, world).located ? "map" : "code";
}

/** The drawing of a cover's subject, `VISUAL_SIZE`, as an SVG document. */
export async function coverVisual(input: CoverInput, world: World, stores: readonly StoreDot[]): Promise<string> {
  const places = picturePlaces(input, world);
  const seed = hashOf(input.slug);
  const accent = ACCENTS[seed % ACCENTS.length] ?? PALETTE.accent;
  const country = places.located ? (places.countries[0] ?? "GB") : "GB";
  const body = await (async () => {
    switch (coverSubject(input, world)) {
      case "postcode":
        return postcodeVisual(country, accent);
      case "label":
        return addressLabelVisual(places.countries.length === 4 && country === "NO" ? "SE" : country, accent);
      case "code":
        return codeVisual(`${input.tags.join(" ")} ${input.slug}`);
      case "autocomplete": {
        // What the visitor typed: the first letters of a town the page names, else of one of
        // its countries' largest towns; the suggestions are the embedded provider's own.
        const town = places.named[0] ?? world.towns.find((t) => places.countries.includes(t.country));
        const typed = (town?.name ?? "Lyon").slice(0, 4);
        return autocompleteVisual(typed, await embeddedSuggestions(typed, 4), accent);
      }
      case "route":
        return routeVisual(seed, accent);
      case "fence":
        return fenceVisual(seed, accent);
      case "stores":
        return storesVisual(stores, world, accent, seed);
      case "event":
        return eventVisual(eventDate(`${input.kind} ${input.title}`) ?? input.publishedAt, places.named[0], accent);
      case "map":
        return "";
    }
  })();
  if (body) return svgDocument(VISUAL_SIZE.width, VISUAL_SIZE.height, body);
  // A map of the place it is about, as the story pictures draw it.
  return thumbnailSvg(
    { slug: input.slug, tags: input.tags, text: input.text, ...(input.motif ? { motif: input.motif } : {}) },
    world,
  );
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** The date an event's eyebrow or title gives ("Thursday 9 November 2023"), as YYYY-MM-DD. */
export function eventDate(words: string): string | undefined {
  const match =
    /\b(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})\b/i.exec(
      words,
    );
  if (!match) return undefined;
  const month = MONTHS.indexOf((match[2] ?? "").toLowerCase()) + 1;
  return `${match[3]}-${String(month).padStart(2, "0")}-${String(match[1]).padStart(2, "0")}`;
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

function titleSize(title: string): number {
  if (title.length <= 40) return 34;
  if (title.length <= 64) return 29;
  return 25;
}

/** The cover: kind and title on the left, the subject on the right. */
export async function coverSvg(input: CoverInput, visual: string): Promise<string> {
  const { width, height } = THUMBNAIL_SIZE;
  const isMap = !visual.includes(`viewBox="0 0 ${VISUAL_SIZE.width} ${VISUAL_SIZE.height}"`);
  const seed = hashOf(input.slug);
  const accent = ACCENTS[seed % ACCENTS.length] ?? PALETTE.accent;
  const tree = {
    type: "div",
    props: {
      style: { display: "flex", width: "100%", height: "100%", background: PALETTE.grey, fontFamily: "Inter" },
      children: [
        {
          type: "div",
          props: {
            style: {
              display: "flex",
              flexDirection: "column",
              justifyContent: "space-between",
              width: 316,
              boxSizing: "border-box",
              padding: "34px 14px 30px 32px",
              flexShrink: 0,
            },
            children: [
              {
                type: "div",
                props: {
                  style: { display: "flex", flexDirection: "column" },
                  children: [
                    {
                      type: "div",
                      props: {
                        style: {
                          fontSize: 14,
                          fontWeight: 700,
                          color: accent,
                          letterSpacing: 1,
                          textTransform: "uppercase",
                        },
                        children: input.kind,
                      },
                    },
                    {
                      type: "div",
                      props: {
                        style: {
                          marginTop: 12,
                          fontFamily: "Space Grotesk",
                          fontSize: titleSize(input.title),
                          fontWeight: 700,
                          lineHeight: 1.12,
                          color: PALETTE.ink,
                        },
                        children: input.title,
                      },
                    },
                  ],
                },
              },
              {
                type: "div",
                props: { style: { display: "flex", width: 64, height: 6, borderRadius: 3, background: accent } },
              },
            ],
          },
        },
        {
          type: "div",
          props: {
            style: { display: "flex", alignItems: "center", justifyContent: "center", width: width - 316, height },
            children: [
              {
                type: "img",
                props: {
                  src: dataUri(visual),
                  width: VISUAL_SIZE.width,
                  height: VISUAL_SIZE.height,
                  // A map (640 × 400) is cropped to the panel around its middle.
                  style: isMap ? { objectFit: "cover", borderRadius: 18 } : {},
                },
              },
            ],
          },
        },
      ],
    },
  };
  return satori(tree as never, { width, height, fonts: imageFonts() });
}
