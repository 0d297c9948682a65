import type { Language } from "../../content/languages.ts";
import type { Messages } from "../../i18n/messages.ts";
import type { Currency, CurrencySource } from "../currency.ts";
import type { PricingSettings } from "../settings.ts";

/** What the simulator island is rendered with: plain JSON decided by the server. */
export interface SimulatorProps {
  /** The APIs, named in the page's language (without the other languages' words). */
  apis: Omit<PricingSettings["apis"][number], "words">[];
  tiers: PricingSettings["tiers"];
  /** The Free plan (site settings' facts): its name and requests a month. */
  free: { name: string; requests: number };
  /** The Enterprise plan: its name and one line on what it adds (its SLA, its support). */
  enterprise: { name: string; detail: string };
  /** The server-chosen currency (docs/pricing.md), so the first HTML shows the right prices. */
  currency: Currency;
  /** How the server chose it (the currency line says why). */
  currencySource: CurrencySource;
  /** The plan `plan_id` named (free, a tier id or enterprise), or null: the simulator then offers the lowest cost. */
  planId: string | null;
  /** False when `plan_id` named no plan (the page says so). */
  planKnown: boolean;
  /** The page path, for the currency links (which keep the selected plan). */
  path: string;
  /** The button under the results ("Start with Pro Starter"), with ?plan= added, when the block has one. */
  cta: { link: string; label: string; gaid?: string | undefined } | null;
  /** Where Enterprise is discussed: the button when Enterprise is selected. */
  enterpriseLink: string;
  /** The page's language (numbers and prices are written its way) and its pricing words. */
  language: Language;
  texts: Messages["pricing"];
}
