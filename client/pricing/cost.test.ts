import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { compareTiers, creditsUsed, exampleVolumes, parseVolume, quoteTier, resolvePlanId } from "./cost.ts";
import { pricingSettingsSchema, type PricingSettings } from "./settings.ts";

const tier = (id: string, credits: number, euros: number, extra: number) => ({
  id,
  name: id,
  summary: "s",
  credits,
  monthly: { euros, dollars: euros + 1, pounds: euros - 1 },
  extraPer1000: { euros: extra, dollars: extra, pounds: extra },
});

const words = { de: { name: "n", unit: "u" }, fr: { name: "n", unit: "u" } };

const settings: PricingSettings = v.parse(pricingSettingsSchema, {
  defaultPlanId: "pro-starter",
  apis: [
    { id: "autocomplete", name: "Autocomplete", unit: "request", credits: 1, description: "d", example: 60_000, words },
    { id: "geocoding", name: "Geocoding", unit: "request", credits: 2, description: "d", example: 5_000, words },
    { id: "half", name: "Half", unit: "request", credits: 0.5, description: "d", example: 0, words },
  ],
  tiers: [
    tier("pro-starter", 100_000, 49, 0.6),
    tier("pro-growth", 500_000, 199, 0.45),
    tier("pro-scale", 1_000_000, 349, 0.35),
    tier("pro-volume", 5_000_000, 1290, 0.25),
  ],
});

describe("credits: requests times each API's credits per request", () => {
  it("adds every API's requests at its own rate", () => {
    expect(creditsUsed({ autocomplete: 1000, geocoding: 10 }, settings.apis)).toBe(1020);
  });

  it("rounds a fractional total up to a whole credit", () => {
    expect(creditsUsed({ half: 3 }, settings.apis)).toBe(2);
    expect(creditsUsed({ half: 4 }, settings.apis)).toBe(2);
  });

  it("ignores unknown APIs, negative and non-finite values", () => {
    expect(creditsUsed({ unknown: 500, autocomplete: -3, geocoding: Number.NaN }, settings.apis)).toBe(0);
  });
});

describe("a tier's monthly cost: its price, plus extra credits at its price per 1,000", () => {
  const starter = settings.tiers[0]!;

  it("within the included credits, the monthly price alone", () => {
    expect(quoteTier(starter, 100_000, "euros")).toEqual({
      tierId: "pro-starter",
      base: 49,
      extraCredits: 0,
      extraCost: 0,
      total: 49,
    });
  });

  it("beyond them, pro rata to the cent", () => {
    expect(quoteTier(starter, 135_000, "euros")).toMatchObject({ extraCredits: 35_000, extraCost: 21, total: 70 });
    expect(quoteTier(starter, 100_001, "euros")).toMatchObject({ extraCredits: 1, extraCost: 0, total: 49 });
    expect(quoteTier(starter, 100_009, "euros")).toMatchObject({ extraCost: 0.01, total: 49.01 });
  });

  it("in the visitor's currency", () => {
    expect(quoteTier(starter, 0, "dollars").total).toBe(50);
    expect(quoteTier(starter, 0, "pounds").total).toBe(48);
  });
});

const rules = { ...settings, freeRequests: 10_000 };

describe("comparing the 4 public Pro tiers (docs/pricing.md)", () => {
  it("the smallest tier is cheapest for a small app", () => {
    const result = compareTiers({ autocomplete: 60_000, geocoding: 5_000 }, rules, "euros");
    expect(result.credits).toBe(70_000);
    expect(result.quotes.map((q) => q.total)).toEqual([49, 199, 349, 1290]);
    expect(result.cheapestId).toBe("pro-starter");
  });

  it("a bigger tier wins once its included credits pay off", () => {
    expect(compareTiers({ autocomplete: 600_000 }, rules, "euros").cheapestId).toBe("pro-growth");
    expect(compareTiers({ autocomplete: 900_000 }, rules, "euros").cheapestId).toBe("pro-scale");
    expect(compareTiers({ autocomplete: 4_000_000 }, rules, "euros").cheapestId).toBe("pro-volume");
  });

  it("on a tie the smaller tier is named", () => {
    // 350,000 credits: Starter 49 + 250 × 0.60 = 199 = Growth.
    expect(compareTiers({ autocomplete: 350_000 }, rules, "euros").cheapestId).toBe("pro-starter");
  });

  it("the Free plan fits while the month's requests, every API together, stay within its 10,000", () => {
    expect(compareTiers({ autocomplete: 10_000 }, rules, "euros").fitsFree).toBe(true);
    // 10,000 geocodes are 10,000 requests (20,000 credits): still free.
    expect(compareTiers({ geocoding: 10_000 }, rules, "euros").fitsFree).toBe(true);
    expect(compareTiers({ autocomplete: 5_000, geocoding: 5_001 }, rules, "euros").fitsFree).toBe(false);
  });
});

