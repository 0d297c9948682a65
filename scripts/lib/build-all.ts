import { buildContentEntries, type ContentBuild } from "./content-entries.ts";
import type { KvEntry } from "./kv-entries.ts";
import { brokenLinks, missingImages } from "./link-check.ts";
import { substanceProblems } from "./content-substance.ts";
import { siteFactProblems } from "./site-facts.ts";
import { cardPictureProblems, generatedImages, sharedCardPictures } from "./image-references.ts";
import { proofProblems } from "../../client/content/proof-check.ts";
import { titleCaseProblems } from "../../client/content/sentence-case.ts";
import { brandOf } from "../images/brands.ts";
import { buildRedirectEntries } from "./redirect-entries.ts";
import { buildSiteTargets } from "./site-targets.ts";
import { catalogueBuildProblems } from "./catalogues.ts";

export interface SiteBuild {
  content: ContentBuild;
  redirects: KvEntry[];
  /** Every problem, each naming its file and field or line. Nothing may be synced while there is one. */
  problems: string[];
}

/**
 * Validates content/ and redirects.csv together, including that internal links lead
 * somewhere, that pages have substance (a minimum of words, unique titles) and that they
 * state no fact that disagrees with the site settings' facts, and that every language's
 * message catalogue is complete (docs/languages.md).
 * `local`: site settings for local runs (content/site.local.json).
 */
export function buildSite(contentRoot = "content", redirectsFile = "redirects.csv", { local = false } = {}): SiteBuild {
  const content = buildContentEntries(contentRoot, { local });
  const drawn = generatedImages(content.parsed);
  // The redirect lint of the admin and of kv:sync, against the pages and files of this build.
  const redirects = buildRedirectEntries(redirectsFile, buildSiteTargets(content.parsed, "client/public", drawn));
  const redirectSources = new Set(redirects.entries.map((e) => e.key));
  const linkSources = [
    ...(content.site ? [{ file: `${contentRoot}/site.json`, value: content.site }] : []),
    ...content.languageSites.map(({ file, settings }) => ({ file, value: settings })),
    ...content.parsed.map(({ file, page }) => ({ file, value: page.blocks })),
  ];
  const imageSources = content.parsed.map(({ file, page }) => ({
    file,
    value: { blocks: page.blocks, meta: page.meta, customValues: page.customValues },
  }));
  const problems = [
    ...content.problems,
    ...substanceProblems(content.parsed),
    ...siteFactProblems(`${contentRoot}/site.json`, content.site, content.parsed),
    ...redirects.problems,
    ...cardPictureProblems(content.parsed),
    ...sharedCardPictures(content.parsed),
    ...proofProblems(content.parsed),
    ...titleCaseProblems(
      content.parsed,
      content.site ? { file: `${contentRoot}/site.json`, settings: content.site } : undefined,
      content.parsed
        .map(({ page }) => (page.type === "pageStory" ? brandOf(page.name) : null))
        .filter((b) => b !== null),
    ),
    ...brokenLinks(linkSources, content.parsed, redirectSources),
    ...missingImages(imageSources, "client/public", drawn),
    ...catalogueBuildProblems(),
  ];
  return { content, redirects: redirects.entries, problems };
}
