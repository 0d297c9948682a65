import type * as v from "valibot";
import type { Catalogue } from "../../client/content/catalogue.ts";
import { pageSchema, type Page } from "../../client/content/page-schema.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { ContentError, parseContent } from "../../client/content/validate.ts";
import { type Defer, RefreshAheadCache, unattended } from "../cache/refresh-ahead-cache.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { documentSchema } from "./document-schemas.ts";
import { isValidatedHash, sha256Hex, shortHash } from "./envelope.ts";
import { CATALOGUE_KEY, pageKey, siteKey, VERSION_KEY } from "./keys.ts";
import { SCHEMA_VERSION } from "./schema-version.ts";

/** Version used when the namespace has not been seeded. */
export const UNSEEDED = "unseeded";

/** Documents that every page needs are kept per content version for this long. */
const PER_VERSION_TTL_MS = 5 * 60_000;
/**
 * A missing version, site settings or catalogue is remembered only this long: it is a fault
 * being repaired (a sync under way, a key restored by hand), and the repair must show at once.
 */
export const MISSING_TTL_MS = 2_000;

/** The content version and the hash of each shared document in it (see VERSION_KEY). */
interface VersionInfo {
  version: string;
  parts: Readonly<Record<string, string>>;
}

/** The version in use is read again in the background before it expires (refresh-ahead-cache.ts). */
const versions = new RefreshAheadCache<VersionInfo>({ maxEntries: 4 });
/** Parts of the versions this isolate has seen, so that a document is found by its hash. */
const partsOfVersion = new TtlCache<Readonly<Record<string, string>>>({ maxEntries: 8 });
const shared = new TtlCache<Read<SiteSettings | Catalogue> | null>({ maxEntries: 12 });
/** Reads of shared documents under way, so that requests at once for one read it once. */
const sharedReads = new Map<string, Promise<Read<SiteSettings | Catalogue> | null>>();
/**
 * The last text read of each shared document and what it was read as: a version that does
 * not name its documents' hashes (one the editor wrote, or one written by hand) still reads
 * them from KV, but one whose text has not changed is not parsed again.
 */
const lastRead = new TtlCache<{ text: string; read: Read<SiteSettings | Catalogue> }>({ maxEntries: 8 });

/**
 * A document and the hash of the text it was read from (the first 16 hex digits of its
 * SHA-256, as the version's `parts` name it): what a pre-rendered page is stamped with.
 */
export interface Read<T> {
  document: T;
  sha: string;
}

