import {
  cardImagePath,
  illustrationPath,
  officePicturePath,
  storyMapPath,
  wordmarkPath,
} from "../../client/content/image-paths.ts";
import { pathOf } from "../../client/content/page-path.ts";
import type { Page } from "../../client/content/page-schema.ts";
import { brandSlug } from "../images/brands.ts";
import { OFFICE_PICTURES } from "../images/offices.ts";
import { ALL_ILLUSTRATIONS, CARD_TYPES, illustrationLanguages, storyBrand } from "../images/page-pictures.ts";

/** The images the build draws for this content (scripts/build-images.ts), by public path. */
export function generatedImages(pages: readonly { page: Page }[]): Set<string> {
  const out = new Set(
    ALL_ILLUSTRATIONS.flatMap((i) => illustrationLanguages(i).map((language) => illustrationPath(i.name, language))),
  );
  for (const id of Object.keys(OFFICE_PICTURES)) out.add(officePicturePath(id));
  for (const { page } of pages) {
    if (page.status !== "PUBLISHED") continue;
    const path = pathOf(page);
    if (path !== null && CARD_TYPES.has(page.type)) out.add(cardImagePath(path));
    if (path !== null && page.type === "pageStory") out.add(storyMapPath(path));
    const brand = storyBrand(page);
    if (brand) out.add(wordmarkPath(brandSlug(brand)));
  }
  return out;
}

/**
 * A listed post or story without a card picture (the existence of every image a page names
 * is checked by missingImages in link-check.ts, with generatedImages above).
 */
export function cardPictureProblems(pages: readonly { file: string; page: Page }[]): string[] {
  const problems: string[] = [];
  for (const { file, page } of pages) {
    const path = pathOf(page);
    if (page.status !== "PUBLISHED" || path === null || !CARD_TYPES.has(page.type) || !page.listable) continue;
    if (!page.meta.featuredImage && !page.customValues.miniCardImage) {
      problems.push(
        `${file}: meta.featuredImage: a listed ${page.type} page needs a card picture; the build draws "${cardImagePath(path)}"`,
      );
    }
  }
  return problems;
}

/**
 * docs/images.md: no two cards of one listing share a picture. A listing is the listed pages
 * of one type in one language (German and French listings also show the English pages not
 * translated, whose pictures are checked with the English listing).
 */
export function sharedCardPictures(pages: readonly { file: string; page: Page }[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { file, page } of pages) {
    if (page.status !== "PUBLISHED" || !CARD_TYPES.has(page.type) || !page.listable) continue;
    const picture = page.customValues.miniCardImage ?? page.meta.featuredImage;
    if (!picture) continue;
    const key = `${page.type}|${page.language}|${picture}`;
    const other = seen.get(key);
    if (other)
      problems.push(`${file}: its card shows ${picture}, as ${other} does: no two cards of a listing share a picture`);
    else seen.set(key, file);
  }
  return problems;
}
