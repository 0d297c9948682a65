import type { Language } from "../../content/languages.ts";
import { formatPrice, type Currency } from "../../pricing/currency.ts";
import type { PricingCard } from "./card-schema.ts";

/** What a pricing card shows for one visitor. */
export interface CardDisplay {
  /** "€49", "$55" or the card's text ("Custom"). */
  price: string;
  /** The currency the price is in; null for a text price. */
  currency: Currency | null;
  amount: string | null;
  unit: string | null;
}

const AMOUNT_FIELDS = {
  euros: ["amountEuros", "unitEuros"],
  dollars: ["amountDollars", "unitDollars"],
  pounds: ["amountPounds", "unitPounds"],
} as const;
const PRICE_FIELDS = { euros: "priceEuros", dollars: "priceDollars", pounds: "pricePounds" } as const;

/**
 * The price a card shows (docs/pricing.md): a geolocated card in the visitor's
 * currency, chosen on the server; a default card in its own currency; a text card as written.
 * Prices are written as the page's language writes them ("49 €" in German). Amount and unit come from the shown currency's fields when the card has them.
 */
export function cardDisplay(card: PricingCard, visitorCurrency: Currency, language: Language = "en"): CardDisplay {
  const plain = { amount: card.amount ?? null, unit: card.unit ?? null };
  if (card.priceDisplay === "text") return { price: String(card.price ?? ""), currency: null, ...plain };
  if (card.priceDisplay === "default") {
    return {
      price: formatPrice(typeof card.price === "number" ? card.price : 0, card.currency, language),
      currency: card.currency,
      ...plain,
    };
  }
  const currency = visitorCurrency;
  const [amountField, unitField] = AMOUNT_FIELDS[currency];
  return {
    price: formatPrice(card[PRICE_FIELDS[currency]] ?? 0, currency, language),
    currency,
    amount: card[amountField] ?? plain.amount,
    unit: card[unitField] ?? plain.unit,
  };
}
