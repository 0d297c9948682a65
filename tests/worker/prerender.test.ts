import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex, validatedMetadata } from "../../worker/content/envelope.ts";
import { SCHEMA_VERSION } from "../../worker/content/schema-version.ts";
import type { PageCut } from "../../worker/pages/prerender.ts";
import { cutText, decodePrerender, encodePrerender, type StoredPrerender } from "../../worker/pages/prerender-store.ts";
import { gzip as gzipBytes } from "../../worker/pages/content-coding.ts";
import { joinBytes } from "../../worker/pages/join-bytes.ts";
import { renderStats } from "../../worker/pages/render-phases.ts";
import { seedKv, visit } from "./kv.ts";

/**
 * Pre-rendered pages (docs/benchmarks.md#pre-rendered-pages): a page rendered whole is kept in
 * KV cut where its varying blocks go; an isolate without the page serves it from there,
 * rendering only those blocks, while everything it was rendered from is unchanged.
 */

beforeAll(() => seedKv({ pages: ["/company", "/pricing"] }), 60_000);

/** A stored pre-render read back, its cut as text. */
interface Read {
  stored: StoredPrerender;
  cut: PageCut;
  bytes: Uint8Array<ArrayBuffer>;
  metadata: Record<string, string>;
}

/** The pre-render of a path once the request that rendered the page has written it (after its answer). */
async function prerenderOf(path: string): Promise<Read> {
  for (let i = 0; i < 100; i += 1) {
    const read = await env.CONTENT.getWithMetadata<Record<string, string>>(`render:${path}`, "arrayBuffer");
    if (read.value !== null && read.metadata) {
      const bytes = new Uint8Array(read.value);
      const stored = decodePrerender(bytes);
      if (!stored) throw new Error(`the pre-render of ${path} is not one`);
      return { stored, cut: await cutText(stored), bytes, metadata: read.metadata };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no pre-render of ${path} was written`);
}

/** A pre-render with its last piece changed, encoded as the Worker encodes one. */
function withLastPiece(read: Read, change: (html: string) => string): Promise<Uint8Array<ArrayBuffer>> {
  const pieces = [...read.cut.pieces];
  pieces[pieces.length - 1] = change(pieces.at(-1) as string);
  return encodePrerender({ ...read.cut, pieces }, read.stored);
}

/**
 * Waits until the render a request just made has written its own pre-render over the one a
 * test put (`put`, its bytes), before the test puts the next.
 */
async function rewritten(path: string, put: Uint8Array<ArrayBuffer>): Promise<void> {
  const putSha = await sha256Hex(put);
  for (let i = 0; i < 100; i += 1) {
    const stored = await env.CONTENT.get(`render:${path}`, "arrayBuffer");
    if (stored !== null && (await sha256Hex(new Uint8Array(stored))) !== putSha) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the pre-render of ${path} was not written again`);
}

/**
 * The page at `path` served on a new version after `bytes` were put as its pre-render. When it
 * was rendered whole instead, this waits for that render's own pre-render to replace them, so
 * that the next value a test puts is not overwritten.
 */
async function servedOver(
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  metadata: Record<string, string>,
  options: { sha: boolean; version: string },
): Promise<Awaited<ReturnType<typeof served>>> {
  await putPrerender(path, bytes, metadata, options);
  await newVersion(options.version);
  const result = await served(path);
  if (!result.prerendered) await rewritten(path, bytes);
  return result;
}

const encoded = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

/** The first line of a pre-render of a page that does not vary, its one page `length` bytes long. */
const layoutLine = (length: number) =>
  `${JSON.stringify({ varies: [], csp: {}, popups: false, slots: [], slotVaries: [], pieces: [6], fills: [], text: 0, pages: [["", length, '"sha1-0"']] })}\n`;

/** Text gzip-compressed as a whole, whatever it holds. */
const gzip = (text: string) => gzipBytes(encoded(text));

/** Writes bytes as a pre-render with this metadata (`sha: true`: with the hash of these bytes). */
async function putPrerender(
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  metadata: Record<string, string>,
  { sha }: { sha: boolean },
): Promise<void> {
  await env.CONTENT.put(`render:${path}`, bytes, {
    metadata: sha ? { ...metadata, sha: await sha256Hex(bytes) } : metadata,
  });
}

/**
 * A page of its own for one test, stamped as the build stamps pages (the company page with
 * another title): no write of another test's render can reach its pre-render.
 */
async function ownPage(path: string, title: string): Promise<void> {
  const page = JSON.parse((await env.CONTENT.get("page:/company")) as string) as { meta: object };
  const text = JSON.stringify({ ...page, meta: { ...page.meta, title } });
  await env.CONTENT.put(`page:${path}`, text, { metadata: await validatedMetadata(text, SCHEMA_VERSION) });
}

/** A new content version: the isolate has nothing of any page cached. */
async function newVersion(name: string): Promise<void> {
  const { metadata } = await env.CONTENT.getWithMetadata("version");
  await env.CONTENT.put("version", name, metadata ? { metadata } : {});
}

/** A page as served, and whether it came from its pre-render. */
async function served(path: string, country?: string): Promise<{ status: number; html: string; prerendered: boolean }> {
  const response = await visit(path, country ? { country } : {});
  const html = await response.text();
  return {
    status: response.status,
    html,
    prerendered: renderStats.last?.path === path.split("?")[0] && renderStats.last?.prerendered === true,
  };
}

describe("a page rendered whole is pre-rendered for every isolate", () => {
  it("a page that does not vary: after a new version it is served from KV, byte for byte the page a render gives", async () => {
    await env.CONTENT.delete("render:/company");
    await newVersion("prerender-1");
    const first = await served("/company");
    expect(first).toMatchObject({ status: 200, prerendered: false });
    const { bytes, metadata } = await prerenderOf("/company");
    expect(metadata.sha).toBe(await sha256Hex(bytes));
    expect(Object.keys(metadata).sort()).toEqual(["catalogue", "config", "page", "render", "sha", "site"]);

    await newVersion("prerender-2");
    const again = await served("/company");
    expect(again).toEqual({ status: 200, html: first.html, prerendered: true });

    // Its ETag was worked out when it was written: a browser holding the page gets 304 from
    // an isolate that has never rendered it.
    await newVersion("prerender-2b");
    const tagged = await visit("/company");
    await tagged.arrayBuffer();
    const etag = tagged.headers.get("etag");
    // Weak: the same tag names the page's gzip body and its text.
    expect(etag).toMatch(/^W\/"sha1-[0-9a-f]{40}"$/);
    await newVersion("prerender-2c");
    const unchanged = await visit("/company", { headers: { "if-none-match": etag as string } });
    expect(unchanged.status).toBe(304);
    expect(renderStats.last).toMatchObject({ path: "/company", prerendered: true });
  });

  it("a client that takes gzip gets the stored pieces joined into one gzip body, the same page", async () => {
    await newVersion("prerender-gzip-1");
    const text = await served("/company");
    expect(text.prerendered).toBe(true);
    await newVersion("prerender-gzip-2");
    const response = await visit("/company", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(renderStats.last).toMatchObject({ path: "/company", prerendered: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
    // The runtime decompresses what it is given as gzip: the body read is the page's text.
    expect(await response.text()).toBe(text.html);
    // A client that takes no gzip, on the same isolate: the text, with the same tag.
    const plain = await visit("/company", { headers: { "accept-encoding": "gzip;q=0, br" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("etag")).toBe(response.headers.get("etag"));
    expect(await plain.text()).toBe(text.html);
  });

  it("a page that varies by currency: each visitor's prices are rendered into the pieces", async () => {
    await env.CONTENT.delete("render:/pricing");
    await newVersion("prerender-3");
    const gb = await served("/pricing", "GB");
    expect(gb.prerendered).toBe(false);
    const { stored } = await prerenderOf("/pricing");
    expect(stored.slots.length).toBeGreaterThan(0);
    expect(stored.varies).toContain("currency");

    // A US visitor on a fresh version: from the pre-render, in dollars; the same page a whole render gives.
    await newVersion("prerender-4");
    const us = await served("/pricing", "US");
    expect(us.prerendered).toBe(true);
    expect(us.html).toContain("$55");
    // Joined with its fills into one gzip body for a client that takes gzip: the same page.
    await newVersion("prerender-4a");
    const gzipped = await visit("/pricing", { country: "US", headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe(us.html);
    // A plan asked for in the query: the simulator has no fill for it and is rendered here.
    await newVersion("prerender-4b");
    const plan = await served("/pricing?plan_id=pro", "US");
    expect(plan.prerendered).toBe(true);
    await env.CONTENT.delete("render:/pricing");
    await newVersion("prerender-5");
    const whole = await served("/pricing", "US");
    expect(whole.prerendered).toBe(false);
    expect(us.html).toBe(whole.html);
    // Its pre-render written again (the key was deleted before it), then deleted for the next whole render.
    await prerenderOf("/pricing");
    await env.CONTENT.delete("render:/pricing");
    await newVersion("prerender-5b");
    const wholePlan = await served("/pricing?plan_id=pro", "US");
    expect(wholePlan.prerendered).toBe(false);
    expect(plan.html).toBe(wholePlan.html);
  });
});

describe("a pre-render is used only where everything it was rendered from is unchanged", () => {
  it("an edit of the page: rendered whole, the edit shown, and pre-rendered again", async () => {
    await ownPage("/prerender-edit", "Before the edit");
    await newVersion("prerender-6");
    await served("/prerender-edit");
    const before = await prerenderOf("/prerender-edit");
    await ownPage("/prerender-edit", "After the edit");
    await newVersion("prerender-7");
    const after = await served("/prerender-edit");
    expect(after.prerendered).toBe(false);
    expect(after.html).toContain("<title>After the edit");
    for (let i = 0; i < 100 && (await prerenderOf("/prerender-edit")).metadata.page === before.metadata.page; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await prerenderOf("/prerender-edit")).metadata.page).not.toBe(before.metadata.page);
    await newVersion("prerender-8");
    expect(await served("/prerender-edit")).toMatchObject({ prerendered: true, html: after.html });
  });

  it("a value changed by hand, its stamp kept, or one that is not a pre-render: the page is rendered whole, never an error", async () => {
    await ownPage("/prerender-by-hand", "Changed by hand");
    await newVersion("prerender-9");
    const whole = await served("/prerender-by-hand");
    const read = await prerenderOf("/prerender-by-hand");
    const { metadata } = read;
    const injected = await withLastPiece(read, (html) => html.replace("</main>", "<p>Injected</p></main>"));
    const changed = await servedOver("/prerender-by-hand", injected, metadata, { sha: false, version: "prerender-10" });
    expect(changed).toMatchObject({ status: 200, prerendered: false, html: whole.html });

    // Each value below carries the page's own stamp, hashed anew: only what it holds is wrong.
    await ownPage("/prerender-not-one", "Not a pre-render");
    await newVersion("prerender-11");
    await served("/prerender-not-one");
    const own = await prerenderOf("/prerender-not-one");
    const page = "<html>".repeat(3);
    for (const [name, bytes] of [
      ["a layout that is not one", encoded('{"pieces":"no"}\n<html>')],
      ["lengths that do not add up", encoded(`${layoutLine(99)}<html>`)],
      ["a page that is not gzip", encoded(`${layoutLine(26)}<html>${" ".repeat(20)}`)],
      // Its trailer (CRC-32 and length) cut off.
      ["a page that is gzip cut short", joinBytes([encoded(layoutLine(22)), (await gzip(page)).subarray(0, 22)])],
      ["the page's HTML as it is", encoded(own.cut.pieces[0] as string)],
      ["gzip of the whole (as pre-renders were once stored)", await gzip(`${JSON.stringify(own.stored)}\n<html>`)],
    ] as const) {
      const result = await servedOver("/prerender-not-one", bytes, own.metadata, {
        sha: true,
        version: `prerender-11-${name}`,
      });
      expect(result, name).toMatchObject({ status: 200, prerendered: false });
    }
    // The control: a pre-render that is one, with the same stamp, is served as stored.
    const control = await withLastPiece(own, (html) => html.replace("</main>", "<p>Control</p></main>"));
    const used = await servedOver("/prerender-not-one", control, own.metadata, {
      sha: true,
      version: "prerender-11-control",
    });
    expect(used.prerendered).toBe(true);
    expect(used.html).toContain("<p>Control</p></main>");
  });

  it("one rendered by other code, under another configuration or from other documents is not used", async () => {
    await ownPage("/prerender-sources", "Its sources");
    await newVersion("prerender-12");
    const whole = await served("/prerender-sources");
    const read = await prerenderOf("/prerender-sources");
    const { metadata } = read;
    const marked = await withLastPiece(read, (html) => html.replace("</main>", "<p>Marked</p></main>"));
    for (const field of ["render", "config", "page", "site", "catalogue"]) {
      const result = await servedOver(
        "/prerender-sources",
        marked,
        { ...metadata, [field]: "0000000000000000" },
        { sha: true, version: `prerender-13-${field}` },
      );
      expect(result, field).toMatchObject({ prerendered: false, html: whole.html });
    }
    // The control: the same text with its sources as they are is served as stored.
    const used = await servedOver("/prerender-sources", marked, metadata, { sha: true, version: "prerender-14" });
    expect(used.prerendered).toBe(true);
    expect(used.html).toContain("<p>Marked</p></main>");
  });
});
