import type { Language } from "./languages.ts";

/**
 * Where the build-time images of a page are published (scripts/build-images.ts writes them,
 * the Worker and the content checks read these paths).
 */

/** The card picture of a listed page (blog, news, story): `/images/cards/blog/{slug}.svg`. */
export function cardImagePath(pagePath: string): string {
  return `/images/cards${pagePath}.svg`;
}

/** The map of a customer story's places, beside its opening: `/images/maps/clients/{slug}.svg`. */
export function storyMapPath(pagePath: string): string {
  return `/images/maps${pagePath}.svg`;
}

/** A customer's wordmark. */
export function wordmarkPath(slug: string): string {
  return `/images/customers/${slug}.svg`;
}

/** The picture of an office's city (the office's id in the site settings' facts). */
export function officePicturePath(id: string): string {
  return `/images/offices/${id}.svg`;
}

/**
 * An illustration of the home, product, industry and use-case pages; one that draws words
 * has a copy per language (docs/images.md).
 * @example illustrationPath("product-map", "de") // "/images/illustrations/de/product-map.svg"
 */
export function illustrationPath(name: string, language: Language = "en"): string {
  return `/images/illustrations/${language === "en" ? "" : `${language}/`}${name}.svg`;
}

/**
 * The social preview card of a page: its path (the home page as "home") and a hash of what
 * it shows, so that a changed card gets a new address.
 * @example socialCardPath("/clients/kyma-ferries", "3f9a1c2b") // "/social/clients/kyma-ferries-3f9a1c2b.png"
 */
export function socialCardPath(pagePath: string, hash: string): string {
  return `/social${pagePath === "/" ? "/home" : pagePath}-${hash}.png`;
}

/** Where the build writes the social cards' list in Static Assets (dist/assets). */
export const SOCIAL_LIST_PATH = "/_images/social.json";

/**
 * The build's list of social cards (SOCIAL_LIST_PATH), which the Worker reads: the hash of
 * each card only, its address being socialCardPath(path, hash), so that the list does not
 * carry every page's path twice (docs/architecture.md, "The Worker bundle").
 */
export interface ImagesManifest {
  /** Page path → the hash of its card. */
  social: Record<string, string>;
  /** The hash of the site's own card (socialCardPath("/site", …)), for pages published after the last build. */
  defaultSocial: string;
}
