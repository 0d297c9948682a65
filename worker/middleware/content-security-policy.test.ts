import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, tileImageSources } from "./content-security-policy.ts";

function directives(policy: string): Map<string, string> {
  return new Map(policy.split("; ").map((d) => [d.split(" ")[0] as string, d]));
}

describe("the Content-Security-Policy", () => {
  it("base: scripts from this origin only, no inline script, images from this origin and data: only", () => {
    const policy = directives(contentSecurityPolicy([], { upgradeInsecureRequests: false }));
    expect(policy.get("script-src")).toBe("script-src 'self'");
    expect(policy.get("img-src")).toBe("img-src 'self' data:");
    expect(policy.get("object-src")).toBe("object-src 'none'");
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("upgrade-insecure-requests and the report endpoint when asked", () => {
    const policy = contentSecurityPolicy([], {
      upgradeInsecureRequests: true,
      reportTo: "csp",
      reportUri: "/api/csp-report",
    });
    expect(policy).toMatch(/; upgrade-insecure-requests; report-uri \/api\/csp-report; report-to csp$/);
  });

  it("parts add sources to their directive ('none' gives way; nothing can add a directive)", () => {
    const policy = directives(
      contentSecurityPolicy(
        [
          { scriptSrc: ["https://vendor.example", "'strict-dynamic'"] },
          { frameSrc: ["https://video.example"] },
          { scriptSrc: ["https://x.example; img-src *"] },
        ],
        { upgradeInsecureRequests: false },
      ),
    );
    expect(policy.get("script-src")).toBe("script-src 'self' https://vendor.example 'strict-dynamic'");
    expect(policy.get("frame-src")).toBe("frame-src https://video.example");
    expect(policy.get("img-src")).toBe("img-src 'self' data:");
  });

  it("a tile server adds its host to img-src, never https: at large", () => {
    expect(tileImageSources("https://tiles.example/{z}/{x}/{y}.png")).toEqual(["https://tiles.example"]);
    expect(tileImageSources("https://{a-c}.tiles.example/{z}/{x}/{y}.png")).toEqual(["https://*.tiles.example"]);
    expect(tileImageSources("http://tiles.example/{z}/{x}/{y}.png")).toEqual([]);
    expect(tileImageSources(undefined)).toEqual([]);
  });
});
