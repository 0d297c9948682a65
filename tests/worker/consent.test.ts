import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";

/** The pages this file visits (tests/worker/kv.ts). */
const FIXTURE = { pages: ["/", "/company", "/contact", "/pricing", "/what-is-my-address", "/zip-code-lookup"] };

beforeAll(() => seedKv(FIXTURE));

/** The consent configuration a page carries for the site script. */
async function consentConfig(
  path: string,
): Promise<{ cookieDomain: string | null; services: { id: string; src?: string }[]; skip: string[] }> {
  const html = await (await visit(path)).text();
  const raw = /<dialog class="consent" data-consent-dialog="" data-consent-config="([^"]+)"/.exec(html)?.[1];
  if (!raw) throw new Error(`no consent dialog on ${path}`);
  return JSON.parse(raw.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as never;
}

function scriptPolicy(response: Response): string {
  return /(?:^|; )script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
}

/** Replaces the site settings' services in KV under a new content version. */
async function withServices(services: object, version: string): Promise<void> {
  const site = JSON.parse(contentEntries.find((e) => e.key === "site")?.value ?? "{}") as Record<string, unknown>;
  await env.CONTENT.put("site", JSON.stringify({ ...site, services }));
  await env.CONTENT.put("version", version);
}

describe("the consent banner is on every page, the full-screen ones too", () => {
  it.each(["/", "/pricing", "/zip-code-lookup", "/contact", "/404-does-not-exist"])(
    "%s has the dialog and the site script",
    async (path) => {
      const html = await (await visit(path)).text();
      expect(html).toContain('<dialog class="consent" data-consent-dialog=""');
      expect(html).toContain('aria-labelledby="consent-title" aria-describedby="consent-text"');
      expect(html).toMatch(/<script type="module" src="\/static\/site-[A-Z0-9]+\.js"><\/script>/);
    },
  );

  it("the local configuration lists the test vendors' services, ids filled in", async () => {
    const config = await consentConfig("/pricing");
    expect(config.cookieDomain).toBeNull(); // localhost takes no Domain attribute
    expect(config.services.map((s) => s.id)).toEqual([
      "tagManager",
      "marketingPixel",
      "socialAdPixel",
      "businessNetwork",
      "visitorIdentification",
      "reviewTracker",
      "chat",
      "officesMap",
      "video",
      "codeSandbox",
      "fiddle",
    ]);
    expect(config.services[0]).toEqual({
      id: "tagManager",
      src: "/__test-vendors/tag-manager.js?id=GTM-LOCAL",
      key: "GTM-LOCAL",
    });
  });

  it("the chat widget is skipped on a free-tool page only", async () => {
    expect((await consentConfig("/zip-code-lookup")).skip).toEqual(["chat"]);
    expect((await consentConfig("/what-is-my-address")).skip).toEqual(["chat"]);
    expect((await consentConfig("/pricing")).skip).toEqual([]);
  });

  it("a footer link with cookieManagement is a button that opens the dialog", async () => {
    const html = await (await visit("/company")).text();
    expect(html).toMatch(
      /<button type="button" class="link-button" data-cookie-management="" data-gaid="footer-cookie-settings">Cookie settings<\/button>/,
    );
  });
});

describe("Content-Security-Policy with third-party services", () => {
  it("test vendors live on this site: scripts stay 'self' only", async () => {
    const response = await visit("/pricing");
    expect(scriptPolicy(response)).toBe("'self'");
  });

  it("real vendors' hosts come from site settings, never 'unsafe-inline'", async () => {
    await withServices(
      {
        tagManager: {
          id: "GTM-XYZ",
          scriptUrl: "https://www.googletagmanager.com/gtm.js?id={id}",
          csp: { connect: ["https://*.google-analytics.com"] },
        },
        chat: { scriptUrl: "https://widget.chat.example/loader.js" },
        video: { embedUrl: "https://www.youtube-nocookie.com/embed/{id}" },
      },
      "csp-test-1",
    );
    const response = await visit("/company");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(scriptPolicy(response)).toBe("'self' https://www.googletagmanager.com https://widget.chat.example");
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com");
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com");
    expect(policy).not.toContain("unsafe-inline");
    // Other responses keep the strict policy and cost no settings read.
    const api = await visit("/api/geolocation");
    expect(scriptPolicy(api)).toBe("'self'");
    await seedKv(FIXTURE);
  });

  it("a service left out of the settings is off: not in the page, not in the policy", async () => {
    await withServices({ chat: { scriptUrl: "https://widget.chat.example/loader.js" } }, "csp-test-2");
    const config = await consentConfig("/company");
    expect(config.services).toEqual([{ id: "chat", src: "https://widget.chat.example/loader.js" }]);
    expect(scriptPolicy(await visit("/company"))).toBe("'self' https://widget.chat.example");
    await seedKv(FIXTURE);
  });
});

describe("the local test vendors exist only in local runs", () => {
  it("serve their script and embed pages locally", async () => {
    const script = await visit("/__test-vendors/chat.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain("window.__testVendors");
    const embed = await visit("/__test-vendors/embed/video/abc%22%3E%3Cscript%3E");
    expect(embed.status).toBe(200);
    expect(embed.headers.get("x-frame-options")).toBeNull(); // the site frames it
    expect(await embed.text()).not.toContain("<script>");
    expect((await visit("/__test-vendors/demo")).status).toBe(200);
  });

  it("are an ordinary missing page without LOCAL_TEST_VENDORS", async () => {
    const production = { ...env, LOCAL_TEST_VENDORS: undefined };
    for (const path of ["/__test-vendors/chat.js", "/__test-vendors/embed/video/x", "/__test-vendors/demo"]) {
      const response = await createApp().request(`http://localhost:8787${path}`, {}, production);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    }
  });

  it("and on any host that is not the machine itself", async () => {
    for (const path of ["/__test-vendors/chat.js", "/__test-vendors/demo"]) {
      const response = await createApp().request(`https://www.locus.example${path}`, {}, env);
      expect(response.status).toBe(404);
    }
  });
});
