import type { ImagesManifest } from "../../client/content/image-paths.ts";
import manifest from "../../dist/images-manifest.json" with { type: "json" };

const images: ImagesManifest = manifest;

/**
 * The social preview card drawn for a page at the last build (scripts/build-images.ts),
 * or the site's own card for a page published since.
 */
export function socialCard(path: string): string {
  return images.social[path] ?? images.defaultSocial;
}
