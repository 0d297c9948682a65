/**
 * The pricing simulator's rules, pure: the credits a month of requests costs, and what each
 * Pro tier charges for them (its monthly price, which includes a number of credits, plus
 * the extra credits at the tier's price per 1,000).
 */
import type { Currency } from "./currency.ts";

/**
 * What the rules read of an API and of a tier (the settings' types, client/pricing/settings.ts,
 * have more; these are structural so that the settings' schema can use the rules).
 */
export interface PricingApi {
  id: string;
  credits: number;
  example: number;
}
export interface PricingTier {
  id: string;
  credits: number;
  monthly: Readonly<Record<Currency, number>>;
  extraPer1000: Readonly<Record<Currency, number>>;
}

/** Requests a month per API id. */
export type Volumes = Readonly<Record<string, number>>;

/** The most requests a month one field accepts (a billion: beyond it, Enterprise). */
export const MAX_VOLUME = 1_000_000_000;

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Credits used by a month of requests: each API's requests times its credits per request,
 * rounded up to a whole credit. Unknown ids and bad values count as nothing.
 * @example creditsUsed({ autocomplete: 1000, geocoding: 10 }, apis) // 1020 with geocoding at 2 credits
 */
export function creditsUsed(volumes: Volumes, apis: readonly PricingApi[]): number {
  let total = 0;
  for (const api of apis) {
    const requests = volumes[api.id] ?? 0;
    if (Number.isFinite(requests) && requests > 0) total += requests * api.credits;
  }
  // Credits per request may be fractional; a bill counts whole credits (1e-9 absorbs float noise).
  return total > 0 ? Math.ceil(total - 1e-9) : 0;
}

/** What one tier costs for a month's credits, in one currency. */
export interface TierQuote {
  tierId: string;
  /** The tier's monthly price. */
  base: number;
  /** Credits beyond those the tier includes. */
  extraCredits: number;
  /** Their price (pro rata, at the tier's price per 1,000 credits), to the cent. */
  extraCost: number;
  /** base + extraCost, to the cent. */
  total: number;
}

/**
 * @example quoteTier(starter, 135_000, "euros") // { base: 49, extraCredits: 35000, extraCost: 21, total: 70 }
 */
export function quoteTier(tier: PricingTier, credits: number, currency: Currency): TierQuote {
  const base = tier.monthly[currency];
  const extraCredits = Math.max(0, credits - tier.credits);
  const extraCost = roundCents((extraCredits / 1000) * tier.extraPer1000[currency]);
  return { tierId: tier.id, base, extraCredits, extraCost, total: roundCents(base + extraCost) };
}

/** The plans the simulator can offer: Free, one of the Pro tiers (by id), or Enterprise. */
export const FREE_PLAN = "free";
export const ENTERPRISE_PLAN = "enterprise";

export interface Comparison {
  /** Requests a month, every API together (the Free plan's unit). */
  requests: number;
  credits: number;
  quotes: TierQuote[];
  /** The Pro tier with the lowest total (the smaller tier on a tie). */
  cheapestId: string;
  /** The month fits in the Free plan's requests. */
  fitsFree: boolean;
  /** More credits than the largest tier includes: Enterprise volume pricing is the offer. */
  beyondTiers: boolean;
  /**
   * The plan the simulator shows as the lowest cost and preselects (docs/pricing.md): Free
   * when the month fits in it, Enterprise beyond the largest tier, else the cheapest tier.
   */
  recommendedId: string;
}

/** What the simulator needs of the settings: the APIs, the tiers and the Free plan's requests. */
export interface SimulatorRules {
  apis: readonly PricingApi[];
  tiers: readonly PricingTier[];
  freeRequests: number;
}

/** Requests a month, every API together. */
export function requestsUsed(volumes: Volumes, apis: readonly PricingApi[]): number {
  let total = 0;
  for (const api of apis) {
    const requests = volumes[api.id] ?? 0;
    if (Number.isFinite(requests) && requests > 0) total += Math.round(requests);
  }
  return total;
}

