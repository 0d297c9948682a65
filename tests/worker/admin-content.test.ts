import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_VERSION } from "../../worker/content/schema-version.ts";
import { renderStats } from "../../worker/pages/render-phases.ts";
import { adminFetch } from "./admin-helpers.ts";
import { seedKv, visit } from "./kv.ts";
import { MEDIA_CSP } from "../../worker/admin/media/media-routes.ts";

beforeAll(() =>
  seedKv({
    pages: ["/", "/company", "/pricing", "/contact", "/kontakt", "/products/map"],
    redirects: ["/fr/tarifs", "/plans"],
  }),
);

const hero = (title: string) => ({ type: "hero", props: { componentId: "c-00000001", title } });

async function createPage(slug: string, type = "pageProduct"): Promise<{ id: string; page: Record<string, unknown> }> {
  const created = await adminFetch("/api/admin/pages", {
    method: "POST",
    json: { type, language: "en", slug, name: `Test ${slug}` },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const opened = (await (await adminFetch(`/api/admin/pages/${id}`)).json()) as {
    draft: { page: Record<string, unknown> };
  };
  return { id, page: opened.draft.page };
}

describe("pages in the editor", () => {
  it("a new page is a draft (docs/editor.md), listed, and not served until published", async () => {
    const { id, page } = await createPage("fleet-planner");
    expect(page).toMatchObject({ status: "DRAFT", type: "pageProduct", slug: "fleet-planner" });
    const list = (await (await adminFetch("/api/admin/pages")).json()) as {
      pages: { id: string; status: string; path: string }[];
    };
    expect(list.pages.find((p) => p.id === id)).toMatchObject({ status: "DRAFT", path: "/products/fleet-planner" });
    expect((await visit("/products/fleet-planner")).status).toBe(404);
    const again = await adminFetch("/api/admin/pages", {
      method: "POST",
      json: { type: "pageProduct", language: "en", slug: "fleet-planner", name: "Again" },
    });
    expect(again.status).toBe(409);
  });

  it("publishing writes the page, the catalogue and a new version as a sync would, and keeps the version in the history", async () => {
    const { id, page } = await createPage("route-optimiser");
    const versionBefore = await env.CONTENT.get("version");
    const invalid = await adminFetch(`/api/admin/pages/${id}/publish`, { method: "POST", json: { page } });
    expect(invalid.status).toBe(400);
    const problems = ((await invalid.json()) as { problems: { field: string; message: string }[] }).problems;
    expect(problems).toContainEqual({ field: "meta.description", message: "description must not be empty" });

    const ready = {
      ...page,
      meta: { title: "Route optimiser · Locus", description: "Stops in the best order." },
      blocks: [hero("Routes in the best order")],
    };
    const published = await adminFetch(`/api/admin/pages/${id}/publish`, { method: "POST", json: { page: ready } });
    expect(published.status).toBe(200);
    const result = (await published.json()) as { version: string; path: string; publishedAt: string };
    expect(result.path).toBe("/products/route-optimiser");
    expect(await env.CONTENT.get("version")).toBe(result.version);
    expect(result.version).not.toBe(versionBefore);
    const catalogue = JSON.parse((await env.CONTENT.get("catalogue")) as string) as {
      pages: { id: string; url: string }[];
    };
    expect(catalogue.pages.find((p) => p.url === "/products/route-optimiser")?.id).toBe(id);
    const { metadata } = await env.CONTENT.getWithMetadata<{ sha: string; editor: string }>(
      "page:/products/route-optimiser",
    );
    // Stamped as a sync stamps it (docs/architecture.md, "Validate once, read fast"), and so is the catalogue.
    expect(metadata).toMatchObject({
      sha: expect.stringMatching(/^[0-9a-f]{64}$/),
      editor: result.publishedAt,
      schema: SCHEMA_VERSION,
    });
    expect((await env.CONTENT.getWithMetadata<{ schema: string }>("catalogue")).metadata?.schema).toBe(SCHEMA_VERSION);
    // The version names the hashes of the documents every page reads, as a sync's does
    // (docs/benchmarks.md#pre-rendered-pages): the catalogue it has just written among them.
    const stored = await env.CONTENT.getWithMetadata<{ sha: string }>("catalogue");
    const version = await env.CONTENT.getWithMetadata<{ parts: Record<string, string> }>("version");
    expect(version.metadata?.parts).toMatchObject({
      catalogue: stored.metadata?.sha.slice(0, 16),
      site: expect.stringMatching(/^[0-9a-f]{16}$/),
    });

    // Pre-rendered once the publish had answered (docs/benchmarks.md#pre-rendered-pages): its first visitor is served from KV.
    for (let i = 0; i < 100 && (await env.CONTENT.get("render:/products/route-optimiser")) === null; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await visit("/products/route-optimiser");
    expect(response.status).toBe(200);
    expect(renderStats.last).toMatchObject({ path: "/products/route-optimiser", validated: 0, prerendered: true });
    expect(await response.text()).toContain("Routes in the best order");
    const opened = (await (await adminFetch(`/api/admin/pages/${id}`)).json()) as {
      draft: unknown;
      history: { publishedAt: string; author: string }[];
    };
    expect(opened.draft).toBeNull();
    // A page made in the editor has no version from the files before it.
    expect(opened.history.map((h) => [h.publishedAt, h.author])).toEqual([[result.publishedAt, "local admin"]]);
    const old = (await (
      await adminFetch(`/api/admin/pages/${id}/history/${encodeURIComponent(result.publishedAt)}`)
    ).json()) as { page: { blocks: unknown[] } };
    expect(old.page.blocks).toHaveLength(1);
  });

  it("discarding a draft: a page never published is gone; a stored page goes back to its stored version", async () => {
    const { id } = await createPage("never-published");
    expect((await adminFetch(`/api/admin/pages/${id}/draft`, { method: "DELETE" })).status).toBe(204);
    expect((await adminFetch(`/api/admin/pages/${id}`)).status).toBe(404);
    const list = (await (await adminFetch("/api/admin/pages")).json()) as { pages: { id: string }[] };
    expect(list.pages.some((p) => p.id === id)).toBe(false);

    const pages = (await (await adminFetch("/api/admin/pages")).json()) as {
      pages: { id: string; path: string | null }[];
    };
    const company = pages.pages.find((p) => p.path === "/company")?.id as string;
    const opened = (await (await adminFetch(`/api/admin/pages/${company}`)).json()) as { doc: Record<string, unknown> };
    const changed = await adminFetch(`/api/admin/pages/${company}/draft`, {
      method: "PUT",
      json: { page: { ...opened.doc, name: "Changed" }, base: null },
    });
    expect(changed.status).toBe(200);
    expect((await adminFetch(`/api/admin/pages/${company}/draft`, { method: "DELETE" })).status).toBe(204);
    const back = (await (await adminFetch(`/api/admin/pages/${company}`)).json()) as {
      doc: { name: string };
      draft: unknown;
    };
    expect([back.doc.name, back.draft]).toEqual([opened.doc.name, null]);
  });

  it("a draft saved meanwhile elsewhere is a conflict, not overwritten", async () => {
    const { id, page } = await createPage("conflict-test");
    const opened = (await (await adminFetch(`/api/admin/pages/${id}`)).json()) as { draft: { savedAt: string } };
    const first = await adminFetch(`/api/admin/pages/${id}/draft`, {
      method: "PUT",
      json: { page: { ...page, name: "A" }, base: opened.draft.savedAt },
    });
    expect(first.status).toBe(200);
    const stale = await adminFetch(`/api/admin/pages/${id}/draft`, {
      method: "PUT",
      json: { page: { ...page, name: "B" }, base: opened.draft.savedAt },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { draft: { page: { name: string } } }).draft.page.name).toBe("A");
  });

  it("a link that leads nowhere stops publishing, named by its field; pages, redirects and media files are somewhere", async () => {
    const { id, page } = await createPage("link-check");
    const actions = (hrefs: string[]) => hrefs.map((href) => ({ label: "Go", href }));
    const withLinks = (hrefs: string[]) => ({
      ...page,
      meta: { title: "Link check · Locus", description: "Links." },
      blocks: [{ type: "hero", props: { componentId: "c-00000001", title: "Links", actions: actions(hrefs) } }],
    });
    const refused = await adminFetch(`/api/admin/pages/${id}/publish`, {
      method: "POST",
      json: { page: withLinks(["/pricing", "/nowhere-at-all?x=1"]) },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { problems: unknown[] }).problems).toEqual([
      { field: "blocks[0].props.actions[1].href", message: "link /nowhere-at-all?x=1 leads to no page" },
    ]);
    const fine = await adminFetch(`/api/admin/pages/${id}/publish`, {
      method: "POST",
      json: { page: withLinks(["/fr/tarifs", "/media/images/2026-01/map-1a2b3c4d.svg", "/products/link-check#top"]) },
    });
    expect(await fine.json()).toMatchObject({ path: "/products/link-check" });
  });

  it("site settings whose header or footer links lead nowhere are not saved", async () => {
    const { site } = (await (await adminFetch("/api/admin/site")).json()) as {
      site: { header: { pricing: { href: string } } };
    };
    const broken = { ...site, header: { ...site.header, pricing: { ...site.header.pricing, href: "/pricnig" } } };
    const response = await adminFetch("/api/admin/site", { method: "PUT", json: { site: broken } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { problems: unknown[] }).problems).toEqual([
      { field: "header.pricing.href", message: "link /pricnig leads to no page" },
    ]);
    expect((await adminFetch("/api/admin/site", { method: "PUT", json: { site } })).status).toBe(200);
  });

  it("taking a page offline: its path answers 404 and leaves the catalogue, its document stays as a draft to publish again", async () => {
    const { id, page } = await createPage("offline-soon");
    const ready = {
      ...page,
      meta: { title: "Offline soon · Locus", description: "Here for a while." },
      blocks: [hero("Here for a while")],
    };
    expect((await adminFetch(`/api/admin/pages/${id}/publish`, { method: "POST", json: { page: ready } })).status).toBe(
      200,
    );
    expect((await visit("/products/offline-soon")).status).toBe(200);
    const versionBefore = await env.CONTENT.get("version");

    const taken = await adminFetch(`/api/admin/pages/${id}/unpublish`, { method: "POST" });
    expect(taken.status).toBe(200);
    const result = (await taken.json()) as { path: string; version: string; page: { status: string } };
    expect(result).toMatchObject({ path: "/products/offline-soon", page: { status: "DRAFT" } });
    expect(result.version).not.toBe(versionBefore);
    expect(await env.CONTENT.get("page:/products/offline-soon")).toBeNull();
    expect((await visit("/products/offline-soon")).status).toBe(404);
    const catalogue = JSON.parse((await env.CONTENT.get("catalogue")) as string) as { pages: { url: string }[] };
    expect(catalogue.pages.some((p) => p.url === "/products/offline-soon")).toBe(false);
    const list = (await (await adminFetch("/api/admin/pages")).json()) as { pages: { id: string; status: string }[] };
    expect(list.pages.find((p) => p.id === id)?.status).toBe("DRAFT");
    const opened = (await (await adminFetch(`/api/admin/pages/${id}`)).json()) as {
      doc: { status: string; blocks: unknown[] };
      history: unknown[];
    };
    expect(opened.doc).toMatchObject({ status: "DRAFT", blocks: [{ type: "hero" }] });
    expect(opened.history).toHaveLength(1);

    // Once offline, there is nothing to take offline; publishing brings it back.
    expect((await adminFetch(`/api/admin/pages/${id}/unpublish`, { method: "POST" })).status).toBe(409);
    expect((await adminFetch(`/api/admin/pages/${id}/publish`, { method: "POST", json: { page: ready } })).status).toBe(
      200,
    );
    expect((await visit("/products/offline-soon")).status).toBe(200);
  });

  it("a page is not taken offline while a link, a redirect or a translation leads to it, nor the home or 404 page", async () => {
    const list = (await (await adminFetch("/api/admin/pages")).json()) as {
      pages: { id: string; path: string | null; status: string }[];
    };
    const idOf = (path: string) => list.pages.find((p) => p.path === path && p.status === "PUBLISHED")?.id as string;
    const problemsOf = async (id: string) => {
      const response = await adminFetch(`/api/admin/pages/${id}/unpublish`, { method: "POST" });
      expect(response.status).toBe(409);
      return ((await response.json()) as { problems: { field: string; message: string }[] }).problems;
    };
    expect(await problemsOf(idOf("/"))).toEqual([{ field: "slug", message: "the site always needs its home page" }]);
    expect(await problemsOf(idOf("/404"))).toEqual([{ field: "slug", message: "the site always needs its 404 page" }]);
    // /pricing: the header links to it, so do pages, and old addresses redirect to it.
    const pricing = await problemsOf(idOf("/pricing"));
    expect(pricing).toContainEqual({
      field: "links",
      message: "the site settings of pages in en (header or footer) link here: change that link first",
    });
    expect(
      pricing.some(
        (p) =>
          p.field === "links" && /^"[^"]+" \(\/[^)]*\) links here: change or remove that link first$/.test(p.message),
      ),
    ).toBe(true);
    expect(pricing).toContainEqual({
      field: "redirects",
      message: "the redirect from /plans leads here: change or delete it in Redirects first",
    });
    // /kontakt, the German translation of /contact, names it.
    const contact = await problemsOf(idOf("/contact"));
    expect(
      contact.some(
        (p) =>
          p.field === "translations" &&
          /^"[^"]+": translations\[0\]: no published \w+ page "contact" in en: remove the translation from that page first$/.test(
            p.message,
          ),
      ),
    ).toBe(true);
    expect((await visit("/pricing")).status).toBe(200);

    // A redirect alone holds a page too; deleting it lets the page go.
    const { id, page } = await createPage("held-by-redirect");
    const ready = {
      ...page,
      meta: { title: "Held by a redirect · Locus", description: "Reached from an old address." },
      blocks: [hero("Held")],
    };
    expect((await adminFetch(`/api/admin/pages/${id}/publish`, { method: "POST", json: { page: ready } })).status).toBe(
      200,
    );
    expect(
      (
        await adminFetch("/api/admin/redirects", {
          method: "PUT",
          json: { source: "/old-held", destination: "/products/held-by-redirect", permanent: true },
        })
      ).status,
    ).toBe(200);
    expect(await problemsOf(id)).toEqual([
      { field: "redirects", message: "the redirect from /old-held leads here: change or delete it in Redirects first" },
    ]);
    expect((await adminFetch("/api/admin/redirects?source=/old-held", { method: "DELETE" })).status).toBe(204);
    expect((await adminFetch(`/api/admin/pages/${id}/unpublish`, { method: "POST" })).status).toBe(200);
  });

  it("a path taken by a redirect cannot hold a new page", async () => {
    const response = await adminFetch("/api/admin/pages", {
      method: "POST",
      json: { type: "page", language: "en", slug: "tarifs", name: "Tarifs" },
    });
    // /tarifs is not redirected (/fr/tarifs is); it is the French pricing page's path when that page is seeded.
    expect([201, 409]).toContain(response.status);
  });
});

