import type { Context } from "hono";
import type { VaryBy } from "../../client/blocks/define-block.ts";
import { pagePopups, pageSources, pageVaries } from "../../client/blocks/registry.ts";
import type { Catalogue } from "../../client/content/catalogue.ts";
import type { Page } from "../../client/content/page-schema.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import type { PageContextValue } from "../../client/page-context.ts";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { deferIn } from "../cache/refresh-ahead-cache.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { thirdPartySources } from "../consent/third-party-csp.ts";
import { CATALOGUE_KEY, siteKey } from "../content/keys.ts";
import { ContentStore, type Read, readCost } from "../content/store.ts";
import { logError, logWarning } from "../log.ts";
import { joinSources, type CspSources } from "../middleware/content-security-policy.ts";
import { signUpSettings } from "../signup/page-settings.ts";
import { isCrawler } from "./bots.ts";
import { etagOf, notModified } from "./etag.ts";
import {
  contextOf,
  declaredQuery,
  documentElement,
  type PageInput,
  type PageReads,
  pageReads,
  renderConfig,
  type VisitorValues,
} from "./page-render.ts";
import { completeCut, cutPage, NO_VISITOR, visitorKey } from "./prerender.ts";
import {
  configHash,
  type PrerenderSources,
  readPrerender,
  cutText,
  type PrerenderHeaders,
  usablePrerender,
  writePrerender,
} from "./prerender-store.ts";
import { acceptsGzip, CONTENT_CODING_VARY, gunzip } from "./content-coding.ts";
import { renderHtml } from "./render-html.ts";
import { cacheableQueryValue, renderKey } from "./render-key.ts";
import { type RenderPhases, renderStats } from "./render-phases.ts";
import { RENDER_VERSION } from "./render-version.ts";

export { pageReads, type PageReads };
export { renderStats };

/** Rendered pages are kept at most this long even if the version did not change. */
const RENDERED_TTL_MS = 5 * 60_000;

/** What the isolate knows of a path in a content version: missing, or what its HTML varies by. */
type PathInfo = { found: false } | { found: true; varies: VaryBy[]; csp: CspSources; popups: boolean };

const pathInfo = new TtlCache<PathInfo>({ maxEntries: 2_000 });
/**
 * A rendered page's bytes: as text (`html`), or as the gzip body its pre-render holds
 * (`gzip`, docs/benchmarks.md#served-compressed), with its text too once a client that takes
 * no gzip asked for it; and their ETag, once it has been served from here or when its
 * pre-render had it.
 */
interface Rendered {
  html?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  etag?: string;
}

/** The bytes a rendered page holds, for the cache's bound. */
const heldBytes = (rendered: Rendered) => (rendered.html?.byteLength ?? 0) + (rendered.gzip?.byteLength ?? 0);

const renderedPages = new TtlCache<Rendered>({ maxEntries: 1_000, maxBytes: 24 * 1024 * 1024 });

/** This request's value for each thing a page may vary by (see render-key.ts). */
function renderedKey(version: string, path: string, varies: readonly VaryBy[], c: Context<AppEnv>): string | null {
  return renderKey(version, path, varies, (vary) => {
    if (vary === "currency") return `${c.var.currency}/${c.var.currencySource}`;
    if (vary.startsWith("query:"))
      return cacheableQueryValue(new URL(c.req.url).searchParams, vary.slice("query:".length));
    // Consent-dependent HTML is not kept until the consent state is part of the visitor values.
    return null;
  });
}

function htmlHeaders(varies: readonly VaryBy[], compressible: boolean, etag?: string): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": varies.length > 0 ? "private, max-age=0, must-revalidate" : "public, max-age=0, must-revalidate",
  };
  if (compressible) headers.vary = CONTENT_CODING_VARY;
  if (etag) headers.etag = etag;
  return headers;
}

/**
 * A page kept in the isolate: 304 when the browser's copy has the same ETag, else the
 * bytes with their ETag (a page streamed on its first render has none: its bytes were not
 * known when its headers went out). The 404 page gets no ETag. A page from its pre-render
 * is sent as its gzip body to clients that take gzip, as text to others (decompressed once,
 * then kept: `key`, its entry in the cache), with the same weak tag (RFC 9110 §8.8.1); null
 * when that body cannot be read (its entry is then dropped, and the page rendered whole).
 */
