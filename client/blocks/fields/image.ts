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

/**
 * The origins of the https images anywhere in a block's props (image fields are objects
 * with `src`, `width` and `height`), for the page's img-src.
 */
export function imageOrigins(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) imageOrigins(item, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (
      typeof record.src === "string" &&
      "width" in record &&
      "height" in record &&
      record.src.startsWith("https://")
    ) {
      try {
        found.add(new URL(record.src).origin);
      } catch {
        // Not a URL: the schema refused it already.
      }
    }
    for (const item of Object.values(record)) imageOrigins(item, found);
  }
  return found;
}