describe("history (docs/editor.md)", () => {
  it("a page from content/ starts with its files' version; each publish names its author; the original stays restorable", async () => {
    const list = (await (await adminFetch("/api/admin/pages")).json()) as { pages: { id: string; path: string }[] };
    const id = (list.pages.find((p) => p.path === "/products/map") as { id: string }).id;
    type Opened = { doc: Record<string, unknown>; history: { ref: string; original: boolean; author: string }[] };
    const before = (await (await adminFetch(`/api/admin/pages/${id}`)).json()) as Opened;
    expect(before.history).toEqual([
      { ref: "original", publishedAt: null, name: "Maps", author: "content/pages/product-map.json", original: true },
    ]);
    const original = (await (await adminFetch(`/api/admin/pages/${id}/history/original`)).json()) as {
      page: { meta: { title: string } };
    };
    expect(original.page).toEqual(before.doc);

    const changed = { ...before.doc, meta: { ...(before.doc.meta as object), title: "Maps, changed in the editor" } };
    const published = await adminFetch(`/api/admin/pages/${id}/publish`, { method: "POST", json: { page: changed } });
    expect(published.status).toBe(200);
    const result = (await published.json()) as { publishedAt: string; entry: { author: string } };
    expect(result.entry).toMatchObject({ ref: result.publishedAt, author: "local admin", original: false });

    const after = (await (await adminFetch(`/api/admin/pages/${id}`)).json()) as Opened;
    expect(after.history.map((h) => [h.author, h.original])).toEqual([
      ["local admin", false],
      ["content/pages/product-map.json", true],
    ]);
    const kept = (await (await adminFetch(`/api/admin/pages/${id}/history/original`)).json()) as {
      page: { meta: { title: string } };
    };
    expect(kept.page.meta.title).toBe(original.page.meta.title);
    // Published back, the files' version is live again.
    const restored = await adminFetch(`/api/admin/pages/${id}/publish`, { method: "POST", json: { page: kept.page } });
    expect(restored.status).toBe(200);
    expect(await (await visit("/products/map")).text()).toContain(original.page.meta.title.replace("&", "&amp;"));
  });
});