async function cachedResponse(
  c: Context<AppEnv>,
  rendered: Rendered,
  status: 200 | 404,
  varies: readonly VaryBy[],
  key: string | null,
): Promise<Response | null> {
  const compressed = rendered.gzip !== undefined;
  if (status === 200) {
    // A page from its pre-render comes with its tag; one rendered here gets the tag of its text.
    rendered.etag ??= await etagOf(rendered.html as Uint8Array<ArrayBuffer>);
    if (notModified(c.req.header("if-none-match"), rendered.etag))
      return c.body(null, 304, htmlHeaders(varies, compressed, rendered.etag));
  }
  const headers = htmlHeaders(varies, compressed, status === 200 ? rendered.etag : undefined);
  if (rendered.gzip && acceptsGzip(c.req.header("accept-encoding"))) {
    // Sent as it is: the runtime must not compress it again.
    return new Response(rendered.gzip, {
      status,
      headers: { ...headers, "content-encoding": "gzip" },
      encodeBody: "manual",
    });
  }
  if (!rendered.html && rendered.gzip) {
    const html = await gunzip(rendered.gzip).catch(() => null);
    if (!html) {
      if (key !== null) renderedPages.delete(key);
      return null;
    }
    rendered.html = html;
    if (key !== null) renderedPages.set(key, rendered, RENDERED_TTL_MS, heldBytes(rendered));
  }
  return c.body(rendered.html as Uint8Array<ArrayBuffer>, status, headers);
}

/**
 * Local runs only: the country simulation's links are shown when the page is asked for with
 * `?simulate` or `?simulate_country=` (docs/pricing.md), never by default. Such a page is
 * rendered for the request and not kept, so no visitor gets the links from the cache.
 */
export function simulationAsked(c: Context<AppEnv>): boolean {
  if (c.var.simulation === null) return false;
  const params = new URL(c.req.url).searchParams;
  return params.has("simulate") || params.has("simulate_country");
}

/** This request's visitor values, as a page's varying blocks read them. */
function visitorValues(c: Context<AppEnv>, page: Page): VisitorValues {
  return {
    currency: c.var.currency,
    currencySource: c.var.currencySource,
    countrySimulation: simulationAsked(c),
    query: declaredQuery(pageVaries(page.blocks), c.req.url),
  };
}

/** The per-request values every block reads (the editor's previews use them too). */
export function pageContext(
  c: Context<AppEnv>,
  path: string,
  page: Page,
  site: SiteSettings,
  catalogue: Catalogue,
  reads: PageReads,
): PageContextValue {
  return contextOf({ path, page, site, catalogue, reads, config: renderConfig(c), visitor: visitorValues(c, page) });
}

/** The page's CSP sources and whether it opens a pop-up, from its blocks and the site's services. */
function pageSecurity(c: Context<AppEnv>, page: Page, site: SiteSettings): { csp: CspSources; popups: boolean } {
  // The hosts of the configured third-party services and of the page's own embeds and images
  // join this page's CSP (security-headers.ts).
  const sourcesContext = { signUp: signUpSettings(c) };
  return {
    csp: joinSources(thirdPartySources(site.services), pageSources(page.blocks, sourcesContext)),
    popups: pagePopups(page.blocks, sourcesContext),
  };
}

/** What a page's render reads besides the page: its documents and its language's words. */
async function documentsFor(
  store: ContentStore,
  version: string,
  page: Page,
  assets: Fetcher,
): Promise<{ site: SiteSettings; catalogue: Catalogue; reads: PageReads }> {
  // Header, footer and banner in the page's language (kept per content version), and the
  // frame's words in it (docs/languages.md).
  const [catalogue, site, reads] = await Promise.all([
    store.catalogue(version),
    store.site(version, page.language),
    pageReads(assets, page),
  ]);
  if (!site || !catalogue)
    throw new Error(`KV CONTENT is incomplete (version ${version}): site settings or catalogue missing`);
  return { site, catalogue, reads };
}

/**
 * What this render reads, as a pre-rendered page names it: the hash of each document's text
 * as read (a value written by hand included), or as the version names it; null when the site
 * settings or the catalogue are missing (the render then fails as it would without this).
 */
async function renderSources(
  c: Context<AppEnv>,
  store: ContentStore,
  version: string,
  page: Read<Page>,
  catalogueHash: Promise<string | null>,
): Promise<PrerenderSources | null> {
  const [config, site, catalogue] = await Promise.all([
    configHash(JSON.stringify(renderConfig(c))),
    store.sharedHash(version, siteKey(page.document.language)),
    catalogueHash,
  ]);
  return site && catalogue ? { render: RENDER_VERSION, config, page: page.sha, site, catalogue } : null;
}