describe("the plan the simulator recommends and preselects (docs/pricing.md)", () => {
  const recommended = (requests: number) => compareTiers({ autocomplete: requests }, rules, "euros").recommendedId;

  it("Free when the month fits in it", () => {
    expect(recommended(5_000)).toBe("free");
    expect(recommended(0)).toBe("free");
  });

  it("the cheapest Pro tier in between", () => {
    expect(recommended(50_000)).toBe("pro-starter");
    // 1.5 M credits: Scale 349 + 500 × 0.35 = 524, Volume 1290.
    expect(recommended(1_500_000)).toBe("pro-scale");
    expect(recommended(5_000_000)).toBe("pro-volume");
  });

  it("Enterprise beyond the largest tier's credits", () => {
    expect(recommended(5_000_001)).toBe("enterprise");
    expect(recommended(20_000_000)).toBe("enterprise");
  });
});

describe("plan_id: the plan the visitor chose (docs/pricing.md)", () => {
  it("a tier's id, free or enterprise, in any case", () => {
    expect(resolvePlanId("pro-scale", settings)).toEqual({ id: "pro-scale", known: true });
    expect(resolvePlanId(" PRO-GROWTH ", settings)).toEqual({ id: "pro-growth", known: true });
    expect(resolvePlanId("free", settings)).toEqual({ id: "free", known: true });
    expect(resolvePlanId("Enterprise", settings)).toEqual({ id: "enterprise", known: true });
  });

  it("absent or empty: none, so the simulator follows its recommendation", () => {
    expect(resolvePlanId(null, settings)).toEqual({ id: null, known: true });
    expect(resolvePlanId("", settings)).toEqual({ id: null, known: true });
  });

  it("an unknown id: none, flagged", () => {
    expect(resolvePlanId("gold", settings)).toEqual({ id: null, known: false });
  });
});

describe("a requests field as typed", () => {
  it("reads digits, thousands separators and k/m suffixes", () => {
    expect(parseVolume("25000")).toEqual({ ok: true, value: 25_000 });
    expect(parseVolume("25,000")).toEqual({ ok: true, value: 25_000 });
    expect(parseVolume("1 250 000")).toEqual({ ok: true, value: 1_250_000 });
    expect(parseVolume("25k")).toEqual({ ok: true, value: 25_000 });
    expect(parseVolume("1.5M")).toEqual({ ok: true, value: 1_500_000 });
    expect(parseVolume("1,5m")).toEqual({ ok: true, value: 1_500_000 });
    expect(parseVolume("  ")).toEqual({ ok: true, value: 0 });
  });

  it("refuses what is not a whole number of requests, with a message", () => {
    for (const text of ["-5", "12.5", "abc", "1,00", "1e6"]) {
      expect(parseVolume(text)).toEqual({ ok: false, reason: "notNumber" });
    }
    expect(parseVolume("2000000000")).toMatchObject({
      ok: false,
      reason: "tooMany",
    });
  });
});

describe("pricing settings", () => {
  it("start the simulator from each API's example volume", () => {
    expect(exampleVolumes(settings.apis)).toEqual({ autocomplete: 60_000, geocoding: 5_000, half: 0 });
  });

  it("need exactly 4 tiers, smallest first, and a default plan id among them", () => {
    const broken = { ...settings, defaultPlanId: "gold", tiers: [...settings.tiers].reverse() };
    const messages = v.safeParse(pricingSettingsSchema, broken).issues?.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(["tiers must be listed by included credits, smallest first"]));
    const three = v.safeParse(pricingSettingsSchema, { ...settings, tiers: settings.tiers.slice(0, 3) });
    expect(three.issues?.[0]?.message).toBe("Pro has exactly 4 public pricing tiers");
    const noDefault = v.safeParse(pricingSettingsSchema, { ...settings, defaultPlanId: "gold" });
    expect(noDefault.issues?.map((i) => i.message)).toContain("defaultPlanId must be the id of one of the tiers");
  });

  it("need example volumes that cost least on the default plan, so the untouched simulator offers it", () => {
    const growth = v.safeParse(pricingSettingsSchema, { ...settings, defaultPlanId: "pro-growth" });
    expect(growth.issues?.map((i) => i.message)).toEqual([
      "the APIs' example volumes must cost least on the defaultPlanId tier, so that the untouched simulator offers it",
    ]);
  });
});
