import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { redirectEntries } from "./built-kv.ts";
import { seedWholeSite, visit } from "./kv.ts";

/**
 * The smoke test of the whole site: the only file that seeds every page and redirect the build
 * wrote (tests of a mechanism seed a few pages, tests/worker/kv.ts).
 */
beforeAll(seedWholeSite, 60_000);

const SITE = "http://localhost:8787";

/** A file of Workers Static Assets (dist/assets), as a browser would fetch it. */
async function asset(path: string): Promise<Response> {
  return env.ASSETS.fetch(new Request(new URL(path, SITE)));
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await visit("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
}

describe("the route catalogue (docs/architecture.md)", () => {
  it("the sitemap lists at least 200 pages; each answers 200 with its social card and its pictures on this site", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(200);
    const failures: string[] = [];
    const checked = new Set<string>();
    for (const path of paths) {
      const response = await visit(path);
      if (response.status !== 200) {
        failures.push(`${path}: ${response.status}`);
        continue;
      }
      const html = await response.text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      if (!card || !/^http:\/\/localhost:8787\/social\/.+\.png$/.test(card))
        failures.push(`${path}: og:image ${card ?? "missing"}`);
      const images = [...html.matchAll(/<img [^>]*src="(\/[^"]+)"/g)].map((m) => m[1] as string);
      for (const src of [...(card ? [new URL(card).pathname] : []), ...images]) {
        if (checked.has(src)) continue;
        checked.add(src);
        const file = await asset(src);
        await file.body?.cancel();
        if (file.status !== 200) failures.push(`${path}: ${src} answers ${file.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Every page has its own card (the shared default is for pages published after a build).
    expect([...checked].filter((src) => src.startsWith("/social/")).length).toBe(paths.length);
  }, 240_000);

  it("a social card is a PNG of 1200 × 630 under 60 KB", async () => {
    const html = await (await visit("/clients/kyma-ferries")).text();
    const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] as string).pathname;
    const response = await asset(card);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    expect(bytes.byteLength).toBeLessThanOrEqual(60_000);
  });

  it("a .webp social image named by a page is announced as its .png twin", async () => {
    const page = JSON.parse((await env.CONTENT.get("page:/company")) as string) as { meta: Record<string, string> };
    await env.CONTENT.put(
      "page:/company",
      JSON.stringify({ ...page, meta: { ...page.meta, image: "/images/company/team.webp" } }),
    );
    await env.CONTENT.put("version", "webp-test"); // a new content version: the page is rendered again
    const html = await (await visit("/company")).text();
    expect(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]).toBe(
      "http://localhost:8787/images/company/team.png",
    );
  });
});

describe("pictures on the pages", () => {
  it("heroes of products, industries and use cases show an illustration with size and alt text, loaded first", async () => {
    for (const path of ["/products/localities", "/industry/retail", "/use-case/geofencing"]) {
      const html = await (await visit(path)).text();
      const img = /<img class="(?:home-)?hero__image"[^>]*>/.exec(html)?.[0] ?? "";
      expect(img, path).toMatch(/src="\/images\/illustrations\/[a-z-]+\.svg"/);
      expect(img, path).toMatch(/alt="[^"]{20,}"/);
      expect(img, path).toMatch(/width="640" height="480"/);
      expect(img, path).not.toContain('loading="lazy"');
      expect(img, path).toContain('fetchPriority="high"');
    }
  });

  it("the home page's hero shows the live address autocomplete instead of a picture", async () => {
    const html = await (await visit("/")).text();
    expect(html).toContain('data-testid="hero-demo"');
    expect(html).toMatch(/data-island="hero-autocomplete"/);
    expect(html).not.toMatch(/<img class="home-hero__image"/);
  });

  it("a story shows its customer's wordmark, named for screen readers", async () => {
    const html = await (await visit("/clients/wrenfield-home-insurance")).text();
    expect(html).toMatch(
      /<img class="hero__logo" src="\/images\/customers\/wrenfield-home-insurance\.svg" alt="Wrenfield Home Insurance" width="\d+" height="\d+"/,
    );
  });
});

describe("docs/operations.md: redirects lead to pages", () => {
  it("the table has several hundred rows, all permanent, some from each old section", () => {
    const targets = redirectEntries.map((e) => ({
      key: e.key,
      ...(JSON.parse(e.value) as { destination: string; permanent: boolean }),
    }));
    expect(targets.length).toBeGreaterThanOrEqual(300);
    expect(targets.filter((t) => !t.permanent)).toEqual([]);
    for (const prefix of ["/fr/", "/de/", "/stories/", "/usecases/", "/showcases/", "/products/"]) {
      expect(targets.filter((t) => t.key.startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(5);
    }
    expect(
      targets.filter((t) => !t.destination.startsWith("/") && !t.destination.startsWith("http")).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("every row of redirects.csv answers as the file says", async () => {
    expect(redirectEntries.length).toBeGreaterThanOrEqual(300);
    for (const entry of redirectEntries) {
      const target = JSON.parse(entry.value) as { destination: string; permanent: boolean };
      const response = await visit(entry.key);
      const expected =
        target.destination.startsWith("/") || target.destination.startsWith("http")
          ? target.destination
          : `/${target.destination}`;
      expect(response.status, entry.key).toBe(target.permanent ? 301 : 302);
      expect(response.headers.get("location"), entry.key).toBe(expected);
    }
  }, 60_000);

  it("following each redirect once reaches a page that answers 200", async () => {
    const destinations = new Set(
      redirectEntries.map((e) => (JSON.parse(e.value) as { destination: string }).destination),
    );
    const failures: string[] = [];
    for (const destination of destinations) {
      const path = destination.startsWith("/") ? destination : `/${destination}`;
      const response = await visit(path);
      await response.body?.cancel();
      if (response.status !== 200) failures.push(`${path}: ${response.status}`);
    }
    expect(failures).toEqual([]);
    expect(destinations.size).toBeGreaterThan(150);
  }, 120_000);
});
