import * as v from "valibot";

const pixels = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number of pixels`),
    v.integer(`${field} must be a whole number of pixels`),
    v.minValue(1, `${field} must be at least 1 pixel`),
  );

/** An image address: a file of this site (/images/…) or an https address. */
export const imageSrc = v.pipe(
  v.string("src must be text"),
  v.nonEmpty("src must not be empty"),
  v.regex(/^(\/[^/]|https:\/\/)/, "src must be a path on this site (/images/…) or an https:// address"),
);

export const IMAGE_ALT_MESSAGE = "alt must describe the image, unless decorative is true";

/**
 * An image in a block. Width and height are its intrinsic size, written on the <img> so
 * that the browser reserves its room before it loads (no layout shift). `alt` describes it
 * for people who cannot see it; only a decorative image (`decorative: true`) may go without.
 */
export const imageField = v.pipe(
  v.strictObject({
    src: imageSrc,
    alt: v.optional(v.string("alt must be text"), ""),
    decorative: v.optional(v.boolean(), false),
    width: pixels("width"),
    height: pixels("height"),
  }),
  v.forward(
    v.check((image) => image.decorative || image.alt.trim() !== "", IMAGE_ALT_MESSAGE),
    ["alt"],
  ),
);

export type ImageValue = v.InferOutput<typeof imageField>;
