import * as v from "valibot";
import { imageField } from "../fields/image.ts";

/** docs/section-library.md: a picture, an optional caption and link. */
export const carouselImage = v.strictObject({
  image: imageField,
  caption: v.optional(v.string()),
  href: v.optional(v.string()),
});

export type CarouselImageValue = v.InferOutput<typeof carouselImage>;
