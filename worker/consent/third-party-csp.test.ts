import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../middleware/content-security-policy.ts";
import { thirdPartySources } from "./third-party-csp.ts";

describe("scripts of consented services are allowed by host lists computed from site settings", () => {
  const services = {
    tagManager: {
      id: "GTM-1",
      scriptUrl: "https://www.googletagmanager.com/gtm.js?id={id}",
      csp: { connect: ["https://*.google-analytics.com"], img: ["https://*.google-analytics.com"] },
    },
    chat: { scriptUrl: "https://widget.chat.example/loader.js" },
    officesMap: { scriptUrl: "/__test-vendors/offices-map.js" },
    video: { embedUrl: "https://www.youtube-nocookie.com/embed/{id}" },
    fiddle: { embedUrl: "https://jsfiddle.net/{id}/embedded/", csp: { frame: ["https://fiddle.jshell.net"] } },
  };

  it("script origins in script-src, embed origins in frame-src, extras where the settings say", () => {
    expect(thirdPartySources(services)).toEqual({
      scriptSrc: ["https://www.googletagmanager.com", "https://widget.chat.example"],
      connectSrc: ["https://*.google-analytics.com"],
      frameSrc: ["https://www.youtube-nocookie.com", "https://jsfiddle.net", "https://fiddle.jshell.net"],
      imgSrc: ["https://*.google-analytics.com"],
    });
  });

  it("widens the policy without 'unsafe-inline' and keeps every other directive", () => {
    const policy = contentSecurityPolicy([thirdPartySources(services)], { upgradeInsecureRequests: false });
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com https://widget.chat.example;");
    expect(policy).toContain(
      "frame-src https://www.youtube-nocookie.com https://jsfiddle.net https://fiddle.jshell.net;",
    );
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("adds nothing when no service is configured, or only site paths (an embed on this site: 'self')", () => {
    const none = { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] };
    expect(thirdPartySources({})).toEqual(none);
    expect(thirdPartySources({ chat: { scriptUrl: "/__test-vendors/chat.js" } })).toEqual(none);
    expect(thirdPartySources({ video: { embedUrl: "/__test-vendors/embed/video/{id}" } }).frameSrc).toEqual(["'self'"]);
  });
});
