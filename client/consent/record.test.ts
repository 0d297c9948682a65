import { describe, expect, it } from "vitest";
import { consentModeState } from "./consent-mode.ts";
import {
  cookieValue,
  decide,
  grantService,
  isGranted,
  needsDecision,
  parseConsent,
  purposeGranted,
  serializeConsent,
  withdrawn,
} from "./record.ts";
import type { ServiceId } from "./services.ts";

const NOW = 1_767_225_600_000; // 2026-01-01
const configured: ServiceId[] = ["tagManager", "marketingPixel", "chat", "video"];

describe("one consent cookie holds a state per service (docs/consent.md)", () => {
  it("round-trips through the cookie value", () => {
    const record = { decidedAt: 1_767_225_600, services: { tagManager: true, chat: false } };
    const value = serializeConsent(record);
    expect(value).toBe("v1|1767225600|tagManager:1|chat:0");
    expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/); // RFC 6265 cookie-octets only
    expect(parseConsent(value)).toEqual(record);
  });

  it("reads anything else as not decided", () => {
    for (const value of [null, "", "yes", "v2|1|chat:1", "v1|x|chat:1", "v1|1|chat:2", "v1|1|chat"]) {
      expect(parseConsent(value)).toBeNull();
    }
  });

  it("drops services the site no longer knows", () => {
    expect(parseConsent("v1|5|oldTracker:1|chat:1")).toEqual({ decidedAt: 5, services: { chat: true } });
  });

  it("finds the cookie among others", () => {
    expect(cookieValue("a=1; locus_consent=v1|5|chat:1; b=2", "locus_consent")).toBe("v1|5|chat:1");
    expect(cookieValue("a=1", "locus_consent")).toBeNull();
  });
});

describe("accepting or declining updates consent per service (docs/consent.md)", () => {
  it("Accept all grants every configured service", () => {
    const record = decide(null, configured, { analytics: true, tools: true }, NOW);
    expect(record).toEqual({
      decidedAt: 1_767_225_600,
      services: { tagManager: true, marketingPixel: true, chat: true, video: true },
    });
  });

  it("Decline declines them all", () => {
    expect(decide(null, configured, { analytics: false, tools: false }, NOW).services).toEqual({
      tagManager: false,
      marketingPixel: false,
      chat: false,
      video: false,
    });
  });

  it("per purpose: analytics only", () => {
    const record = decide(null, configured, { analytics: true, tools: false }, NOW);
    expect(isGranted(record, "tagManager")).toBe(true);
    expect(isGranted(record, "chat")).toBe(false);
    expect(purposeGranted(record, configured, "analytics")).toBe(true);
    expect(purposeGranted(record, configured, "tools")).toBe(false);
  });

  it("enabling one embed grants that service only, and the banner still asks about the rest", () => {
    const record = grantService(null, "video", NOW);
    expect(record.services).toEqual({ video: true });
    expect(needsDecision(record, configured)).toBe(true);
    expect(purposeGranted(record, configured, "tools")).toBe(false);
  });

  it("the banner asks on the first visit, not after a decision, and again for a newly configured service", () => {
    expect(needsDecision(null, configured)).toBe(true);
    const record = decide(null, configured, { analytics: false, tools: false }, NOW);
    expect(needsDecision(record, configured)).toBe(false);
    expect(needsDecision(record, [...configured, "fiddle"])).toBe(true);
    expect(needsDecision(null, [])).toBe(false);
  });

  it("withdrawing consent lists the services whose cookies must go", () => {
    const before = decide(null, configured, { analytics: true, tools: true }, NOW);
    const after = decide(before, configured, { analytics: false }, NOW);
    expect(withdrawn(before, after)).toEqual(["tagManager", "marketingPixel"]);
    expect(after.services.chat).toBe(true);
  });
});

describe("Consent Mode v2 signals follow the services that control them", () => {
  it("all denied before a decision", () => {
    expect(consentModeState(null)).toEqual({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });
  it("the tag manager grants analytics_storage; the marketing pixel the ad signals", () => {
    expect(consentModeState({ decidedAt: 1, services: { tagManager: true, marketingPixel: false } })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentModeState({ decidedAt: 1, services: { marketingPixel: true } })).toEqual({
      analytics_storage: "denied",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });
});
