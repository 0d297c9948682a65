/** The customers named in stories, and the file names of their wordmarks (no drawing code: the content checks read it). */

/**
 * The customer's brand in a story's name: the part before a comma ("Alpenweg Pannenhilfe,
 * roadside assistance" → "Alpenweg Pannenhilfe"); null for customers who are not named
 * ("A pharmacy network with 900 outlets").
 */
export function brandOf(pageName: string): string | null {
  if (/^(a|an|the)\s/i.test(pageName)) return null;
  return pageName.split(",")[0]?.trim() || null;
}

export function brandSlug(brand: string): string {
  return brand
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
