import type { Language } from "../content/languages.ts";
import type { Currency, CurrencySource } from "./currency.ts";

/**
 * The words of the pricing blocks and the simulator in each language of the site
 * (docs/pricing.md): the currency line, tax wording, the cards' badge, the plans table and
 * the simulator. Plan names, prices and the APIs' names come from the site settings; these
 * are the sentences around them. A missing word in German or French fails the type check.
 */
export interface PricingWords {
  currencyNames: Record<Currency, string>;
  /** "Prices in euros (EUR), based on your location." */
  pricesIn(name: string, source: CurrencySource): string;
  /** The sentence on tax, by currency kind: VAT (euros, pounds) or US taxes (dollars). */
  taxNote: { vat: string; usTaxes: string };
  /** The same inside a sentence: "excluding VAT". */
  taxPhrase: { vat: string; usTaxes: string };
  showPricesIn: string;
  /** Local runs only: "see this page as a visitor from …". */
  simulateFrom: string;
  simulatedCountries: Record<"GB" | "US" | "FR" | "XX", string>;
  mostPopular: string;
  table: {
    caption: string;
    products: string;
    services: string;
    included(product: string, plan: string): string;
    notIncluded(product: string, plan: string): string;
  };
  simulator: {
    yourRequests: string;
    /** "1 credit per request" (unit in the settings' words). */
    rate(credits: string, unit: string): string;
    credits(count: number, formatted: string): string;
    total(requests: string, credits: string): { before: string; requests: string; credits: string; after: string };
    reset: string;
    unknownPlan: string;
    lowestFree(name: string, price: string, requests: string): string;
    lowestEnterprise(name: string, credits: string, tier: string): string;
    lowest(name: string, price: string): string;
    overFree(requests: string, name: string): string;
    talkToSales(name: string): string;
    quoteNote: string;
    monthNote(price: string, tax: string): string;
    monthlyCost: string;
    lowestBadge: string;
    freeFits(requests: string): string;
    freeOver(requests: string): string;
    included(credits: string): string;
    breakdown(base: string, extra: string, per1000: string, cost: string): string;
    aMonth: string;
    custom: string;
    volumePricing: string;
    enterpriseDetail(sla: string, support: string): string;
    notANumber: string;
    tooLarge: string;
  };
}

const EN: PricingWords = {
  currencyNames: { euros: "euros", dollars: "US dollars", pounds: "pounds sterling" },
  pricesIn: (name, source) =>
    source === "query"
      ? `Prices in ${name}, as you chose.`
      : source === "country"
        ? `Prices in ${name}, based on your location.`
        : `Prices in ${name}. We could not tell where you are, so euros are shown.`,
  taxNote: { vat: "Prices exclude VAT.", usTaxes: "Prices are plus applicable taxes." },
  taxPhrase: { vat: "excluding VAT", usTaxes: "plus applicable taxes" },
  showPricesIn: "Show prices in",
  simulateFrom: "Local preview: see this page as a visitor from",
  simulatedCountries: { GB: "United Kingdom", US: "United States", FR: "France", XX: "unknown country" },
  mostPopular: "Most popular",
  table: {
    caption: "What each plan includes",
    products: "Products",
    services: "Services",
    included: (product, plan) => `${product}: included in ${plan}`,
    notIncluded: (product, plan) => `${product}: not in ${plan}`,
  },
  simulator: {
    yourRequests: "Your requests each month",
    rate: (credits, unit) => `${credits} per ${unit}`,
    credits: (count, formatted) => `${formatted} credit${count === 1 ? "" : "s"}`,
    total: (requests, credits) => ({
      before: "Total: ",
      requests: `${requests} requests`,
      credits: `${credits} credits`,
      after: " a month",
    }),
    reset: "Back to the example",
    unknownPlan: "The plan in the link is not one of ours, so the lowest cost for this usage is selected.",
    lowestFree: (name, price, requests) =>
      `Lowest cost for this usage: ${name}, ${price} a month. It fits in ${requests} requests.`,
    lowestEnterprise: (name, credits, tier) =>
      `Lowest cost for this usage: ${name}. Beyond the ${credits} credits of ${tier}, talk to sales about volume pricing.`,
    lowest: (name, price) => `Lowest cost for this usage: ${name}, ${price} a month.`,
    overFree: (requests, name) =>
      `This usage is over the ${requests} requests of ${name}: requests stop at the limit until the next month.`,
    talkToSales: (name) => `Talk to sales about ${name}`,
    quoteNote: "A quote for your volumes, an annual contract and the support package you need.",
    monthNote: (price, tax) => `${price} a month for this usage, ${tax}. Change or cancel at any time.`,
    monthlyCost: "Monthly cost on each plan",
    lowestBadge: "Lowest cost",
    freeFits: (requests) => `Up to ${requests} requests a month, no credit card`,
    freeOver: (requests) => `Over its ${requests} requests a month`,
    included: (credits) => `${credits} credits included: no extra credits this month`,
    breakdown: (base, extra, per1000, cost) => `${base} + ${extra} extra credits at ${per1000} per 1,000 (${cost})`,
    aMonth: "a month",
    custom: "Custom",
    volumePricing: "volume pricing",
    enterpriseDetail: (sla, support) => `Volume pricing, a ${sla} SLA. ${support}.`,
    notANumber: "Enter a whole number of requests, like 25000 or 25k",
    tooLarge: "Enter at most 1,000,000,000 requests a month (beyond that, talk to us about Enterprise)",
  },
};