describe("changing a page's address (docs/editor.md)", () => {
  type Renamed = { id: string; path: string; redirects: { source: string }[]; problems?: { message: string }[] };
  const rename = async (id: string, slug: string, redirect: boolean) => {
    const response = await adminFetch(`/api/admin/pages/${id}/rename`, { method: "POST", json: { slug, redirect } });
    return { status: response.status, body: (await response.json()) as Renamed };
  };
  async function publishedPage(slug: string): Promise<string> {
    const { id, page } = await createPage(slug);
    const ready = { ...page, meta: { title: `Title ${slug}`, description: "d" }, blocks: [hero(`Hero ${slug}`)] };
    expect((await adminFetch(`/api/admin/pages/${id}/publish`, { method: "POST", json: { page: ready } })).status).toBe(
      200,
    );
    return id;
  }

  it("a published page moves to its new address; the old one redirects there, and so do redirects that led to it", async () => {
    const id = await publishedPage("rename-me");
    expect(
      (
        await adminFetch("/api/admin/redirects", {
          method: "PUT",
          json: { source: "/older-name", destination: "/products/rename-me", permanent: true },
        })
      ).status,
    ).toBe(200);
    const { status, body } = await rename(id, "renamed", true);
    expect(status).toBe(200);
    expect(body.path).toBe("/products/renamed");
    expect(body.redirects.map((r) => r.source).sort()).toEqual(["/older-name", "/products/rename-me"]);
    expect((await visit("/products/renamed")).status).toBe(200);
    const old = await visit("/products/rename-me");
    expect([old.status, old.headers.get("location")]).toEqual([301, "/products/renamed"]);
    const older = await visit("/older-name");
    expect(older.headers.get("location")).toBe("/products/renamed");
    const opened = (await (await adminFetch(`/api/admin/pages/${body.id}`)).json()) as {
      doc: { slug: string };
      history: { author: string }[];
    };
    expect(opened.doc.slug).toBe("renamed");
    expect(opened.history).toHaveLength(2);
    expect((await adminFetch(`/api/admin/pages/${id}`)).status).toBe(404);
  });

  it("without the redirect, a rename is refused while something leads to the old address; a taken address is refused", async () => {
    const id = await publishedPage("linked-to");
    await adminFetch("/api/admin/redirects", {
      method: "PUT",
      json: { source: "/to-linked", destination: "/products/linked-to", permanent: true },
    });
    const refused = await rename(id, "elsewhere", false);
    expect(refused.status).toBe(409);
    expect(refused.body.problems?.map((p) => p.message)).toContain(
      "the redirect from /to-linked leads here: change or delete it in Redirects first",
    );
    const taken = await rename(id, "map", true);
    expect(taken.status).toBe(409);
    expect(taken.body.problems?.[0]?.message).toBe('a pageProduct page "map" in en exists already');
    expect((await rename(id, "Not A Slug", true)).body.problems?.[0]?.message).toBe(
      "slug must be lower-case letters, digits, - or _",
    );
  });

  it("a draft never published simply moves: no redirect", async () => {
    const { id } = await createPage("draft-to-move");
    const { status, body } = await rename(id, "draft-moved", true);
    expect(status).toBe(200);
    expect(body.redirects).toEqual([]);
    const opened = (await (await adminFetch(`/api/admin/pages/${body.id}`)).json()) as {
      draft: { page: { slug: string } };
    };
    expect(opened.draft.page.slug).toBe("draft-moved");
    expect(await env.REDIRECTS.get("/products/draft-to-move")).toBeNull();
  });
});

