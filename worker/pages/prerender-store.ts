/**
 * Pre-rendered pages in KV (docs/benchmarks.md#pre-rendered-pages). The Worker that renders a
 * page whole writes it there, cut where its varying blocks go (prerender.ts), stamped with
 * everything it was rendered from: the render version, the configuration, and the hashes of
 * the page, its language's site settings and the catalogue; each kind of visitor's page is kept
 * as its gzip body, sent as it is (docs/benchmarks.md#served-compressed). Any isolate then
 * serves the page from it while all of these are unchanged; any other read, a value changed
 * by hand included, is no read at all (the page is rendered whole again), never an error.
 */
import type { VaryBy } from "../../client/blocks/define-block.ts";
import { sha256Hex, shortHash } from "../content/envelope.ts";
import { prerenderKey } from "../content/keys.ts";
import type { CspSources } from "../middleware/content-security-policy.ts";
import { etagOf } from "./etag.ts";
import { gunzip, gzip } from "./content-coding.ts";
import { joinBytes } from "./join-bytes.ts";
import { type PageCut, pagesAhead } from "./prerender.ts";

/** A pre-rendered page expires by itself: a page deleted or long unchanged leaves nothing behind. */
export const PRERENDER_TTL_SECONDS = 7 * 24 * 60 * 60;

/** What a pre-rendered page was rendered from; it is used only where all of it is the same. */
export interface PrerenderSources {
  /** RENDER_VERSION of the Worker that rendered it. */
  render: string;
  /** The hash of that Worker's RenderConfig (configHash). */
  config: string;
  /** Short hashes (envelope.ts shortHash) of the page's text, its site settings' and the catalogue's. */
  page: string;
  site: string;
  catalogue: string;
}

/** The KV metadata of a pre-rendered page: its sources and the hash of the stored (compressed) bytes. */
export interface PrerenderStamp extends PrerenderSources {
  sha: string;
}

/** What a pre-rendered page's answer needs besides its HTML. */
export interface PrerenderHeaders {
  varies: VaryBy[];
  csp: CspSources;
  popups: boolean;
}

