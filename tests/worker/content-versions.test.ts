import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedKv, visit } from "./kv.ts";

beforeAll(() => seedKv({ pages: ["/company"] }), 60_000);

async function tagline(path: string): Promise<string | undefined> {
  const html = await (await visit(path)).text();
  return /<div class="site-footer__brand">.*?<p>([^<]*)<\/p>/.exec(html)?.[1];
}

describe("a new content version reuses the documents it leaves unchanged", () => {
  it("site settings are kept by their hash: an unchanged hash reuses them, a new hash reads them again", async () => {
    const seeded = await env.CONTENT.getWithMetadata<{ sha: string; parts: Record<string, string> }>("version");
    const parts = seeded.metadata?.parts ?? {};
    expect(Object.keys(parts).sort()).toEqual(["catalogue", "site", "site:de", "site:fr"]);
    const before = await tagline("/company");
    expect(before).toBeTruthy();

    // The site settings change in KV, but the next version still names the old hash:
    // the isolate keeps what it read for that hash and does not read them again.
    const site = JSON.parse((await env.CONTENT.get("site")) as string) as Record<string, unknown>;
    const changed = JSON.stringify({ ...site, tagline: "A tagline of a later sync" });
    await env.CONTENT.put("site", changed, { metadata: { sha: "0123456789abcdef-later" } });
    await env.CONTENT.put("version", "edit-of-one-page", { metadata: { sha: "x", parts } });
    expect(await tagline("/company")).toBe(before);

    // A version naming the new hash reads the new settings.
    await env.CONTENT.put("version", "site-changed", {
      metadata: { sha: "y", parts: { ...parts, site: "0123456789abcdef" } },
    });
    expect(await tagline("/company")).toBe("A tagline of a later sync");
  });
});
