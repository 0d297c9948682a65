/**
 * The option lists of the contact forms (docs/leads.md). Values are what the
 * form handlers receive; labels shown on the German and French pages are in
 * client/funnel/texts/. Pure data, shared by the browser and the Worker.
 */

/** docs/leads.md: use-case keys (tiles, analytics codes) and the label sent as Use_Case. "other" stays last. */
export const USE_CASES = [
  { key: "storelocator", label: "Store Locator" },
  { key: "productlocator", label: "Product Locator" },
  { key: "autocomplete", label: "Address Autocomplete" },
  { key: "checkout", label: "Ecommerce Checkout" },
  { key: "fleet", label: "Distance & ETA" },
  { key: "geocoding", label: "Geocoding" },
  { key: "geofencing", label: "Geofencing" },
  { key: "indoor", label: "Indoor Mapping" },
  { key: "dataset", label: "Geospatial Analysis" },
  { key: "ai", label: "AI" },
  { key: "other", label: "Other" },
] as const;

export type UseCaseKey = (typeof USE_CASES)[number]["key"];
export const USE_CASE_KEYS: readonly UseCaseKey[] = USE_CASES.map((u) => u.key);
export const USE_CASE_LABELS: readonly string[] = USE_CASES.map((u) => u.label);

/** The label a use case is sent as (Use_Case). */
export function useCaseLabel(key: UseCaseKey): string {
  return USE_CASES.find((u) => u.key === key)?.label ?? key;
}

/** docs/leads.md: the 27 industries, in their listed order, as sent from the English and German pages. */
export const INDUSTRIES_EN = [
  "Education",
  "Construction",
  "Corporate Services",
  "Retail",
  "Energy & utilities",
  "Manufacturing",
  "Automotive",
  "Finance",
  "Insurance",
  "Airlines & Aviation",
  "Gambling & Casinos",
  "Hospitality",
  "Leisure/Travel & Tourism",
  "Restaurants",
  "Recreational Facilities",
  "Sports",
  "Healthcare",
  "Telecommunications",
  "Real Estate",
  "Agriculture",
  "Media & Communications",
  "Not For Profit",
  "Software & IT Services",
  "Transportation & Logistics",
  "Wellness & Fitness",
  "Public Sector",
  "Other",
] as const;

/**
 * docs/leads.md: "The French locale sends French values for most": the same 27 in the same order,
 * sent from the French page. A few read the same in both languages.
 */
export const INDUSTRIES_FR = [
  "Éducation",
  "Construction",
  "Services aux entreprises",
  "Commerce de détail",
  "Énergie & services publics",
  "Industrie manufacturière",
  "Automobile",
  "Finance",
  "Assurance",
  "Compagnies aériennes & aviation",
  "Jeux d'argent & casinos",
  "Hôtellerie",
  "Loisirs/Voyages & tourisme",
  "Restauration",
  "Équipements de loisirs",
  "Sports",
  "Santé",
  "Télécommunications",
  "Immobilier",
  "Agriculture",
  "Médias & communication",
  "Associations à but non lucratif",
  "Logiciels & services informatiques",
  "Transport & logistique",
  "Bien-être & fitness",
  "Secteur public",
  "Autre",
] as const satisfies { length: (typeof INDUSTRIES_EN)["length"] };

/** Every industry value a handler may receive (English and French). */
export const INDUSTRY_VALUES: readonly string[] = [...new Set<string>([...INDUSTRIES_EN, ...INDUSTRIES_FR])];

/** docs/leads.md: the 6 timeframes, as sent. */
export const TIMEFRAMES = [
  "less than a month",
  "1 to 3 months",
  "3 to 6 months",
  "6 to 12 months",
  "more than a year",
  "I don't know",
] as const;

/** The origin label (docs/leads.md): CTA-Sign-Up for the sign-up funnel, otherwise CTA-Contact-Us. */
export const ORIGINS = ["CTA-Sign-Up", "CTA-Contact-Us"] as const;
export type Origin = (typeof ORIGINS)[number];

/**
 * docs/leads.md: the sign-up's field of work: its key, the `position` the account payload carries
 * (docs/leads.md), the value the marketing system receives (docs/leads.md) and the label people see.
 */
export const FIELDS_OF_WORK = [
  { key: "product_business", position: 0, jobFunction: "Product/IT", label: "Product / Business" },
  {
    key: "engineering_development",
    position: 1,
    jobFunction: "Engineer/Developer",
    label: "Engineering / Development",
  },
] as const;

export type FieldOfWork = (typeof FIELDS_OF_WORK)[number];
export type FieldOfWorkKey = FieldOfWork["key"];
export type Position = FieldOfWork["position"];
export const POSITIONS: readonly Position[] = FIELDS_OF_WORK.map((field) => field.position);

/** docs/leads.md: the marketing system's values of the field of work. */
export const JOB_FUNCTIONS = [
  "Product/IT",
  "Engineer/Developer",
] as const satisfies readonly FieldOfWork["jobFunction"][];

/** The field of work of a payload's `position`. */
export function fieldOfWorkAt(position: Position): FieldOfWork {
  return FIELDS_OF_WORK.find((field) => field.position === position) ?? FIELDS_OF_WORK[0];
}
