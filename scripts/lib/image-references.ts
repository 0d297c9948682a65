import { existsSync } from "node:fs";
import { join } from "node:path";
import { cardImagePath, illustrationPath, storyMapPath, wordmarkPath } from "../../client/content/image-paths.ts";
import { pagePath } from "../../client/content/page-path.ts";
import type { Page } from "../../client/content/page-schema.ts";
import { brandSlug } from "../images/brands.ts";
import { ALL_ILLUSTRATIONS, CARD_TYPES, storyBrand } from "../images/page-pictures.ts";

/** The images the build draws for this content (scripts/build-images.ts), by public path. */
export function generatedImages(pages: readonly { page: Page }[]): Set<string> {
  const out = new Set(ALL_ILLUSTRATIONS.map((i) => illustrationPath(i.name)));
  for (const { page } of pages) {
    if (page.status !== "PUBLISHED") continue;
    const path = pagePath(page.type, page.slug);
    if (path !== null && CARD_TYPES.has(page.type)) out.add(cardImagePath(path));
    if (path !== null && page.type === "pageStory") out.add(storyMapPath(path));
    const brand = storyBrand(page);
    if (brand) out.add(wordmarkPath(brandSlug(brand)));
  }
  return out;
}

/** Every image address a page names: its card and social images and each block's `src`. */
function imagesOf(page: Page): string[] {
  const found = [page.meta.image, page.meta.featuredImage, page.customValues.miniCardImage].filter((s): s is string => Boolean(s));
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "src" && typeof item === "string") found.push(item);
        else walk(item);
      }
    }
  };
  walk(page.blocks);
  return found;
}

/**
 * Problems of images in content: an image on this site that is neither a file of
 * client/public nor drawn by the build, and a listed post or story without a card picture.
 * (A .webp social image is checked as the .png it is announced as.)
 */
export function imageProblems(pages: readonly { file: string; page: Page }[], publicDir = "client/public"): string[] {
  const generated = generatedImages(pages);
  const problems: string[] = [];
  for (const { file, page } of pages) {
    if (page.status !== "PUBLISHED") continue;
    for (const src of new Set(imagesOf(page))) {
      if (!src.startsWith("/") || src.startsWith("//")) continue;
      const path = src.replace(/[?#].*$/, "");
      const announced = path === page.meta.image ? path.replace(/\.webp$/i, ".png") : path;
      if (!generated.has(announced) && !existsSync(join(publicDir, announced))) {
        problems.push(`${file}: image ${announced} is neither in ${publicDir} nor drawn by the build`);
      }
    }
    const path = pagePath(page.type, page.slug);
    if (path !== null && CARD_TYPES.has(page.type) && page.listable && !page.meta.featuredImage && !page.customValues.miniCardImage) {
      problems.push(`${file}: meta.featuredImage: a listed ${page.type} page needs a card picture; the build draws "${cardImagePath(path)}"`);
    }
  }
  return problems;
}
