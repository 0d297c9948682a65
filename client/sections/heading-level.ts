export type HeadingTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

/**
 * docs/content-model.md, heading levels: a section's titles shift down one level unless the
 * section is first on the page; levels 6 and above render as h6.
 * `level` is the level the title has in the first section (its main title is 1).
 * @example headingTag(1, true) // "h1"; headingTag(1, false) // "h2"; headingTag(6, false) // "h6"
 */
export function headingTag(level: number, firstSection: boolean): HeadingTag {
  const shifted = Math.max(1, Math.floor(level)) + (firstSection ? 0 : 1);
  return `h${Math.min(shifted, 6)}` as HeadingTag;
}