const DE: PricingWords = {
  currencyNames: { euros: "Euro", dollars: "US-Dollar", pounds: "Pfund Sterling" },
  pricesIn: (name, source) =>
    source === "query"
      ? `Preise in ${name}, wie von Ihnen gewählt.`
      : source === "country"
        ? `Preise in ${name}, passend zu Ihrem Standort.`
        : `Preise in ${name}. Ihren Standort konnten wir nicht ermitteln, daher zeigen wir Euro.`,
  taxNote: { vat: "Alle Preise zzgl. MwSt.", usTaxes: "Alle Preise zzgl. anfallender Steuern." },
  taxPhrase: { vat: "zzgl. Mehrwertsteuer", usTaxes: "zzgl. anfallender Steuern" },
  showPricesIn: "Preise anzeigen in",
  simulateFrom: "Lokale Vorschau: diese Seite ansehen wie Besucher aus",
  simulatedCountries: {
    GB: "dem Vereinigten Königreich",
    US: "den Vereinigten Staaten",
    FR: "Frankreich",
    XX: "einem unbekannten Land",
  },
  mostPopular: "Am beliebtesten",
  table: {
    caption: "Was jeder Tarif enthält",
    products: "Produkte",
    services: "Leistungen",
    included: (product, plan) => `${product}: in ${plan} enthalten`,
    notIncluded: (product, plan) => `${product}: nicht in ${plan}`,
  },
  simulator: {
    yourRequests: "Ihre Anfragen pro Monat",
    rate: (credits, unit) => `${credits} pro ${unit}`,
    credits: (count, formatted) => `${formatted} ${count === 1 ? "Credit" : "Credits"}`,
    total: (requests, credits) => ({
      before: "Gesamt: ",
      requests: `${requests} Anfragen`,
      credits: `${credits} Credits`,
      after: " im Monat",
    }),
    reset: "Zurück zum Beispiel",
    unknownPlan: "Den Tarif aus dem Link bieten wir nicht an. Ausgewählt ist deshalb der günstigste für diese Nutzung.",
    lowestFree: (name, price, requests) =>
      `Am günstigsten für diese Nutzung: ${name}, ${price} im Monat. Sie bleiben unter ${requests} Anfragen.`,
    lowestEnterprise: (name, credits, tier) =>
      `Am günstigsten für diese Nutzung: ${name}. Über die ${credits} Credits von ${tier} hinaus sprechen Sie am besten mit unserem Vertrieb über Mengenpreise.`,
    lowest: (name, price) => `Am günstigsten für diese Nutzung: ${name}, ${price} im Monat.`,
    overFree: (requests, name) =>
      `Diese Nutzung übersteigt die ${requests} Anfragen von ${name}: Ab dem Limit werden Anfragen bis zum nächsten Monat abgelehnt.`,
    talkToSales: (name) => `Mit dem Vertrieb über ${name} sprechen`,
    quoteNote: "Ein Angebot für Ihre Mengen, ein Jahresvertrag und das Support-Paket, das Sie brauchen.",
    monthNote: (price, tax) => `${price} im Monat für diese Nutzung, ${tax}. Jederzeit wechsel- und kündbar.`,
    monthlyCost: "Monatliche Kosten je Tarif",
    lowestBadge: "Am günstigsten",
    freeFits: (requests) => `Bis zu ${requests} Anfragen im Monat, ohne Kreditkarte`,
    freeOver: (requests) => `Mehr als die enthaltenen ${requests} Anfragen im Monat`,
    included: (credits) => `${credits} Credits inklusive: diesen Monat keine zusätzlichen Credits`,
    breakdown: (base, extra, per1000, cost) =>
      `${base} + ${extra} zusätzliche Credits zu ${per1000} pro 1.000 (${cost})`,
    aMonth: "im Monat",
    custom: "Individuell",
    volumePricing: "Mengenpreise",
    enterpriseDetail: (sla, support) => `Mengenpreise, SLA mit ${sla}. ${support}.`,
    notANumber: "Geben Sie eine ganze Zahl an Anfragen ein, etwa 25000 oder 25k",
    tooLarge: "Höchstens 1.000.000.000 Anfragen im Monat (darüber hinaus beraten wir Sie zu Enterprise)",
  },
};

