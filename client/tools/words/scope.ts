/**
 * The sentence under each tool that says what its answers come from and what they hold,
 * from what the localities provider declares (docs/tools.md). It names the data and what it
 * covers, never a package, a setting or an environment.
 */
import { isStreetLevel, type LocalitiesCapabilities } from "../../localities/capabilities.ts";
import type { ToolKind } from "../tools.ts";

const TOWN_LEVEL: Record<ToolKind, string> = {
  address:
    "Answers here come from open data built into this site: towns and cities worldwide, US ZIP codes and French postal codes in full, UK postcodes by their area and Eircodes by their routing key. It has no streets or house numbers. The Localities API finds full street addresses, with every postcode and Eircode in full.",
  geocode:
    "Answers here come from open data built into this site: a position gives the town that contains it (with its US ZIP code or French postal code), and a search finds towns and postcodes, not streets. The Localities API adds street addresses and rooftop positions.",
  location:
    "Your address is found from open data built into this site: the town you are in, with its ZIP code in the US, its postal code in France and its postcode area in the UK, not your street and number. The Localities API gives the full street address.",
};

const STREET_LEVEL: Record<ToolKind, string> = {
  address: "Answers come from the Localities API: street addresses with their postcodes, towns and positions.",
  geocode:
    "Answers come from the Localities API: street addresses, postcodes and towns, with the precision of each position.",
  location: "Your address comes from the Localities API: the street address nearest to your position.",
};

export function dataScope(kind: ToolKind, capabilities: LocalitiesCapabilities): string {
  return (isStreetLevel(capabilities) ? STREET_LEVEL : TOWN_LEVEL)[kind];
}
