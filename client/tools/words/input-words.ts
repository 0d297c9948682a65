/**
 * What an address tool's input invites the visitor to type, and the examples it offers,
 * chosen from what the localities provider declares (docs/tools.md): never a house number,
 * a street, a full UK postcode or a full Eircode that this deployment cannot answer.
 */
import { isStreetLevel, postcodeLevel, type LocalitiesCapabilities } from "../../localities/capabilities.ts";
import type { ToolSlug } from "../tools.ts";

/** An example the provider answers: typed into the input (with its country chosen) by a click. */
export interface ToolExample {
  text: string;
  /** Alpha-2 code to choose first, or "" for every country. */
  country: string;
}

/** What a tool is about, for its words: a country's postcodes, or addresses anywhere. */
type Topic = "uk" | "eircode" | "zip" | "us-address" | "any";

const TOPICS: Partial<Record<ToolSlug, Topic>> = {
  "postcode-finder-uk": "uk",
  "royal-mail-postcode-finder": "uk",
  "eircode-finder": "eircode",
  "zip-code-lookup": "zip",
  "usps-address-verification": "us-address",
};

export function toolTopic(slug: ToolSlug): Topic {
  return TOPICS[slug] ?? "any";
}

/** The input's placeholder: what this deployment answers for the tool's topic and the chosen country. */
export function inputPlaceholder(slug: ToolSlug, capabilities: LocalitiesCapabilities, country: string): string {
  if (isStreetLevel(capabilities)) {
    if (toolTopic(slug) === "eircode" || country === "IE") return "Start typing an address or an Eircode";
    return "Start typing an address: number and street, or a postcode";
  }
  const level = country ? postcodeLevel(capabilities, country) : "full";
  if (country === "IE" || toolTopic(slug) === "eircode") return "Type an Eircode's routing key (D02, T12) or a town";
  if (["GB", "GG", "JE", "IM"].includes(country) || toolTopic(slug) === "uk")
    return "Type a UK postcode (SW1A 1AA) to see its area, or a town";
  if (level === "none") return "Type a town or a city";
  return "Type a town, a city or a postcode";
}

const STREET_EXAMPLES: Record<Topic, ToolExample[]> = {
  uk: [
    { text: "10 Downing Street", country: "GB" },
    { text: "SW1A 1AA", country: "GB" },
  ],
  eircode: [
    { text: "D02 X285", country: "IE" },
    { text: "Adelaide Road", country: "IE" },
  ],
  zip: [
    { text: "1600 Amphitheatre Parkway", country: "US" },
    { text: "90210", country: "US" },
  ],
  "us-address": [
    { text: "1600 Amphitheatre Parkway", country: "US" },
    { text: "350 Fifth Avenue", country: "US" },
  ],
  any: [
    { text: "10 Downing Street", country: "GB" },
    { text: "1600 Amphitheatre Parkway", country: "US" },
    { text: "D02 X285", country: "IE" },
  ],
};

const TOWN_EXAMPLES: Record<Topic, ToolExample[]> = {
  uk: [
    { text: "SW1A 1AA", country: "GB" },
    { text: "M1 1AE", country: "GB" },
    { text: "Edinburgh", country: "GB" },
  ],
  eircode: [
    { text: "D02 X285", country: "IE" },
    { text: "T12", country: "IE" },
    { text: "Limerick", country: "IE" },
  ],
  zip: [
    { text: "90210", country: "US" },
    { text: "New York City", country: "US" },
    { text: "Springfield, Ill", country: "US" },
  ],
  "us-address": [
    { text: "Beverly Hills", country: "US" },
    { text: "10001", country: "US" },
  ],
  any: [
    { text: "Lyon", country: "" },
    { text: "75016", country: "FR" },
    { text: "SW1A 1AA", country: "GB" },
  ],
};

/** Examples the active provider answers, for the tool's topic (docs/tools.md). */
export function toolExamples(slug: ToolSlug, capabilities: LocalitiesCapabilities): ToolExample[] {
  return (isStreetLevel(capabilities) ? STREET_EXAMPLES : TOWN_EXAMPLES)[toolTopic(slug)];
}
