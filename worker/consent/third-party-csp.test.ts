import { describe, expect, it } from "vitest";
import { thirdPartySources, withThirdPartySources } from "./third-party-csp.ts";

const BASE =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'";

describe("scripts of consented services are allowed by host lists computed from site settings", () => {
  const services = {
    tagManager: { id: "GTM-1", scriptUrl: "https://www.googletagmanager.com/gtm.js?id={id}", csp: { connect: ["https://*.google-analytics.com"], img: ["https://*.google-analytics.com"] } },
    chat: { scriptUrl: "https://widget.chat.example/loader.js" },
    officesMap: { scriptUrl: "/__test-vendors/offices-map.js" },
    video: { embedUrl: "https://www.youtube-nocookie.com/embed/{id}" },
    fiddle: { embedUrl: "https://jsfiddle.net/{id}/embedded/", csp: { frame: ["https://fiddle.jshell.net"] } },
  };

  it("script origins in script-src, embed origins in frame-src, extras where the settings say", () => {
    expect(thirdPartySources(services)).toEqual({
      "script-src": ["https://www.googletagmanager.com", "https://widget.chat.example"],
      "connect-src": ["https://*.google-analytics.com"],
      "frame-src": ["https://www.youtube-nocookie.com", "https://jsfiddle.net", "https://fiddle.jshell.net"],
      "img-src": ["https://*.google-analytics.com"],
    });
  });

  it("widens the policy without 'unsafe-inline' and keeps every other directive", () => {
    const policy = withThirdPartySources(BASE, thirdPartySources(services));
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' https://www.googletagmanager.com https://widget.chat.example; style-src 'self'; " +
        "img-src 'self' data: https:; connect-src 'self' https://*.google-analytics.com; object-src 'none'; frame-ancestors 'none'; " +
        "frame-src 'self' https://www.youtube-nocookie.com https://jsfiddle.net https://fiddle.jshell.net",
    );
    expect(policy).not.toContain("unsafe-inline");
  });

  it("leaves the policy as it is when no service is configured, or only site paths", () => {
    expect(withThirdPartySources(BASE, thirdPartySources({}))).toBe(BASE);
    expect(withThirdPartySources(BASE, thirdPartySources({ chat: { scriptUrl: "/__test-vendors/chat.js" } }))).toBe(BASE);
  });

  it("a missing directive starts from its fallback; 'none' gives way to the sources", () => {
    const policy = withThirdPartySources("default-src 'none'; child-src 'self'", {
      "script-src": ["https://a.example"],
      "connect-src": [],
      "frame-src": ["https://b.example"],
      "img-src": [],
    });
    expect(policy).toBe("default-src 'none'; child-src 'self'; script-src https://a.example; frame-src 'self' https://b.example");
  });
});
