import type { Currency } from "../currency.ts";
import type { PricingSettings } from "../settings.ts";

/** What the simulator island is rendered with: plain JSON decided by the server. */
export interface SimulatorProps {
  apis: PricingSettings["apis"];
  tiers: PricingSettings["tiers"];
  freeCredits: number;
  enterpriseFromCredits: number;
  /** The server-chosen currency (docs/pricing.md), so the first HTML shows the right prices. */
  currency: Currency;
  /** The currency line: which currency and why. */
  currencyNote: string;
  /** The selected tier: `plan_id` when it names one, else the default plan id. */
  planId: string;
  /** False when `plan_id` named no tier (the default is shown, and the page says so). */
  planKnown: boolean;
  /** The page path, for the currency links (which keep the selected plan). */
  path: string;
  /** The call to action under the results ("Choose Pro Starter"), when the block has one. */
  cta: { link: string; label: string; gaid?: string | undefined } | null;
  /** Where Enterprise is discussed (shown past enterpriseFromCredits). */
  enterpriseLink: string;
}