/** Every Pro tier's cost for a month of requests, which is cheapest, and which plan to offer. */
export function compareTiers(volumes: Volumes, rules: SimulatorRules, currency: Currency): Comparison {
  const requests = requestsUsed(volumes, rules.apis);
  const credits = creditsUsed(volumes, rules.apis);
  const quotes = rules.tiers.map((tier) => quoteTier(tier, credits, currency));
  let cheapest = quotes[0] as TierQuote;
  for (const quote of quotes) if (quote.total < cheapest.total) cheapest = quote;
  const largest = rules.tiers.at(-1)?.credits ?? 0;
  const fitsFree = requests <= rules.freeRequests;
  const beyondTiers = credits > largest;
  return {
    requests,
    credits,
    quotes,
    cheapestId: cheapest.tierId,
    fitsFree,
    beyondTiers,
    recommendedId: fitsFree ? FREE_PLAN : beyondTiers ? ENTERPRISE_PLAN : cheapest.tierId,
  };
}

/** The cheapest tier for a month of requests, in euros (the tiers are priced alike in every currency). */
export function cheapestTierId(volumes: Volumes, apis: readonly PricingApi[], tiers: readonly PricingTier[]): string {
  const credits = creditsUsed(volumes, apis);
  let best: TierQuote | null = null;
  for (const tier of tiers) {
    const quote = quoteTier(tier, credits, "euros");
    if (!best || quote.total < best.total) best = quote;
  }
  return best?.tierId ?? "";
}

/**
 * The plan a `plan_id` query value names: Free, Enterprise or a tier id, or null when it
 * names none (or is absent): the simulator then follows its recommendation. `known` is false
 * for a value that names no plan, so the page can say so.
 */
export function resolvePlanId(
  requested: string | null | undefined,
  settings: { tiers: readonly Pick<PricingTier, "id">[] },
): { id: string | null; known: boolean } {
  const wanted = requested?.trim().toLowerCase();
  if (!wanted) return { id: null, known: true };
  if (wanted === FREE_PLAN || wanted === ENTERPRISE_PLAN) return { id: wanted, known: true };
  const found = settings.tiers.find((tier) => tier.id === wanted);
  return found ? { id: found.id, known: true } : { id: null, known: false };
}

/** A requests field as read: its value, or why it is not one (the page says it in its language). */
export type VolumeInput = { ok: true; value: number } | { ok: false; reason: "notNumber" | "tooMany" };

/**
 * A requests field as typed: digits with optional thousands separators (commas, spaces,
 * dots or apostrophes) or a k/m suffix ("25k", "1.5m", or "1,5m" as German and French write
 * it); empty reads as 0.
 * @example parseVolume("25,000") // { ok: true, value: 25000 }
 */
export function parseVolume(text: string): VolumeInput {
  const raw = text
    .trim()
    .toLowerCase()
    .replace(/[\s\u00a0\u202f']/g, "");
  if (raw === "") return { ok: true, value: 0 };
  const suffixed = /^(\d+(?:[.,]\d+)?)([km])$/.exec(raw);
  let value: number;
  if (suffixed) value = Math.round(Number(suffixed[1]?.replace(",", ".")) * (suffixed[2] === "k" ? 1_000 : 1_000_000));
  else if (/^\d{1,3}([,.]\d{3})+$/.test(raw) || /^\d+$/.test(raw)) value = Number(raw.replace(/[,.]/g, ""));
  else return { ok: false, reason: "notNumber" };
  if (value > MAX_VOLUME) return { ok: false, reason: "tooMany" };
  return { ok: true, value };
}

/** The simulator's starting requests: each API's example volume. */
export function exampleVolumes(apis: readonly PricingApi[]): Record<string, number> {
  return Object.fromEntries(apis.map((api) => [api.id, api.example]));
}