describe("layout pages (docs/editor.md)", () => {
  it("an admin sees a layout page's cards under /admin/layouts/, never cached nor indexed; visitors get 404", async () => {
    const seen = await adminFetch("/admin/layouts/blogposts-layout");
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("no-store");
    expect(seen.headers.get("x-robots-tag")).toContain("noindex");
    const html = await seen.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain("Blog posts layout");
    expect(html).toContain("Read the article");
    expect(html).toContain("Edit this layout");
    expect((await visit("/blogposts-layout")).status).toBe(404);
    expect((await visit("/admin/layouts/blogposts-layout", { redirect: "manual" })).status).toBe(302);
    expect((await adminFetch("/admin/layouts/no-such-layout")).status).toBe(404);
  });
});

describe("redirects in the admin", () => {
  it("are checked by the lint of redirects.csv against the whole table", async () => {
    const loop = await adminFetch("/api/admin/redirects", {
      method: "PUT",
      json: { source: "/loop-a", destination: "/loop-a", permanent: true },
    });
    expect(loop.status).toBe(400);
    expect(((await loop.json()) as { problems: string[] }).problems).toEqual(["/loop-a redirects to itself"]);
    const offsite = await adminFetch("/api/admin/redirects", {
      method: "PUT",
      json: { source: "/x", destination: "//evil.example", permanent: true },
    });
    expect(offsite.status).toBe(400);
    const ok = await adminFetch("/api/admin/redirects", {
      method: "PUT",
      json: { source: "/Spring-Offer/", destination: "/pricing", permanent: false },
    });
    expect(ok.status).toBe(200);
    expect(await env.REDIRECTS.get("/spring-offer")).toBe('{"destination":"/pricing","permanent":false}');
    const chain = await adminFetch("/api/admin/redirects", {
      method: "PUT",
      json: { source: "/older-offer", destination: "/spring-offer", permanent: true },
    });
    expect(((await chain.json()) as { problems: string[] }).problems[0]).toMatch(
      /^chain: \/older-offer → \/spring-offer → \/pricing/,
    );
    const answer = await visit("/spring-offer");
    expect([answer.status, answer.headers.get("location")]).toEqual([302, "/pricing"]);
    const csv = await (await adminFetch("/api/admin/redirects/export.csv")).text();
    expect(csv).toContain("/spring-offer,/pricing,false,\n");
    expect((await adminFetch("/api/admin/redirects?source=/spring-offer", { method: "DELETE" })).status).toBe(204);
    expect(await env.REDIRECTS.get("/spring-offer")).toBeNull();
  });
});