const encoder = new TextEncoder();

/**
 * Answers with the page stored at `path`, or null when there is none.
 *
 * A rendered page is kept in the isolate per (content version, path, and the value of each
 * thing its blocks vary by), so that the same page is not rendered twice; a new content
 * version (written last by every sync) makes every cached page stale. An isolate without it
 * serves the page pre-rendered in KV when one was rendered from what it would read
 * (prerender-store.ts), rendering only the blocks that vary by visitor; otherwise it renders
 * the page whole and writes its pre-render after answering (docs/benchmarks.md#pre-rendered-pages).
 */
export async function pageResponse(c: Context<AppEnv>, path: string, status: 200 | 404): Promise<Response | null> {
  const started = performance.now();
  const cost = readCost();
  const kv = c.env.CONTENT;
  const store = new ContentStore(kv, edgeCacheMs(c.env), cost);
  const keep = !simulationAsked(c);
  // An isolate without the content version reads it from KV, and reads the page and its
  // pre-render beside it rather than after it: one KV round trip less for a cold render. One
  // that holds the version reads them only when it has no render of the page.
  const holds = store.holdsVersion();
  const early = holds ? null : store.pageRead(path);
  // Its failure is met where it is awaited, below; a request answered before then ignores it.
  early?.catch(() => undefined);
  const earlyPrerender = holds || !keep ? null : readPrerender(kv, path);
  const version = await store.version(deferIn(c));
  const infoKey = `${version}|${path}`;

  const known = pathInfo.get(infoKey);
  if (known && !known.found) return null;
  if (known?.found && keep) {
    const key = renderedKey(version, path, known.varies, c);
    const cached = key === null ? undefined : renderedPages.get(key);
    if (cached) {
      c.set("cspSources", known.csp);
      c.set("allowPopups", known.popups);
      const answer = await cachedResponse(c, cached, status, known.varies, key);
      if (answer) return answer;
    }
  }

  const prerenderRead = keep ? (earlyPrerender ?? readPrerender(kv, path)) : null;
  // The catalogue's hash names a pre-render; without the version's `parts` it is read (and kept for the render).
  const catalogueHash = store.sharedHash(version, CATALOGUE_KEY);
  catalogueHash.catch(() => undefined);
  const read = await (early ?? store.pageRead(path));
  if (!read) {
    pathInfo.set(infoKey, { found: false }, RENDERED_TTL_MS);
    return null;
  }
  const page = read.document;
  const sources = keep ? await renderSources(c, store, version, read, catalogueHash) : null;
  const prerendered = sources ? await usablePrerender(await prerenderRead, sources) : null;
  const phases: RenderPhases = {
    path,
    readMs: 0,
    parseMs: 0,
    validateMs: 0,
    validated: 0,
    shellMs: 0,
    streamMs: null,
    prerendered: prerendered !== null,
  };
  renderStats.last = phases;
  /** Once everything is read: what reading took, less parsing and validation. */
  const readDone = (): number => {
    const now = performance.now();
    Object.assign(phases, {
      readMs: now - started - cost.parseMs - cost.validateMs,
      parseMs: cost.parseMs,
      validateMs: cost.validateMs,
      validated: cost.validated,
    });
    return now;
  };

  if (prerendered) {
    const { varies, csp, popups } = prerendered;
    c.set("cspSources", csp);
    c.set("allowPopups", popups);
    pathInfo.set(infoKey, { found: true, varies, csp, popups }, RENDERED_TTL_MS);
    const visitor = visitorValues(c, page);
    const key = visitorKey(prerendered, visitor);
    const stored = key === null ? undefined : prerendered.pages[key];
    let assembling: number;
    let rendered: Rendered | null;
    if (stored) {
      assembling = readDone();
      // Sent as stored, with the tag of its text made weak (cachedResponse).
      rendered = { gzip: stored.gzip, etag: `W/${stored.etag}` };
    } else {
      // A varying block with no fill for this visitor (a query value it reads was given) is rendered here.
      const documents = await documentsFor(store, version, page, c.env.ASSETS);
      assembling = readDone();
      const input = { path, page, ...documents, config: renderConfig(c), visitor };
      const cut = await cutText(prerendered).catch(() => null);
      rendered = cut && { html: encoder.encode(await completeCut(cut, input)) as Uint8Array<ArrayBuffer> };
    }
    const cacheKey = renderedKey(version, path, varies, c);
    const answer = rendered && (await cachedResponse(c, rendered, status, varies, null));
    if (rendered && answer) {
      if (cacheKey !== null) renderedPages.set(cacheKey, rendered, RENDERED_TTL_MS, heldBytes(rendered));
      renderStats.prerendered += 1;
      phases.shellMs = performance.now() - assembling;
      phases.streamMs = 0;
      return answer;
    }
    // What it holds is not gzip (stamped as written, yet not as a Worker writes it): rendered whole.
    logWarning("page pre-render unreadable", { path, requestId: c.var.requestId });
    phases.prerendered = false;
  }

  const documents = await documentsFor(store, version, page, c.env.ASSETS);
  const renderStart = readDone();
  const varies = pageVaries(page.blocks);
  const { csp, popups } = pageSecurity(c, page, documents.site);
  c.set("cspSources", csp);
  c.set("allowPopups", popups);
  pathInfo.set(infoKey, { found: true, varies, csp, popups }, RENDERED_TTL_MS);
  const key = keep ? renderedKey(version, path, varies, c) : null;
  const input: PageInput = { path, page, ...documents, config: renderConfig(c), visitor: visitorValues(c, page) };

  renderStats.renders += 1;
  const body = await renderHtml(await documentElement(input), {
    complete: isCrawler(c.req.header("user-agent")),
    signal: c.req.raw.signal,
    onComplete: (html) => {
      phases.streamMs = performance.now() - renderStart - phases.shellMs;
      if (key !== null) {
        const rendered: Rendered = { html };
        renderedPages.set(key, rendered, RENDERED_TTL_MS, html.byteLength);
        // Its ETag is worked out now, beside this render, rather than by the first request served from the cache.
        deferIn(c)(etagOf(html).then((etag) => (rendered.etag ??= etag)));
      }
      // Rendered cut where its varying blocks go and kept in KV for every isolate, after the answer.
      if (sources) deferIn(c)(savePrerender(c, input, sources, { varies, csp, popups }));
    },
    onError: (error) => logError("page render error", { path, requestId: c.var.requestId }, error),
  });
  phases.shellMs = performance.now() - renderStart;
  return c.body(body, status, htmlHeaders(varies, false));
}

