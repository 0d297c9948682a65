/**
 * Pre-rendered pages in KV (docs/benchmarks.md#pre-rendered-pages). The Worker that renders a
 * page whole writes it there, cut where its varying blocks go (prerender.ts), stamped with
 * everything it was rendered from: the render version, the configuration, and the hashes of
 * the page, its language's site settings and the catalogue, and gzip-compressed (a fifth of
 * the bytes to read), its HTML as bytes that a read serves as they are. Any isolate then serves the page from it while all of these are
 * unchanged; any other read, a value changed by hand included, is no read at all (the page is
 * rendered whole again), never an error.
 */
import type { VaryBy } from "../../client/blocks/define-block.ts";
import { sha256Hex, shortHash } from "../content/envelope.ts";
import { prerenderKey } from "../content/keys.ts";
import type { CspSources } from "../middleware/content-security-policy.ts";
import { etagOf } from "./etag.ts";
import { joinBytes } from "./join-bytes.ts";
import type { Cut, PageCut } from "./prerender.ts";

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

async function through(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** What a pre-rendered page's answer needs besides its HTML. */
export interface PrerenderHeaders {
  varies: VaryBy[];
  csp: CspSources;
  popups: boolean;
}

/** A pre-rendered page as read: its cut as bytes (views into one buffer), and its headers. */
export interface StoredPrerender extends Cut<Uint8Array<ArrayBuffer>>, PrerenderHeaders {
  /** The ETag of a page that does not vary (its one piece), worked out when it was written. */
  etag?: string;
}

/** The first line of the stored text: everything but the HTML, with the byte length of each piece and fill. */
interface Layout extends PrerenderHeaders {
  slots: number[];
  slotVaries: VaryBy[][];
  pieces: number[];
  fills: [string, number][][];
  etag?: string;
}

const encoder = new TextEncoder();

/**
 * A pre-render as stored: gzip of one line of JSON (the layout: headers, slots, the byte length
 * of each piece and fill) and then the HTML of the pieces and fills one after another, so
 * that a read serves a page's bytes as they are, with no parsing of its HTML.
 */
export async function encodePrerender(cut: PageCut, headers: PrerenderHeaders): Promise<Uint8Array<ArrayBuffer>> {
  const pieces = cut.pieces.map((piece) => encoder.encode(piece));
  const fills = cut.fills.map((fill) =>
    Object.entries(fill).map(([key, html]) => [key, encoder.encode(html)] as const),
  );
  const etag = cut.slots.length === 0 ? await etagOf(pieces[0] as Uint8Array<ArrayBuffer>) : undefined;
  const layout: Layout = {
    ...headers,
    slots: cut.slots,
    slotVaries: cut.slotVaries,
    pieces: pieces.map((piece) => piece.byteLength),
    fills: fills.map((fill) => fill.map(([key, html]) => [key, html.byteLength])),
    ...(etag ? { etag } : {}),
  };
  const text = joinBytes([
    encoder.encode(`${JSON.stringify(layout)}\n`),
    ...pieces,
    ...fills.flatMap((fill) => fill.map(([, html]) => html)),
  ]);
  return through(text, new CompressionStream("gzip"));
}

const isLength = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** The layout, checked (a value written by someone else is not trusted to have it). */
function layoutOf(value: unknown): Layout | null {
  const layout = value as Partial<Layout> | null;
  if (!layout || typeof layout !== "object") return null;
  const { pieces, slots, slotVaries, fills, varies, csp, popups, etag } = layout;
  if (!Array.isArray(slots) || !slots.every((slot) => Number.isInteger(slot))) return null;
  if (!Array.isArray(pieces) || pieces.length !== slots.length + 1 || !pieces.every(isLength)) return null;
  if (!Array.isArray(slotVaries) || slotVaries.length !== slots.length || !slotVaries.every(Array.isArray)) return null;
  const isFill = (fill: unknown) =>
    Array.isArray(fill) &&
    fill.every((entry) => Array.isArray(entry) && typeof entry[0] === "string" && isLength(entry[1]));
  if (!Array.isArray(fills) || fills.length !== slots.length || !fills.every(isFill)) return null;
  if (!Array.isArray(varies) || typeof csp !== "object" || csp === null || typeof popups !== "boolean") return null;
  if (etag !== undefined && typeof etag !== "string") return null;
  return { pieces, slots, slotVaries, fills, varies, csp, popups, ...(etag ? { etag } : {}) };
}

/** A stored pre-render as bytes; null when they are not gzip of one, or its lengths do not add up. */
export async function decodePrerender(bytes: Uint8Array<ArrayBuffer>): Promise<StoredPrerender | null> {
  let text: Uint8Array<ArrayBuffer>;
  try {
    text = await through(bytes, new DecompressionStream("gzip"));
  } catch {
    return null;
  }
  const newline = text.indexOf(10);
  if (newline < 0) return null;
  let layout: Layout | null;
  try {
    layout = layoutOf(JSON.parse(new TextDecoder().decode(text.subarray(0, newline))));
  } catch {
    return null;
  }
  if (!layout) return null;
  let offset = newline + 1;
  const take = (length: number) => {
    const part = text.subarray(offset, offset + length);
    offset += length;
    return part;
  };
  const pieces = layout.pieces.map(take);
  const fills = layout.fills.map((fill) => Object.fromEntries(fill.map(([key, length]) => [key, take(length)])));
  if (offset !== text.byteLength) return null;
  const { varies, csp, popups, slots, slotVaries, etag } = layout;
  return { pieces, fills, slots, slotVaries, varies, csp, popups, ...(etag ? { etag } : {}) };
}

/** A stored pre-render's cut as text (to render the blocks it has no fill of for a visitor). */
export function cutText(stored: StoredPrerender): PageCut {
  const decoder = new TextDecoder();
  return {
    pieces: stored.pieces.map((piece) => decoder.decode(piece)),
    slots: stored.slots,
    slotVaries: stored.slotVaries,
    fills: stored.fills.map((fill) =>
      Object.fromEntries(Object.entries(fill).map(([key, html]) => [key, decoder.decode(html)])),
    ),
  };
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