describe("redirects lead somewhere (docs/operations.md)", () => {
  const put = (source: string, destination: string) =>
    adminFetch("/api/admin/redirects", { method: "PUT", json: { source, destination, permanent: true } });

  it("a destination that is no page, no file and no https URL is refused, with its message", async () => {
    const dead = await put("/audit-loop", "/this-page-does-not-exist");
    expect(dead.status).toBe(400);
    expect(((await dead.json()) as { problems: string[] }).problems).toEqual([
      "destination /this-page-does-not-exist leads nowhere: it is neither a published page, a file of the site nor an https URL",
    ]);
    expect(await env.REDIRECTS.get("/audit-loop")).toBeNull();
    const http = await put("/old-docs", "http://docs.locus.example/");
    expect(((await http.json()) as { problems: string[] }).problems[0]).toMatch(/is not https/);
  });

  it("a source that is a published page is refused; pages, static files and https URLs are destinations", async () => {
    const hiding = await put("/pricing", "/company");
    expect(hiding.status).toBe(400);
    expect(((await hiding.json()) as { problems: string[] }).problems).toContain(
      "source /pricing is a published page: the redirect would hide it (take the page offline first)",
    );
    const accepted: [string, string][] = [
      ["/old-icon", "/favicon.svg"],
      ["/old-docs", "https://docs.locus.example/"],
      ["/old-about", "company"],
    ];
    for (const [source, destination] of accepted) {
      const saved = await put(source, destination);
      expect(saved.status, `${source} → ${destination}`).toBe(200);
    }
  });
});

