import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { siteSchema } from "../content/site-schema.ts";
import site from "../../content/site.json" with { type: "json" };
import { configuredServices, consentClientConfig, fillId, parentDomain } from "./config.ts";

const withServices = (services: object) => v.parse(siteSchema, { ...site, services });

describe("the consent cookie applies to the parent domain (docs/consent.md)", () => {
  it("of a subdomain", () => {
    expect(parentDomain("www.locus.example")).toBe("locus.example");
    expect(parentDomain("www.locus.co.uk")).toBe("locus.co.uk");
    expect(parentDomain("WWW.Locus.Example:443")).toBe("locus.example");
  });
  it("of a two-label host: the host itself", () => {
    expect(parentDomain("locus.example")).toBe("locus.example");
  });
  it("none for hosts that take no Domain attribute", () => {
    for (const host of ["localhost", "localhost:8787", "app.localhost", "127.0.0.1:8787", "[::1]:8787", "intranet"]) {
      expect(parentDomain(host)).toBeNull();
    }
  });
});

describe("a service without settings is off", () => {
  it("only configured services are listed, in registry order", () => {
    const settings = withServices({
      chat: { id: "c1", scriptUrl: "https://chat.example/w.js?id={id}" },
      tagManager: { id: "GTM-1", scriptUrl: "https://tags.example/gtm.js?id={id}" },
    });
    expect(configuredServices(settings.services)).toEqual(["tagManager", "chat"]);
    expect(configuredServices(withServices({}).services)).toEqual([]);
  });

  it("the browser gets each script with its id filled in (URL-encoded) and the vendor id", () => {
    const settings = withServices({
      tagManager: { id: "GTM-A:1", scriptUrl: "https://tags.example/gtm.js?id={id}" },
      video: { embedUrl: "https://video.example/embed/{id}" },
    });
    expect(consentClientConfig(settings, "www.locus.example", false)).toEqual({
      cookieDomain: "locus.example",
      services: [
        { id: "tagManager", src: "https://tags.example/gtm.js?id=GTM-A%3A1", key: "GTM-A:1" },
        { id: "video" },
      ],
      skip: [],
      pricingUtmSource: "website-pricing",
    });
  });

  it("the chat widget is not loaded on free-tool pages (docs/consent.md)", () => {
    const settings = withServices({ chat: { scriptUrl: "https://chat.example/widget.js" } });
    expect(consentClientConfig(settings, "localhost:8787", true).skip).toEqual(["chat"]);
    expect(consentClientConfig(settings, "localhost:8787", false).skip).toEqual([]);
  });

  it("a configured cookie domain wins over the parent domain", () => {
    const settings = v.parse(siteSchema, { ...site, consent: { ...site.consent, cookieDomain: "locus.example" } });
    expect(consentClientConfig(settings, "preview.eu.locus.example", false).cookieDomain).toBe("locus.example");
  });

  it("fillId replaces every {id}", () => {
    expect(fillId("https://x.example/{id}/embedded/?v={id}", "a b")).toBe("https://x.example/a%20b/embedded/?v=a%20b");
  });
});
