import { type ImagesManifest, SOCIAL_LIST_PATH, socialCardPath } from "../../client/content/image-paths.ts";
import { builtJson } from "../built-json.ts";

/**
 * The build's list of social cards, read once per isolate from the static assets the same
 * build wrote (scripts/build-images.ts), rather than carried in the Worker's code: only a page
 * rendered whole reads it (docs/architecture.md#the-worker-bundle).
 */
export async function socialImages(assets: Fetcher): Promise<ImagesManifest> {
  const images = await builtJson<ImagesManifest>(assets, SOCIAL_LIST_PATH);
  if (typeof images?.social !== "object" || typeof images.defaultSocial !== "string")
    throw new Error(`dist/assets${SOCIAL_LIST_PATH} is not the social cards' list`);
  return images;
}

/**
 * The social preview card drawn for a page at the last build (scripts/build-images.ts),
 * or the site's own card for a page published since.
 */
export function socialCard(images: ImagesManifest, path: string): string {
  const hash = images.social[path];
  return hash ? socialCardPath(path, hash) : socialCardPath("/site", images.defaultSocial);
}
