import * as v from "valibot";
import { CURRENCIES } from "../../pricing/currency.ts";
import { geolocatedPricesProblem, missingPrices } from "../../pricing/price-rules.ts";
import { richText } from "../../rich-text/schema.ts";
import { requiredText } from "../define-block.ts";

/** docs/pricing.md: how a card shows its price. */
export const PRICE_DISPLAYS = ["default", "geolocated", "text"] as const;
/** docs/pricing.md: the plan a card's call to action records (its marker goes to utm_content). */
export const UTM_PLANS = ["free", "pro", "enterprise"] as const;

const money = (field: string) =>
  v.pipe(v.number(`${field} must be a number`), v.minValue(0, `${field} must not be negative`));
const optionalText = v.optional(v.string());

/** A call to action with its analytics fields (docs/pricing.md); the label is also the analytics label. */
export const pricingCta = v.strictObject({
  link: requiredText("link"),
  label: requiredText("label"),
  gaid: v.optional(v.string()),
  category: v.optional(v.string()),
  action: v.optional(v.string()),
});

const PRICE_FIELDS = { euros: "priceEuros", dollars: "priceDollars", pounds: "pricePounds" } as const;

/**
 * A pricing card (docs/pricing.md). Defaults (docs/pricing.md): currency euros, display
 * default, plan free.
 * - `default`: `price` (a number) in the card's own `currency`, with `priceUnit`;
 * - `geolocated`: the visitor's currency, from `priceEuros`, `priceDollars` and `pricePounds`
 *   (all three required: "Missing prices:" and the missing symbols), with the amount and
 *   unit of that currency when given;
 * - `text`: `price` as written ("Custom").
 */
export const pricingCardSchema = v.pipe(
  v.strictObject({
    header: requiredText("header"),
    body: v.optional(richText),
    /** What happens beyond the included volume ("Then pay as you go"). */
    overqueries: optionalText,
    /** Included volume: "100,000" "credits a month". */
    amount: optionalText,
    unit: optionalText,
    /** "billed monthly, excluding VAT". */
    period: optionalText,
    price: v.optional(v.union([money("price"), v.string("price must be a number or text")])),
    /** "/month". */
    priceUnit: optionalText,
    priceDisplay: v.optional(
      v.picklist(PRICE_DISPLAYS, `priceDisplay must be one of ${PRICE_DISPLAYS.join(", ")}`),
      "default",
    ),
    currency: v.optional(v.picklist(CURRENCIES, `currency must be one of ${CURRENCIES.join(", ")}`), "euros"),
    /** Header, price and call to action on one line (a wide card under the others). */
    oneLineStyle: v.optional(v.boolean(), false),
    utmPlan: v.optional(v.picklist(UTM_PLANS, `utmPlan must be one of ${UTM_PLANS.join(", ")}`), "free"),
    pricePounds: v.optional(money("pricePounds")),
    priceEuros: v.optional(money("priceEuros")),
    priceDollars: v.optional(money("priceDollars")),
    amountEuros: optionalText,
    unitEuros: optionalText,
    amountDollars: optionalText,
    unitDollars: optionalText,
    amountPounds: optionalText,
    unitPounds: optionalText,
    /** The recommended plan: an accent border and a label. */
    featured: v.optional(v.boolean(), false),
    cta: v.optional(pricingCta),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const card = dataset.value;
    const issue = (key: string, message: string) =>
      addIssue({
        message,
        path: [{ type: "object", origin: "value", input: card, key, value: (card as Record<string, unknown>)[key] }],
      });
    if (card.priceDisplay === "geolocated") {
      const prices = { euros: card.priceEuros, dollars: card.priceDollars, pounds: card.pricePounds };
      const problem = geolocatedPricesProblem(prices);
      const first = missingPrices(prices)[0];
      if (problem && first) issue(PRICE_FIELDS[first], problem);
    } else if (card.priceDisplay === "default" && typeof card.price !== "number") {
      issue("price", "price must be a number when priceDisplay is default");
    } else if (card.priceDisplay === "text" && (typeof card.price !== "string" || card.price.trim() === "")) {
      issue("price", "price must be a text when priceDisplay is text");
    }
  }),
);

export type PricingCard = v.InferOutput<typeof pricingCardSchema>;
export type PricingCta = v.InferOutput<typeof pricingCta>;