/**
 * Pre-renders the page just published at `path` (the editor's publish, after its answer), so
 * that its first visitor in any isolate is served from KV (docs/benchmarks.md#pre-rendered-pages).
 * A page that cannot be pre-rendered is rendered whole on its first visit, as any page.
 */
export async function prerenderPublished(c: Context<AppEnv>, path: string): Promise<void> {
  try {
    const store = new ContentStore(c.env.CONTENT, edgeCacheMs(c.env));
    const version = await store.version();
    const read = await store.pageRead(path);
    const sources = read && (await renderSources(c, store, version, read, store.sharedHash(version, CATALOGUE_KEY)));
    if (!read || !sources) return;
    const page = read.document;
    const documents = await documentsFor(store, version, page, c.env.ASSETS);
    // The pieces read nothing of the visitor, and the fills are rendered for each kind of visitor.
    const input: PageInput = { path, page, ...documents, config: renderConfig(c), visitor: NO_VISITOR };
    const headers = { varies: pageVaries(page.blocks), ...pageSecurity(c, page, documents.site) };
    await savePrerender(c, input, sources, headers);
  } catch (error) {
    logError("page pre-render failed", { path, requestId: c.var.requestId }, error);
  }
}

/** Renders a page cut where its varying blocks go and writes it to KV (a failure is logged, never met by the visitor). */
async function savePrerender(
  c: Context<AppEnv>,
  input: PageInput,
  sources: PrerenderSources,
  headers: PrerenderHeaders,
): Promise<void> {
  const context = { path: input.path, requestId: c.var.requestId };
  try {
    const cut = await cutPage(input);
    if (!cut) return logError("page pre-render: its marks did not come out as placed", context, null);
    // Isolates that render one page at once after a change all write it, and KV takes one
    // write a second per key: a refused write is expected then, and costs only a render.
    await writePrerender(c.env.CONTENT, input.path, cut, headers, sources, (error) =>
      logWarning("page pre-render not written", {
        ...context,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  } catch (error) {
    logError("page pre-render failed", context, error);
  }
}
