import type { ToolKind } from "./tools.ts";

/**
 * What a tool can answer, said where the visitor uses it: while the embedded geocoder
 * answers (no Localities API configured) that it knows towns and some postcodes, not
 * streets, so that no one is promised a street address the data does not hold.
 */
export const DATA_SCOPE: Record<ToolKind, string> = {
  address:
    "Answers here come from open data built into this site: towns and cities worldwide, US ZIP codes and French postal codes. It has no streets or house numbers, and no UK postcodes or Eircodes. With the Localities API, the same tool finds full street addresses and every postcode.",
  geocode:
    "Answers here come from open data built into this site: a position gives the town that contains it (and its US ZIP code or French postal code), and an address search finds towns and postcodes, not streets. The Localities API adds street addresses and rooftop positions.",
  location:
    "Your address is found from open data built into this site: the town you are in, with its ZIP code in the US and postal code in France, not your street and number. The Localities API gives the full street address.",
};

/** With a Localities API configured: what it answers. */
export const API_SCOPE: Record<ToolKind, string> = {
  address: "Answers come from the Localities API: street addresses with their postcodes, towns and positions.",
  geocode:
    "Answers come from the Localities API: street addresses, postcodes and towns, with the precision of each position.",
  location: "Your address comes from the Localities API: the street address nearest to your position.",
};

export function DataScope({ kind, embedded }: { kind: ToolKind; embedded: boolean }) {
  return <p className="tool-scope">{embedded ? DATA_SCOPE[kind] : API_SCOPE[kind]}</p>;
}
