/**
 * The notices of the Eircode and ZIP code tools while another country is selected
 * (docs/tools.md). The Eircode notice is the spec's, verbatim; the words beside it say what
 * this deployment gives. The ZIP notice's words are ours, chosen from the declaration.
 */
import { fullEircodes, isStreetLevel, type LocalitiesCapabilities } from "../../localities/capabilities.ts";
import { EIRCODE_NOTICE, ZIP_NOTICE } from "../notices.ts";
import type { ToolDefinition } from "../tools.ts";

export interface ToolNotice {
  text: string;
  /** What this deployment gives, said beside a verbatim notice; null when the notice says it all. */
  words: string | null;
}

const TOWN_LEVEL_CODES =
  "The data built into this site gives ZIP codes and French postal codes in full, the postcode area of a UK postcode and the routing key of an Eircode.";

export const ZIP_NOTICE_TOWN_LEVEL =
  "Please select United States as your country to get a ZIP code. For other countries this tool gives the postcode the data built into this site has: in full for France, the postcode area for the UK, the routing key of an Eircode for Ireland.";

/** The notice while `country` is selected, or null (the tool's own country, or a tool without one). */
export function toolNotice(
  definition: Pick<ToolDefinition, "notice">,
  country: string,
  capabilities: LocalitiesCapabilities,
): ToolNotice | null {
  if (definition.notice === "eircode" && country !== "IE") {
    return { text: EIRCODE_NOTICE, words: fullEircodes(capabilities) ? null : TOWN_LEVEL_CODES };
  }
  if (definition.notice === "zip" && country !== "US") {
    return { text: isStreetLevel(capabilities) ? ZIP_NOTICE : ZIP_NOTICE_TOWN_LEVEL, words: null };
  }
  return null;
}
