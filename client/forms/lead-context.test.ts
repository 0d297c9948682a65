import { describe, expect, it } from "vitest";
import { checkLeadContext } from "./context-schema.ts";
import { analyticsAllowed, consentTextVersion } from "./lead-context.ts";

describe("docs/leads.md: the consent text's version", () => {
  it("is the language and a hash of the words: the same text, the same version; other words, another", () => {
    const text = "I agree that Locus keeps these details …";
    expect(consentTextVersion("en", text)).toMatch(/^en-[0-9a-f]{8}$/);
    expect(consentTextVersion("en", text)).toBe(consentTextVersion("en", text));
    expect(consentTextVersion("en", `${text}!`)).not.toBe(consentTextVersion("en", text));
    expect(consentTextVersion("de", text).slice(3)).toBe(consentTextVersion("en", text).slice(3));
  });
});

describe("docs/leads.md: the campaign travels with a lead only with analytics consent", () => {
  it("analytics storage granted (the tag manager), nothing else", () => {
    expect(analyticsAllowed(null)).toBe(false);
    expect(analyticsAllowed({ decidedAt: 1, services: { tagManager: false, chat: true } })).toBe(false);
    expect(analyticsAllowed({ decidedAt: 1, services: { tagManager: true } })).toBe(true);
  });
});

describe("a lead's context as the Worker accepts it", () => {
  it("takes each part bounded, and refuses anything else", () => {
    const context = {
      language: "de",
      page: "/de/kontakt?originfunnel=pricing",
      referrer: "https://www.example.org/article",
      utm: { utm_source: "newsletter", utm_campaign: "autumn" },
      consent: { version: "de-0a1b2c3d", at: "2026-11-20T10:15:00.000Z" },
    };
    expect(checkLeadContext(context)).toEqual({ ok: true, context });
    expect(checkLeadContext({})).toEqual({ ok: true, context: {} });
    expect(checkLeadContext({ page: "https://evil.example/" })).toEqual({
      ok: false,
      message: "context.page must be a path of this site",
    });
    expect(checkLeadContext({ page: "//evil.example/" }).ok).toBe(false);
    expect(checkLeadContext({ language: "xx" }).ok).toBe(false);
    expect(checkLeadContext({ referrer: "javascript:alert(1)" }).ok).toBe(false);
    expect(checkLeadContext({ email: "a@b.co" })).toEqual({
      ok: false,
      message: "context.email is not part of a lead's context",
    });
    expect(checkLeadContext({ utm: { utm_source: "x", gclid: "y" } }).ok).toBe(false);
    expect(checkLeadContext({ page: `/${"x".repeat(600)}` }).ok).toBe(false);
    expect(checkLeadContext("text").ok).toBe(false);
  });
});