const FR: PricingWords = {
  currencyNames: { euros: "euros", dollars: "dollars américains", pounds: "livres sterling" },
  pricesIn: (name, source) =>
    source === "query"
      ? `Prix en ${name}, selon votre choix.`
      : source === "country"
        ? `Prix en ${name}, d’après votre localisation.`
        : `Prix en ${name}. Faute de savoir d’où vous nous consultez, nous affichons les euros.`,
  taxNote: { vat: "Prix hors TVA.", usTaxes: "Prix hors taxes applicables." },
  taxPhrase: { vat: "hors TVA", usTaxes: "hors taxes applicables" },
  showPricesIn: "Afficher les prix en",
  simulateFrom: "Aperçu local : voir cette page comme un visiteur depuis",
  simulatedCountries: { GB: "le Royaume-Uni", US: "les États-Unis", FR: "la France", XX: "un pays inconnu" },
  mostPopular: "Le plus choisi",
  table: {
    caption: "Ce que comprend chaque offre",
    products: "Produits",
    services: "Services",
    included: (product, plan) => `${product} : inclus dans ${plan}`,
    notIncluded: (product, plan) => `${product} : non inclus dans ${plan}`,
  },
  simulator: {
    yourRequests: "Vos requêtes par mois",
    rate: (credits, unit) => `${credits} par ${unit}`,
    credits: (count, formatted) => `${formatted} ${count < 2 ? "crédit" : "crédits"}`,
    total: (requests, credits) => ({
      before: "Total : ",
      requests: `${requests} requêtes`,
      credits: `${credits} crédits`,
      after: " par mois",
    }),
    reset: "Revenir à l’exemple",
    unknownPlan:
      "L’offre indiquée dans le lien n’existe pas chez nous : l’offre la moins chère pour cet usage est sélectionnée.",
    lowestFree: (name, price, requests) =>
      `L’offre la moins chère pour cet usage : ${name}, ${price} par mois. Vous restez sous les ${requests} requêtes.`,
    lowestEnterprise: (name, credits, tier) =>
      `L’offre la moins chère pour cet usage : ${name}. Au-delà des ${credits} crédits de ${tier}, parlez tarifs dégressifs avec notre équipe commerciale.`,
    lowest: (name, price) => `L’offre la moins chère pour cet usage : ${name}, ${price} par mois.`,
    overFree: (requests, name) =>
      `Cet usage dépasse les ${requests} requêtes de ${name} : au-delà de la limite, les requêtes sont refusées jusqu’au mois suivant.`,
    talkToSales: (name) => `Parler de ${name} à notre équipe commerciale`,
    quoteNote: "Un devis pour vos volumes, un contrat annuel et le forfait d’assistance qu’il vous faut.",
    monthNote: (price, tax) =>
      `${price} par mois pour cet usage, ${tax}. Changement d’offre ou résiliation à tout moment.`,
    monthlyCost: "Coût mensuel de chaque offre",
    lowestBadge: "La moins chère",
    freeFits: (requests) => `Jusqu’à ${requests} requêtes par mois, sans carte bancaire`,
    freeOver: (requests) => `Au-delà de ses ${requests} requêtes par mois`,
    included: (credits) => `${credits} crédits inclus : aucun crédit supplémentaire ce mois-ci`,
    breakdown: (base, extra, per1000, cost) =>
      `${base} + ${extra} crédits supplémentaires à ${per1000} les 1\u202f000 (${cost})`,
    aMonth: "par mois",
    custom: "Sur mesure",
    volumePricing: "tarifs dégressifs",
    enterpriseDetail: (sla, support) => `Tarifs dégressifs, SLA de ${sla}. ${support}.`,
    notANumber: "Saisissez un nombre entier de requêtes, par exemple 25000 ou 25k",
    tooLarge: "Au maximum 1\u202f000\u202f000\u202f000 de requêtes par mois (au-delà, parlons de l’offre Enterprise)",
  },
};

const WORDS: Record<Language, PricingWords> = { en: EN, de: DE, fr: FR };

/** The pricing words of a page in `language`. */
export function pricingWords(language: Language): PricingWords {
  return WORDS[language];
}
