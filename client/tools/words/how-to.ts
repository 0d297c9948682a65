/**
 * "How to use this tool": the steps under each address tool, chosen from what the
 * localities provider declares (docs/tools.md), so the page invites no street, house number,
 * full UK postcode or full Eircode that this deployment cannot answer.
 */
import {
  fullEircodes,
  fullUkPostcodes,
  isStreetLevel,
  type LocalitiesCapabilities,
} from "../../localities/capabilities.ts";
import { tool, type ToolSlug } from "../tools.ts";
import { toolTopic } from "./input-words.ts";

const COUNTRY_STEP: Record<string, string> = {
  uk: "Select United Kingdom in the country selector.",
  eircode: "Select Ireland in the country selector.",
  zip: "Select United States in the country selector.",
  "us-address": "Select United States in the country selector.",
  any: "Choose the country in the country selector, or All countries.",
};

function streetSteps(slug: ToolSlug, capabilities: LocalitiesCapabilities): string[] {
  const topic = toolTopic(slug);
  const code =
    topic === "eircode" && fullEircodes(capabilities)
      ? "To go the other way, type an Eircode: the suggestion is the address it belongs to."
      : topic === "uk" && fullUkPostcodes(capabilities)
        ? "To go the other way, type a full postcode such as SW1A 1AA: the suggestions list the addresses it covers."
        : "You can also type a postcode on its own to see where it is.";
  return [
    COUNTRY_STEP[topic] as string,
    "Type the address as you would write it, starting with the house number and the street; suggestions appear after a few characters.",
    code,
    "Pick the suggestion that matches: the results show each part of the address with its own Copy button, and the map shows where it is.",
  ];
}

const TOWN_CODE_STEP: Record<string, string> = {
  uk: "Type a UK postcode, in full (SW1A 1AA) or only its first half (SW1A): the suggestion is its postcode area, such as SW for South West London, with the area's post town. Or type a town: a town that gives its name to an area shows that area.",
  eircode:
    "Type an Eircode (D02 X285) or only its first three characters, the routing key (D02): the suggestion is the routing key with its postal district, such as Dublin 2. Or type a town: Cork lists its routing keys T12 and T23.",
  zip: "Type a ZIP code (90210) to see its town and state, or type a town to see its ZIP codes: a city with several lists them, and typing the first digits of one narrows them down.",
  "us-address":
    "Type a town (Beverly Hills) or a ZIP code (10001): the results show the town, its state and its ZIP codes.",
  any: "Type a town, a city or a postcode: US ZIP codes and French postal codes in full, UK postcodes by their area, Eircodes by their routing key.",
};

function townSteps(slug: ToolSlug): string[] {
  const topic = toolTopic(slug);
  return [
    COUNTRY_STEP[topic] as string,
    TOWN_CODE_STEP[topic] as string,
    "Pick a suggestion: the results show the postcode (or the part of it this data holds), the town, the region and the country, each with a Copy button where it helps, and the map shows where it is.",
    "Street addresses and full postcodes are not in the open data built into this site; the Localities API answers them.",
  ];
}

/** The steps for an address tool (none for the location tools and the geocode lookup, whose pages explain them). */
export function howToSteps(slug: ToolSlug, capabilities: LocalitiesCapabilities): string[] {
  if (tool(slug).kind !== "address") return [];
  return isStreetLevel(capabilities) ? streetSteps(slug, capabilities) : townSteps(slug);
}