/** A whole page a pre-render holds for one kind of visitor: its gzip body, and the ETag of its text. */
export interface StoredPage {
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** A pre-rendered page as read: its headers, its pages by kind of visitor, and its cut as text when it varies. */
export interface StoredPrerender extends PrerenderHeaders, Pick<PageCut, "slots" | "slotVaries"> {
  /** By visitorKey (prerender.ts): what a visitor of that kind is sent as it is. */
  pages: Record<string, StoredPage>;
  /** gzip of the pieces' and fills' text one after another, with the byte length of each; none when the page does not vary. */
  text: { gzip: Uint8Array<ArrayBuffer>; pieces: number[]; fills: [string, number][][] } | null;
}

/** The first line of the stored value: everything but the compressed bytes, with the length of each. */
interface Layout extends PrerenderHeaders {
  slots: number[];
  slotVaries: VaryBy[][];
  /** The text's pieces and fills: byte lengths once decompressed. */
  pieces: number[];
  fills: [string, number][][];
  /** The compressed text's length (0 when the page does not vary). */
  text: number;
  /** Each page: its visitorKey, its gzip body's length and its text's ETag. */
  pages: [string, number, string][];
}

const encoder = new TextEncoder();

/**
 * A pre-render as stored: one line of JSON (the layout: headers, slots, lengths, ETags), then
 * the text of a varying page's pieces and fills (gzip, to render the blocks it has no fill
 * of for a visitor), then each kind of visitor's whole page (gzip), so that a read sends a
 * page as it is stored, without decompressing or parsing its HTML (docs/benchmarks.md#served-compressed).
 */
export async function encodePrerender(cut: PageCut, headers: PrerenderHeaders): Promise<Uint8Array<ArrayBuffer>> {
  const pieces = cut.pieces.map((piece) => encoder.encode(piece));
  const fills = cut.fills.map((fill) =>
    Object.entries(fill).map(([key, html]) => [key, encoder.encode(html)] as const),
  );
  const text =
    cut.slots.length === 0
      ? new Uint8Array(0)
      : await gzip(joinBytes([...pieces, ...fills.flatMap((fill) => fill.map(([, html]) => html))]));
  const pages = await Promise.all(
    pagesAhead(cut).map(async ([key, html]) => {
      const bytes = encoder.encode(html) as Uint8Array<ArrayBuffer>;
      return { key, gzip: await gzip(bytes), etag: await etagOf(bytes) };
    }),
  );
  const layout: Layout = {
    ...headers,
    slots: cut.slots,
    slotVaries: cut.slotVaries,
    pieces: pieces.map((piece) => piece.byteLength),
    fills: fills.map((fill) => fill.map(([key, html]) => [key, html.byteLength])),
    text: text.byteLength,
    pages: pages.map((page) => [page.key, page.gzip.byteLength, page.etag]),
  };
  return joinBytes([encoder.encode(`${JSON.stringify(layout)}\n`), text, ...pages.map((page) => page.gzip)]);
}

const isLength = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
const isEntry = (entry: unknown): entry is [string, number] =>
  Array.isArray(entry) && typeof entry[0] === "string" && isLength(entry[1]);

/** The layout, checked (a value written by someone else is not trusted to have it). */
function layoutOf(value: unknown): Layout | null {
  const layout = value as Partial<Layout> | null;
  if (!layout || typeof layout !== "object") return null;
  const { pieces, slots, slotVaries, fills, varies, csp, popups, text, pages } = layout;
  if (!Array.isArray(slots) || !slots.every((slot) => Number.isInteger(slot))) return null;
  if (!Array.isArray(pieces) || pieces.length !== slots.length + 1 || !pieces.every(isLength)) return null;
  if (!Array.isArray(slotVaries) || slotVaries.length !== slots.length || !slotVaries.every(Array.isArray)) return null;
  const isFill = (fill: unknown) => Array.isArray(fill) && fill.every(isEntry);
  if (!Array.isArray(fills) || fills.length !== slots.length || !fills.every(isFill)) return null;
  if (!Array.isArray(varies) || typeof csp !== "object" || csp === null || typeof popups !== "boolean") return null;
  if (!isLength(text) || (text === 0) !== (slots.length === 0)) return null;
  const isPage = (page: unknown) => isEntry(page) && typeof (page as unknown[])[2] === "string";
  if (!Array.isArray(pages) || !pages.every(isPage)) return null;
  return { pieces, slots, slotVaries, fills, varies, csp, popups, text, pages };
}

/** The smallest gzip body: its 10-byte header, an empty DEFLATE block, its 8-byte trailer. */
const GZIP_MIN_LENGTH = 20;

/** Whether bytes start as a gzip body does (magic number, DEFLATE); whether they are one, only reading them tells. */
function looksLikeGzip(bytes: Uint8Array): boolean {
  return bytes.byteLength >= GZIP_MIN_LENGTH && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 8;
}

/** A stored pre-render as bytes; null when they do not start with its layout, or its lengths do not add up. */
export function decodePrerender(bytes: Uint8Array<ArrayBuffer>): StoredPrerender | null {
  const newline = bytes.indexOf(10);
  if (newline < 0) return null;
  let layout: Layout | null;
  try {
    layout = layoutOf(JSON.parse(new TextDecoder().decode(bytes.subarray(0, newline))));
  } catch {
    return null;
  }
  if (!layout) return null;
  let offset = newline + 1;
  const take = (length: number) => {
    const part = bytes.subarray(offset, offset + length);
    offset += length;
    return part;
  };
  const text = layout.text > 0 ? { gzip: take(layout.text), pieces: layout.pieces, fills: layout.fills } : null;
  const pages = Object.fromEntries(layout.pages.map(([key, length, etag]) => [key, { gzip: take(length), etag }]));
  if (offset !== bytes.byteLength) return null;
  if (!Object.values(pages).every((page) => looksLikeGzip(page.gzip)) || (text && !looksLikeGzip(text.gzip)))
    return null;
  const { varies, csp, popups, slots, slotVaries } = layout;
  return { slots, slotVaries, varies, csp, popups, pages, text };
}

/**
 * A stored pre-render's cut as text (to render the blocks it has no fill of for a visitor);
 * throws when what it holds is not gzip.
 */
export async function cutText(stored: StoredPrerender): Promise<PageCut> {
  const decoder = new TextDecoder();
  if (!stored.text) {
    const page = stored.pages[""];
    if (!page) throw new Error("a pre-render that does not vary holds no page");
    return { pieces: [decoder.decode(await gunzip(page.gzip))], slots: [], slotVaries: [], fills: [] };
  }
  const text = await gunzip(stored.text.gzip);
  let offset = 0;
  const take = (length: number) => {
    const part = decoder.decode(text.subarray(offset, offset + length));
    offset += length;
    return part;
  };
  const pieces = stored.text.pieces.map(take);
  const fills = stored.text.fills.map((fill) => Object.fromEntries(fill.map(([key, length]) => [key, take(length)])));
  if (offset !== text.byteLength) throw new Error("a pre-render's text is not as long as its layout says");
  return { pieces, slots: stored.slots, slotVaries: stored.slotVaries, fills };
}

const configHashes = new Map<string, Promise<string>>();

/** The hash of a render configuration's JSON (a few per isolate: kept). */
export function configHash(configJson: string): Promise<string> {
  let found = configHashes.get(configJson);
  if (!found) {
    found = sha256Hex(configJson).then(shortHash);
    if (configHashes.size > 16) configHashes.clear();
    configHashes.set(configJson, found);
  }
  return found;
}

/** Whether a stamp names exactly these sources. */
export function sameSources(stamp: Partial<PrerenderSources> | null | undefined, sources: PrerenderSources): boolean {
  return (
    !!stamp &&
    stamp.render === sources.render &&
    stamp.config === sources.config &&
    stamp.page === sources.page &&
    stamp.site === sources.site &&
    stamp.catalogue === sources.catalogue
  );
}

/** A stored pre-render as read: its bytes and metadata, to be checked against the sources in use. */
export interface PrerenderRead {
  bytes: Uint8Array<ArrayBuffer>;
  stamp: Partial<PrerenderStamp> | null;
}

/** Reads the pre-rendered page at a path; null when there is none or KV fails (the page is then rendered). */
export async function readPrerender(kv: KVNamespace, path: string): Promise<PrerenderRead | null> {
  try {
    const { value, metadata } = await kv.getWithMetadata<Partial<PrerenderStamp>>(prerenderKey(path), "arrayBuffer");
    return value === null ? null : { bytes: new Uint8Array(value), stamp: metadata };
  } catch {
    return null;
  }
}

/**
 * The pre-rendered page when its stamp names these sources and the hash of the very bytes
 * read, and they hold one; null otherwise.
 */
export async function usablePrerender(
  read: PrerenderRead | null,
  sources: PrerenderSources,
): Promise<StoredPrerender | null> {
  if (!read || !sameSources(read.stamp, sources)) return null;
  if (read.stamp?.sha !== (await sha256Hex(read.bytes))) return null;
  return decodePrerender(read.bytes);
}

/** Pre-renders this isolate is writing, so that requests at once for one page write it once. */
const writing = new Set<string>();

/**
 * Writes a pre-rendered page with its stamp. A failure (KV's limit of one write a second per
 * key, when isolates render the same page at once) is reported to `onError` and costs only
 * the next render.
 */
export async function writePrerender(
  kv: KVNamespace,
  path: string,
  cut: PageCut,
  headers: PrerenderHeaders,
  sources: PrerenderSources,
  onError: (error: unknown) => void,
): Promise<void> {
  const id = `${path}|${sources.render}|${sources.config}|${sources.page}|${sources.site}|${sources.catalogue}`;
  if (writing.has(id)) return;
  writing.add(id);
  try {
    const bytes = await encodePrerender(cut, headers);
    const stamp: PrerenderStamp = { ...sources, sha: await sha256Hex(bytes) };
    await kv.put(prerenderKey(path), bytes, { metadata: stamp, expirationTtl: PRERENDER_TTL_SECONDS });
  } catch (error) {
    onError(error);
  } finally {
    writing.delete(id);
  }
}