/** The `parts` of the version key's metadata; anything malformed counts as none. */
function partsOf(metadata: unknown): Readonly<Record<string, string>> {
  const parts = (metadata as { parts?: unknown } | null)?.parts;
  if (!parts || typeof parts !== "object") return {};
  return Object.fromEntries(
    Object.entries(parts).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * Forgets this isolate's content version, so that its next request reads the new one (the
 * editor's Publish: the admin sees the change at once; other isolates within the edge cache time).
 */
export function forgetContentVersion(): void {
  versions.delete(VERSION_KEY);
}

/** Time spent on documents this store read: milliseconds of CPU, and how many it had to validate. */
export interface ReadCost {
  /** JSON.parse and the check of the stored hash. */
  parseMs: number;
  /** Validation against the schema, for documents not stamped for this Worker. */
  validateMs: number;
  validated: number;
}

export function readCost(): ReadCost {
  return { parseMs: 0, validateMs: 0, validated: 0 };
}

/**
 * Reads content from KV. A document stamped as validated against this Worker's schemas
 * (envelope.ts: the hash of its bytes and the schema version in its metadata) is used as
 * stored; any other is validated on read, so a broken hand edit is reported (ContentError
 * naming the key and field), never rendered.
 */
export class ContentStore {
  readonly #kv: KVNamespace;
  readonly #ttlMs: number;
  readonly #cost: ReadCost;

  constructor(kv: KVNamespace, ttlMs: number, cost: ReadCost = readCost()) {
    this.#kv = kv;
    this.#ttlMs = ttlMs;
    this.#cost = cost;
  }

  /**
   * The content version, kept in the isolate for the edge cache time and read again in the
   * background (`defer`: the request's waitUntil) before it expires. A namespace not seeded
   * yet is not kept: the repair must show at once.
   */
  async version(defer: Defer = unattended): Promise<string> {
    const info = await versions.get(
      VERSION_KEY,
      this.#ttlMs,
      async (): Promise<VersionInfo> => {
        const { value, metadata } = await this.#kv.getWithMetadata(VERSION_KEY);
        return { version: value ?? UNSEEDED, parts: partsOf(metadata) };
      },
      defer,
    );
    if (info.version === UNSEEDED) versions.delete(VERSION_KEY);
    partsOfVersion.set(info.version, info.parts, PER_VERSION_TTL_MS);
    return info.version;
  }

  /** Whether this isolate holds the content version: version() answers without reading KV. */
  holdsVersion(): boolean {
    return versions.has(VERSION_KEY);
  }

  /** The published page at a path, or null. */
  async page(path: string): Promise<Page | null> {
    return (await this.pageRead(path))?.document ?? null;
  }

  /** The published page at a path and the hash of its text, or null. */
  async pageRead(path: string): Promise<Read<Page> | null> {
    const key = pageKey(path);
    const { value, metadata } = await this.#kv.getWithMetadata(key);
    return value === null ? null : ((await this.#document(key, value, metadata, pageSchema)) as Read<Page>);
  }

  /**
   * A stored document: as stored when stamped for this Worker (envelope.ts: its metadata names
   * this schema version and the hash of these very bytes), else validated.
   */
  async #document(key: string, text: string, metadata: unknown, schema: v.GenericSchema): Promise<Read<unknown>> {
    let start = performance.now();
    const json = parseJson(key, text);
    const sha = await sha256Hex(text);
    const trusted = isValidatedHash(sha, metadata, SCHEMA_VERSION);
    this.#cost.parseMs += performance.now() - start;
    if (trusted) return { document: json, sha: shortHash(sha) };
    start = performance.now();
    const document = parseContent(schema, json, `KV CONTENT ${key}`);
    this.#cost.validateMs += performance.now() - start;
    this.#cost.validated += 1;
    return { document, sha: shortHash(sha) };
  }

  /** A shared document's text as a document: the one read before when the text is the same. */
  async #sharedDocument(
    key: string,
    text: string,
    metadata: unknown,
    schema: v.GenericSchema,
  ): Promise<Read<SiteSettings | Catalogue>> {
    const before = lastRead.get(key);
    if (before?.text === text) return before.read;
    const read = (await this.#document(key, text, metadata, schema)) as Read<SiteSettings | Catalogue>;
    lastRead.set(key, { text, read }, PER_VERSION_TTL_MS);
    return read;
  }

  /** Site settings of a content version for pages in `language` (null when missing). */
  async site(version: string, language = "en"): Promise<SiteSettings | null> {
    return ((await this.#shared(version, siteKey(language)))?.document ?? null) as SiteSettings | null;
  }

  /** The page catalogue of a content version (null when missing). */
  async catalogue(version: string): Promise<Catalogue | null> {
    return ((await this.#shared(version, CATALOGUE_KEY))?.document ?? null) as Catalogue | null;
  }

  /**
   * The hash of a shared document of a version without reading it when the version names it
   * (`parts`), else from a read (kept as any read of it is).
   */
  async sharedHash(version: string, key: string): Promise<string | null> {
    const named = partsOfVersion.get(version)?.[key];
    if (named) return named;
    return (await this.#shared(version, key))?.sha ?? null;
  }

  /**
   * A document every page needs, read and validated once: per content hash when the
   * version names one and the stored document is that one (a new version that leaves it
   * unchanged reuses it), else per version. A document older than its version says (KV
   * still propagating) is kept only briefly, so that the right one is read soon.
   */
  async #shared(version: string, key: string): Promise<Read<SiteSettings | Catalogue> | null> {
    const hash = partsOfVersion.get(version)?.[key];
    const byHash = hash ? shared.get(`${key}#${hash}`) : undefined;
    if (byHash !== undefined) return byHash;
    const byVersion = shared.get(`${version}|${key}`);
    if (byVersion !== undefined) return byVersion;
    const id = `${version}|${key}|${hash ?? ""}`;
    let reading = sharedReads.get(id);
    if (!reading) {
      reading = this.#readShared(version, key, hash).finally(() => sharedReads.delete(id));
      sharedReads.set(id, reading);
    }
    return reading;
  }

  async #readShared(
    version: string,
    key: string,
    hash: string | undefined,
  ): Promise<Read<SiteSettings | Catalogue> | null> {
    const schema = documentSchema(key);
    if (!schema) throw new Error(`KV CONTENT ${key} is not a shared document`);
    const { value: text, metadata } = await this.#kv.getWithMetadata(key);
    const read = text === null ? null : await this.#sharedDocument(key, text, metadata, schema);
    if (read === null) shared.set(`${version}|${key}`, null, MISSING_TTL_MS);
    else if (hash && read.sha === hash) shared.set(`${key}#${hash}`, read, PER_VERSION_TTL_MS);
    else shared.set(`${version}|${key}`, read, hash ? MISSING_TTL_MS : PER_VERSION_TTL_MS);
    return read;
  }
}

/** A CONTENT key's JSON, or null when absent; a value that is not JSON is a ContentError naming the key. */
export async function contentJson(kv: KVNamespace, key: string): Promise<unknown> {
  const text = await kv.get(key);
  return text === null ? null : parseJson(key, text);
}

/** A stored value as JSON; a value that is not JSON is a ContentError naming the key. */
function parseJson(key: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(`KV CONTENT ${key}`, [{ field: "(document)", message: `not valid JSON (${reason})` }]);
  }
}
