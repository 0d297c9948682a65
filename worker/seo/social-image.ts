import { type ImagesManifest, socialCardPath } from "../../client/content/image-paths.ts";
import manifest from "../../dist/images-manifest.json" with { type: "json" };

const images: ImagesManifest = manifest;

/**
 * The social preview card drawn for a page at the last build (scripts/build-images.ts),
 * or the site's own card for a page published since.
 */
export function socialCard(path: string): string {
  const hash = images.social[path];
  return hash ? socialCardPath(path, hash) : socialCardPath("/site", images.defaultSocial);
}
