/**
 * Draws the site's images into dist/assets (served by Workers Static Assets):
 *   images/illustrations/{name}.svg   home, products, industries, use cases (hero pictures)
 *   images/customers/{brand}.svg      wordmarks of the customers named in stories
 *   images/cards/{page path}.svg      card pictures of blog posts, news and stories
 *   images/maps/clients/{slug}.svg    the map beside each story's opening
 *   social/{page path}-{hash}.png     a social preview card for every published page
 * and dist/assets/_images/social.json (page path → the hash of its social card) for the Worker. Images are kept
 * in dist/images-cache by the hash of their inputs, so a rebuild draws only what changed.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { optimize } from "svgo";
import {
  cardImagePath,
  illustrationPath,
  officePicturePath,
  SOCIAL_LIST_PATH,
  socialCardPath,
  storyMapPath,
  type ImagesManifest,
  wordmarkPath,
} from "../client/content/image-paths.ts";
import { pathOf } from "../client/content/page-path.ts";
import type { Page } from "../client/content/page-schema.ts";
import { ImageCache, sourceHash } from "./images/cache.ts";
import { fontsKey } from "./images/fonts.ts";
import { loadWorld, type World } from "./images/geo/world.ts";
import {
  ALL_ILLUSTRATIONS,
  CARD_TYPES,
  cardWords,
  illustrationFor,
  illustrationLanguages,
  storyBrand,
  TYPE_MOTIFS,
} from "./images/page-pictures.ts";
import { type CoverInput, coverSvg, coverVisual } from "./images/covers.ts";
import { embeddedSuggestions } from "./images/embedded-answers.ts";
import { type PictureData, TYPED_IN_PICTURES } from "./images/illustrations.ts";
import { OFFICE_PICTURES } from "./images/offices.ts";
import { SocialCardPool } from "./images/social-card-pool.ts";
import { THUMBNAIL_SIZE, thumbnailSvg } from "./images/thumbnails.ts";
import { brandSlug, renderWordmark, type Wordmark } from "./images/wordmarks.ts";
import { ILLUSTRATION_SIZE } from "./images/scenes.ts";
import { buildContentEntries } from "./lib/content-entries.ts";
import { pageText } from "./lib/content-substance.ts";

/** The social cards' list, in Static Assets for the Worker to read (worker/seo/social-image.ts). */
const SOCIAL_LIST_FILE = `dist/assets${SOCIAL_LIST_PATH}`;

const OUT = "dist/assets";
const started = performance.now();

const content = buildContentEntries("content");
if (content.problems.length > 0) {
  console.error("images: content is not valid; run `npm run build` for the list of problems");
  process.exit(1);
}
const siteName = content.site?.name ?? "Locus";
const pages = content.parsed.map((p) => p.page).filter((page) => page.status === "PUBLISHED" && page.type !== "layout");

const cache = new ImageCache("dist/images-cache", `${sourceHash("scripts/images")}|${fontsKey()}`);
let world: World | null = null;
const theWorld = () => (world ??= loadWorld());

const svgOut = (svg: string) => optimize(svg, { multipass: true }).data;
const target = (publicPath: string) => join(OUT, publicPath);

// Wordmarks of the customers that stories name (an English and a French story share one).
const wordmarks = new Map<string, Wordmark>();
for (const brand of new Set(pages.map(storyBrand).filter((b): b is string => b !== null))) {
  const slug = brandSlug(brand);
  const key = cache.key({ wordmark: brand });
  let drawn: Wordmark | null = null;
  await cache.write(key, "svg", target(wordmarkPath(slug)), async () => {
    drawn = await renderWordmark(brand);
    return svgOut(drawn.svg);
  });
  const svg = readFileSync(target(wordmarkPath(slug)), "utf8");
  const size = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  wordmarks.set(brand, drawn ?? { slug, brand, svg, width: Number(size?.[1] ?? 300), height: Number(size?.[2] ?? 56) });
}

// The offices' cities (docs/images.md): every office of the site settings needs its picture.
for (const office of content.site?.facts?.offices ?? []) {
  const draw = OFFICE_PICTURES[office.id];
  if (!draw) {
    console.error(`images: no picture is drawn for the office "${office.id}" (scripts/images/offices.ts)`);
    process.exit(1);
  }
  await cache.write(cache.key({ office: office.id }), "svg", target(officePicturePath(office.id)), () =>
    svgOut(draw()),
  );
}

// Illustrations: their drawing code, the embedded provider's real suggestions and the demo's stores.
const demoStores = (JSON.parse(readFileSync("content/demos/stores.json", "utf8")) as { stores: PictureData["stores"] })
  .stores;