describe("media in R2", () => {
  it("an uploaded image is listed with its size and served to every visitor; its weight reads from Content-Length", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#1f4fd6"/></svg>';
    const body = new FormData();
    body.append("file", new File([svg], "Team Photo.svg", { type: "image/svg+xml" }));
    const uploaded = await adminFetch("/api/admin/media", { method: "POST", body });
    expect(uploaded.status).toBe(201);
    const { item } = (await uploaded.json()) as { item: { src: string; width: number; height: number; bytes: number } };
    expect(item).toMatchObject({
      width: 320,
      height: 180,
      bytes: svg.length,
      src: expect.stringMatching(/^\/media\/images\/\d{4}-\d{2}\/team-photo-[0-9a-f]{8}\.svg$/),
    });
    const served = await visit(item.src);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    // No script inside an uploaded SVG runs: it is served as a sandboxed document (tests/worker/media.test.ts).
    expect(served.headers.get("content-security-policy")).toBe(MEDIA_CSP);
    expect(await served.text()).toBe(svg);
    const weight = (await (await adminFetch(`/api/admin/image-size?src=${encodeURIComponent(item.src)}`)).json()) as {
      bytes: number | null;
    };
    expect(weight.bytes).toBe(svg.length);
    const missing = (await (
      await adminFetch("/api/admin/image-size?src=https://unreachable.invalid/a.png")
    ).json()) as { bytes: number | null };
    expect(missing.bytes).toBeNull();
    const notImage = new FormData();
    notImage.append("file", new File(["hello"], "notes.txt", { type: "text/plain" }));
    const refused = await adminFetch("/api/admin/media", { method: "POST", body: notImage });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      400,
      "This is not an image: upload PNG, JPEG, GIF, WebP, AVIF or SVG",
    ]);
  });
});
