import * as v from "valibot";
import { imageField } from "../fields/image.ts";

/** Spec part 2 §3.19 "Carousel image": a picture, an optional caption and link. */
export const carouselImage = v.strictObject({
  image: imageField,
  caption: v.optional(v.string()),
  href: v.optional(v.string()),
});

export type CarouselImageValue = v.InferOutput<typeof carouselImage>;
