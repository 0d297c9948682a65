import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { validatedMetadata } from "../../worker/content/envelope.ts";
import { SCHEMA_VERSION } from "../../worker/content/schema-version.ts";
import { renderStats } from "../../worker/pages/render-phases.ts";
import { builtJson } from "./built-kv.ts";
import { seedKv, visit } from "./kv.ts";

/**
 * Validate once, read fast (docs/architecture.md): a document stamped for this Worker (the
 * hash of its bytes and this Worker's schema version) is read as stored; any other is
 * validated, and one that fails answers the error page with 503, never 500.
 */

beforeAll(() => seedKv({ pages: ["/company"] }), 60_000);

/** The company page with another title: one past the schema's 70 characters is refused by validation. */
function pageText(title: string): string {
  const page = builtJson("page:/company");
  return JSON.stringify({ ...page, meta: { ...(page.meta as object), title } });
}

const LONG_TITLE = `A title far longer than the seventy characters the page schema allows ${"x".repeat(20)}`;

async function put(key: string, text: string, metadata?: Record<string, unknown>): Promise<void> {
  await env.CONTENT.put(key, text, metadata ? { metadata } : {});
}

/** The page's status, its <title>, and how many documents the render validated. */
async function served(path: string): Promise<{ status: number; title: string | undefined; validated?: number }> {
  const before = renderStats.last;
  const response = await visit(path);
  const html = await response.text();
  const last = renderStats.last !== before ? renderStats.last : null;
  return {
    status: response.status,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    ...(last && last.path === path ? { validated: last.validated } : {}),
  };
}

describe("a stamped document is read as stored", () => {
  it("the build's pages, site settings and catalogue are stamped for this Worker: a render validates nothing", async () => {
    const { metadata } = await env.CONTENT.getWithMetadata<{ schema: string }>("page:/company");
    expect(metadata?.schema, "dist/kv was built from other code than this Worker's: run npm run build").toBe(
      SCHEMA_VERSION,
    );
    // Read twice: the first read of the isolate may find the shared documents not yet kept.
    await served("/company");
    const fresh = `/stamped-${Date.now()}`;
    await put(`page:${fresh}`, pageText("Stamped"), {
      ...(await validatedMetadata(pageText("Stamped"), SCHEMA_VERSION)),
    });
    expect(await served(fresh)).toEqual({ status: 200, title: "Stamped", validated: 0 });
  });

  it("so a document the schema would refuse, stamped as valid, is served as written (validation did not run)", async () => {
    const text = pageText(LONG_TITLE);
    await put("page:/trusted-long-title", text, { ...(await validatedMetadata(text, SCHEMA_VERSION)) });
    expect(await served("/trusted-long-title")).toMatchObject({ status: 200, title: LONG_TITLE, validated: 0 });
  });
});

describe("any other document is validated on read", () => {
  it("a value written by hand (no stamp): valid, it is served; broken, the error page with 503", async () => {
    await put("page:/by-hand", pageText("Written by hand"));
    expect(await served("/by-hand")).toEqual({ status: 200, title: "Written by hand", validated: 1 });
    await put("page:/by-hand-broken", pageText(LONG_TITLE));
    const broken = await visit("/by-hand-broken");
    expect(broken.status).toBe(503);
    expect(broken.headers.get("retry-after")).toBe("60");
    const html = await broken.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toMatch(/ContentError|meta\.title|at \w+ \(/);
  });

  it("a value changed in place, its stamp kept (the stamp names other bytes): validated", async () => {
    const stamp = await validatedMetadata(pageText("Before the change"), SCHEMA_VERSION);
    await put("page:/changed-in-place", pageText("After the change"), { ...stamp });
    expect(await served("/changed-in-place")).toEqual({ status: 200, title: "After the change", validated: 1 });
    await put("page:/changed-in-place-broken", pageText(LONG_TITLE), { ...stamp });
    expect((await visit("/changed-in-place-broken")).status).toBe(503);
  });

  it("a value stamped under other schemas (a deploy before its sync, a rollback): validated", async () => {
    const other = async (text: string) => ({ ...(await validatedMetadata(text, "0000000000000000")) });
    await put("page:/other-schemas", pageText("Other schemas"), await other(pageText("Other schemas")));
    expect(await served("/other-schemas")).toEqual({ status: 200, title: "Other schemas", validated: 1 });
    await put("page:/other-schemas-broken", pageText(LONG_TITLE), await other(pageText(LONG_TITLE)));
    expect((await visit("/other-schemas-broken")).status).toBe(503);
  });

  it("a value that is not JSON answers the error page with 503; a page that is not there, the 404 page", async () => {
    await put("page:/not-json", "{ this is not JSON");
    expect((await visit("/not-json")).status).toBe(503);
    expect((await visit("/never-written")).status).toBe(404);
  });

  it("site settings are checked the same way: unstamped and broken, every page answers 503 until they are repaired", async () => {
    const site = await env.CONTENT.getWithMetadata("site");
    const seeded = await env.CONTENT.getWithMetadata<{ parts: Record<string, string> }>("version");
    const parts = seeded.metadata?.parts ?? {};
    try {
      const broken = JSON.stringify({ ...JSON.parse(site.value as string), name: 3 });
      await put("site", broken);
      await put("version", "site-written-by-hand", { parts: { ...parts, site: "written-by-hand0" } });
      expect((await visit("/company")).status).toBe(503);
    } finally {
      await put("site", site.value as string, site.metadata as Record<string, unknown>);
      await put("version", seeded.value as string, seeded.metadata ?? undefined);
    }
    expect((await visit("/company")).status).toBe(200);
  });
});
