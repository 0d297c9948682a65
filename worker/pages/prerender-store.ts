/**
 * Pre-rendered pages in KV (docs/benchmarks.md#pre-rendered-pages). The Worker that renders a
 * page whole writes it there, cut where its varying blocks go (prerender.ts), stamped with
 * everything it was rendered from: the render version, the configuration, and the hashes of
 * the page, its language's site settings and the catalogue, and gzip-compressed (a fifth of
 * the bytes to read). Any isolate then serves the page from it while all of these are
 * unchanged; any other read, a value changed by hand included, is no read at all (the page is
 * rendered whole again), never an error.
 */
import type { VaryBy } from "../../client/blocks/define-block.ts";
import { sha256Hex } from "../content/envelope.ts";
import { prerenderKey } from "../content/keys.ts";
import { shortHash } from "../content/store.ts";
import type { CspSources } from "../middleware/content-security-policy.ts";
import type { PageCut } from "./prerender.ts";

/** A pre-rendered page expires by itself: a page deleted or long unchanged leaves nothing behind. */
export const PRERENDER_TTL_SECONDS = 7 * 24 * 60 * 60;

/** What a pre-rendered page was rendered from; it is used only where all of it is the same. */
export interface PrerenderSources {
  /** RENDER_VERSION of the Worker that rendered it. */
  render: string;
  /** The hash of that Worker's RenderConfig (configHash). */
  config: string;
  /** Short hashes (store.ts shortHash) of the page's text, its site settings' and the catalogue's. */
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

/** A pre-render's JSON as stored: gzip. */
export function encodePrerender(text: string): Promise<Uint8Array<ArrayBuffer>> {
  return through(new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>, new CompressionStream("gzip"));
}

/** A stored pre-render's JSON; rejects when the bytes are not gzip. */
export async function decodePrerender(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new TextDecoder().decode(await through(bytes, new DecompressionStream("gzip")));
}

/** A pre-rendered page as stored: its pieces, and what its answer's headers need. */
export interface StoredPrerender extends PageCut {
  varies: VaryBy[];
  csp: CspSources;
  popups: boolean;
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

/** The stored value's shape, checked (a value written by someone else is not trusted to have it). */
function storedPrerender(value: unknown): StoredPrerender | null {
  const stored = value as Partial<StoredPrerender> | null;
  if (!stored || typeof stored !== "object") return null;
  const { pieces, slots, slotVaries, fills, varies, csp, popups } = stored;
  if (!Array.isArray(pieces) || !pieces.every((piece) => typeof piece === "string")) return null;
  if (!Array.isArray(slots) || !slots.every((slot) => Number.isInteger(slot))) return null;
  if (pieces.length !== slots.length + 1) return null;
  if (!Array.isArray(slotVaries) || slotVaries.length !== slots.length || !slotVaries.every(Array.isArray)) return null;
  const isFill = (fill: unknown) =>
    typeof fill === "object" && fill !== null && Object.values(fill).every((html) => typeof html === "string");
  if (!Array.isArray(fills) || fills.length !== slots.length || !fills.every(isFill)) return null;
  if (!Array.isArray(varies) || typeof csp !== "object" || csp === null || typeof popups !== "boolean") return null;
  return { pieces, slots, slotVaries, fills, varies, csp, popups };
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
  try {
    return storedPrerender(JSON.parse(await decodePrerender(read.bytes)));
  } catch {
    return null;
  }
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
  stored: StoredPrerender,
  sources: PrerenderSources,
  onError: (error: unknown) => void,
): Promise<void> {
  const id = `${path}|${sources.render}|${sources.config}|${sources.page}|${sources.site}|${sources.catalogue}`;
  if (writing.has(id)) return;
  writing.add(id);
  try {
    const bytes = await encodePrerender(JSON.stringify(stored));
    const stamp: PrerenderStamp = { ...sources, sha: await sha256Hex(bytes) };
    await kv.put(prerenderKey(path), bytes, { metadata: stamp, expirationTtl: PRERENDER_TTL_SECONDS });
  } catch (error) {
    onError(error);
  } finally {
    writing.delete(id);
  }
}