const pictureData: PictureData = { suggestions: {}, stores: demoStores };
for (const typed of TYPED_IN_PICTURES) pictureData.suggestions[typed] = await embeddedSuggestions(typed, 3);
/** Drawn illustrations by public path: one per language for those that draw words (picture-words.ts). */
const illustrations = new Map<string, string>();
for (const illustration of ALL_ILLUSTRATIONS)
  for (const language of illustrationLanguages(illustration)) {
    const path = illustrationPath(illustration.name, language);
    const file = target(path);
    await cache.write(cache.key({ illustration: illustration.name, language, pictureData }), "svg", file, () =>
      svgOut(illustration.draw(theWorld(), pictureData, language)),
    );
    illustrations.set(path, readFileSync(file, "utf8"));
  }

/** The map beside a story's opening: its card picture without the wordmark. */
async function storyMap(page: Page, path: string): Promise<void> {
  const input = { slug: page.slug, tags: page.tags, text: pageText(page) };
  await cache.write(cache.key({ storyMap: input }), "svg", target(storyMapPath(path)), () =>
    svgOut(thumbnailSvg(input, theWorld())),
  );
}

/** The cover of a blog post or a news item: its title beside a drawing of its subject (covers.ts). */
async function coverOf(page: Page, path: string): Promise<void> {
  const words = cardWords(page);
  const input: CoverInput = {
    slug: page.slug,
    tags: page.tags,
    text: pageText(page),
    title: words.title,
    kind: words.kind,
    ...(page.publishedAt ? { publishedAt: page.publishedAt } : {}),
  };
  await cache.write(cache.key({ cover: input }), "svg", target(cardImagePath(path)), async () =>
    svgOut(await coverSvg(input, await coverVisual(input, theWorld(), demoStores))),
  );
}

/** A page's picture: its illustration, else a map of the place it is about. */
async function pictureOf(page: Page, path: string): Promise<{ svg: string; width: number; height: number }> {
  const drawn = illustrationFor(page);
  if (drawn)
    return {
      svg: illustrations.get(illustrationPath(drawn.illustration.name, drawn.language)) as string,
      ...ILLUSTRATION_SIZE,
    };
  const brand = storyBrand(page);
  const input = {
    slug: page.slug,
    tags: page.tags,
    text: pageText(page),
    motif: TYPE_MOTIFS[page.type],
    ...(brand ? { wordmark: wordmarks.get(brand) } : {}),
  };
  // Stories' card picture is their map with the wordmark; blog and news cards get a cover,
  // and this map goes on their social card.
  const file =
    page.type === "pageStory"
      ? target(cardImagePath(path))
      : join("dist/images-cache/pictures", `${page.language}-${page.type}-${page.slug}.svg`);
  await cache.write(cache.key({ thumbnail: input }), "svg", file, () => svgOut(thumbnailSvg(input, theWorld())));
  return { svg: readFileSync(file, "utf8"), ...THUMBNAIL_SIZE };
}

// Card pictures and social cards (drawn in worker threads while the pictures go on).
const manifest: ImagesManifest = { social: {}, defaultSocial: "" };
const cards = new SocialCardPool();
const drawing: Promise<void>[] = [];
let cardPictures = 0;
for (const page of pages) {
  const path = pathOf(page) as string;
  const picture = await pictureOf(page, path);
  if (CARD_TYPES.has(page.type)) cardPictures += 1;
  if (page.type === "blog" || page.type === "news") await coverOf(page, path);
  if (page.type === "pageStory") await storyMap(page, path);
  const input = { ...cardWords(page), siteName, picture };
  const key = cache.key({ social: input });
  const publicPath = socialCardPath(path, key.slice(0, 10));
  drawing.push(cache.write(key, "png", target(publicPath), () => cards.render(input)));
  manifest.social[path] = key.slice(0, 10);
}
const home = illustrations.get(illustrationPath("home")) as string;
const defaultInput = {
  title: content.site?.tagline ?? siteName,
  kind: siteName,
  siteName,
  picture: { svg: home, ...ILLUSTRATION_SIZE },
};
const defaultKey = cache.key({ social: defaultInput });
manifest.defaultSocial = defaultKey.slice(0, 10);
drawing.push(
  cache.write(defaultKey, "png", target(socialCardPath("/site", manifest.defaultSocial)), () =>
    cards.render(defaultInput),
  ),
);
try {
  await Promise.all(drawing);
} finally {
  await cards.close();
}

cache.prune();
mkdirSync(dirname(SOCIAL_LIST_FILE), { recursive: true });
writeFileSync(SOCIAL_LIST_FILE, `${JSON.stringify(manifest)}\n`);
console.log(
  `images: ${wordmarks.size} wordmarks, ${illustrations.size} illustrations, ${cardPictures} card pictures, ${Object.keys(manifest.social).length + 1} social cards ` +
    `(${cache.misses} drawn, ${cache.hits} from dist/images-cache) in ${((performance.now() - started) / 1000).toFixed(1)} s → ${OUT}`,
);
