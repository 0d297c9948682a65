import * as v from "valibot";
import { requiredText } from "../define-block.ts";

/** The analytics fields of a call to action (docs/section-library.md). */
export const analyticsEntries = {
  /** The link id the tag manager reports. */
  gaid: v.optional(v.string()),
  category: v.optional(v.string()),
  action: v.optional(v.string()),
};

/**
 * A call to action (docs/section-library.md): where it leads, its visible label (also the analytics
 * label) and the analytics fields. Internal links navigate; external ones open a new tab.
 */
export const ctaField = v.strictObject({
  link: requiredText("link"),
  label: requiredText("label"),
  ...analyticsEntries,
});

export type CtaValue = v.InferOutput<typeof ctaField>;

/** A call to action whose label has a default (the editor may leave it empty). */
export const ctaWithDefault = (label: string, link: string) =>
  v.optional(
    v.strictObject({
      link: v.optional(requiredText("link"), link),
      label: v.optional(requiredText("label"), label),
      ...analyticsEntries,
    }),
    { link, label },
  );
