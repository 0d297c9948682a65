/**
 * The product demos by name (docs/demos.md, "Demo product names"), the island that runs
 * each, and the console message for a name that is not one of them (docs/demos.md).
 */

export const DEMO_NAMES = [
  "address",
  "autocompleteAddress",
  "distance",
  "geolocation",
  "localities",
  "localities-checkout-fr",
  "localities-checkout-uk",
  "map",
  "stores",
  "none",
] as const;

export type DemoName = (typeof DEMO_NAMES)[number];

export function isDemoName(name: string): name is DemoName {
  return (DEMO_NAMES as readonly string[]).includes(name);
}

/** docs/demos.md, verbatim: an unknown demo product name is reported in the console only. */
export function unknownDemoMessage(name: string): string {
  return `The demo ${name} does not exists`;
}

/** What each demo shows, for editors and docs/demos.md. */
export const DEMO_DESCRIPTIONS: Record<DemoName, string> = {
  address: "Address verification: a country, an address search, every component of the chosen address and its map.",
  autocompleteAddress:
    "Address autocomplete: suggestions as you type, with the typed part highlighted, and the chosen address.",
  distance:
    "Distance between two chosen places: the straight line and an estimated road distance and driving time, on a map.",
  geolocation:
    "The visitor's country and approximate position from their connection, the nearest town, and the raw API answer.",
  localities: "The Localities API live: the autocomplete and details requests a page makes, and their JSON answers.",
  "localities-checkout-fr": "A French shop's checkout: a chosen suggestion fills the street, postcode and town.",
  "localities-checkout-uk":
    "A UK shop's checkout: find the post town from a postcode, or search a town, then complete the address.",
  map: "An interactive map: click anywhere to see what is there.",
  stores: "A store locator over a sample chain of 40 shops: the nearest to a searched place, in a list and on a map.",
  none: "No demo.",
};
