import * as v from "valibot";

/** Heights an embedded frame may take, in pixels; each has a CSS class (inline styles are barred by the CSP). */
export const EMBED_HEIGHTS = [300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600] as const;
export type EmbedHeight = (typeof EMBED_HEIGHTS)[number];

/** A frame height field with its default (600 for code sandboxes, fiddles and the contact form: docs/section-library.md). */
export const embedHeightField = (field: string, fallback: EmbedHeight) =>
  v.optional(v.picklist(EMBED_HEIGHTS, `${field} must be one of ${EMBED_HEIGHTS.join(", ")} (pixels)`), fallback);
