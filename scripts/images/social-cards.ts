/**
 * Social preview cards (1200 × 630 PNG): the page's headline, what kind of page it is, the
 * site's mark and the page's picture. Laid out by satori with the site's palette and Inter,
 * drawn by resvg. Announced in the page head (og:image).
 */
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import UPNG from "upng-js";
import { imageFonts } from "./fonts.ts";
import { PALETTE } from "./palette.ts";
import { svgDocument, el } from "./svg.ts";

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface SocialCardInput {
  /** The page's headline (its h1). */
  title: string;
  /** What the page is ("Customer story · Insurance", "Blog"). */
  kind: string;
  siteName: string;
  /** The picture on the right: an SVG document and its size. */
  picture: { svg: string; width: number; height: number };
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const LOGO = svgDocument(
  24,
  24,
  el("path", {
    d: "M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z",
    fill: PALETTE.accent,
  }),
);

function titleSize(title: string): number {
  if (title.length <= 36) return 64;
  if (title.length <= 60) return 54;
  return 44;
}

/** The card's layout for satori (plain objects: no React needed at build time). */
function cardTree(input: SocialCardInput): object {
  const frame = { width: 456, height: Math.round((456 * input.picture.height) / input.picture.width) };
  return {
    type: "div",
    props: {
      style: { display: "flex", width: "100%", height: "100%", background: PALETTE.white, fontFamily: "Inter" },
      children: [
        {
          type: "div",
          props: {
            style: {
              display: "flex",
              flexDirection: "column",
              justifyContent: "space-between",
              width: 548,
              flexShrink: 0,
              padding: "64px 40px 56px 72px",
            },
            children: [
              {
                type: "div",
                props: {
                  style: { display: "flex", alignItems: "center", fontSize: 40, fontWeight: 800, color: PALETTE.ink },
                  children: [
                    { type: "img", props: { src: dataUri(LOGO), width: 48, height: 48 } },
                    { type: "span", props: { style: { marginLeft: 10 }, children: input.siteName } },
                  ],
                },
              },
              {
                type: "div",
                props: {
                  style: { display: "flex", flexDirection: "column" },
                  children: [
                    {
                      type: "div",
                      props: {
                        style: {
                          fontSize: 24,
                          fontWeight: 700,
                          color: PALETTE.accent,
                          letterSpacing: 1.5,
                          textTransform: "uppercase",
                        },
                        children: input.kind,
                      },
                    },
                    {
                      type: "div",
                      props: {
                        style: {
                          marginTop: 18,
                          fontSize: titleSize(input.title),
                          fontWeight: 800,
                          lineHeight: 1.12,
                          letterSpacing: -1,
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
                props: { style: { display: "flex", width: 120, height: 8, borderRadius: 4, background: PALETTE.mint } },
              },
            ],
          },
        },
        {
          type: "div",
          props: {
            style: {
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 540,
              flexShrink: 0,
              background: PALETTE.grey,
              borderLeft: `2px solid ${PALETTE.line}`,
            },
            children: [
              {
                type: "div",
                props: {
                  style: { display: "flex", borderRadius: 24, overflow: "hidden", border: `2px solid ${PALETTE.line}` },
                  children: [
                    {
                      type: "img",
                      props: { src: dataUri(input.picture.svg), width: frame.width, height: frame.height },
                    },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  };
}

/** A card's PNG should stay under this; a larger one is reduced to a palette of PNG_COLOURS. */
export const SOCIAL_CARD_MAX_BYTES = 60_000;
const PNG_COLOURS = 192;

/** Draws a social card as PNG bytes. */
export async function renderSocialCard(input: SocialCardInput): Promise<Uint8Array> {
  const svg = await satori(cardTree(input) as never, { ...SOCIAL_CARD_SIZE, fonts: imageFonts() });
  // Every letter is a path already (satori): no font lookup, which would cost a second per card.
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const png = image.asPng();
  if (png.byteLength <= SOCIAL_CARD_MAX_BYTES) return new Uint8Array(png);
  // Quantising costs about 0.3 s, so only cards over the budget pay it (a busy map: islands).
  const rgba = image.pixels;
  const buffer = rgba.buffer.slice(rgba.byteOffset, rgba.byteOffset + rgba.byteLength) as ArrayBuffer;
  return new Uint8Array(UPNG.encode([buffer], image.width, image.height, PNG_COLOURS));
}
