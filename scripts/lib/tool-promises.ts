/**
 * What a tool page may not say (docs/tools.md): an invitation to type what the localities
 * provider does not answer (streets, house numbers, full Eircodes, full UK postcodes), and
 * words meant for developers, not visitors (a package, a configuration, an environment, a
 * stand-in). Read sentence by sentence, so a word an article uses in passing ("a street",
 * "a parcel") is not an invitation; the spec's verbatim notices are left out first.
 */
import {
  fullEircodes,
  fullUkPostcodes,
  isStreetLevel,
  type LocalitiesCapabilities,
} from "../../client/localities/capabilities.ts";
import { EIRCODE_NOTICE } from "../../client/tools/notices.ts";

/**
 * A verb asking the visitor to type or look something up with the tool: an imperative at the
 * start of a sentence or clause, or "you can …" (not "as people type", a description).
 */
const INVITE = String.raw`(?:^|[:;,(]\s*|\byou can\s+|\bthen\s+|\bplease\s+)(?:type|enter|start typing|start with|search for|look up)\b`;

const STREETS = new RegExp(
  `${INVITE}[^.?!]{0,80}\\b(?:house (?:number|name)|building number|street number|street|road|townland)s?\\b`,
  "i",
);
const FULL_EIRCODE = new RegExp(`${INVITE}[^.?!]{0,60}\\bEircodes?\\b`, "i");
const UK_UNIT = new RegExp(
  `(?:${INVITE}|\\bshows?\\b)[^.?!]{0,60}\\b(?:full (?:UK )?postcode|postcode unit)s?\\b`,
  "i",
);

/** Words for developers that no visitor should read. */
const INTERNAL: readonly RegExp[] = [
  /\b(?:via|from|in|by) the [\w@./-]+ package\b/i,
  /\bconfigured (?:Localities|tile|provider|upstream|API)\b/i,
  /\btest environment\b/i,
  /\bstand-in\b/i,
  /\blocal preview\b/i,
  /\b(?:LOCALITIES_API_\w+|MAP_TILE_\w+|MAP_PMTILES|SIMULATE_COUNTRY|wrangler|miniflare)\b/,
];

const VERBATIM = [EIRCODE_NOTICE];

export interface Broken {
  sentence: string;
  rule: "streets" | "full-eircode" | "uk-unit" | "internal";
}

/** The sentences of `text` that promise what `capabilities` does not declare, or name internals. */
export function brokenPromises(text: string, capabilities: LocalitiesCapabilities): Broken[] {
  let rest = text;
  for (const notice of VERBATIM) rest = rest.split(notice).join(" ");
  const sentences = rest
    .split(/(?<=[.?!])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const broken: Broken[] = [];
  for (const sentence of sentences) {
    if (INTERNAL.some((pattern) => pattern.test(sentence))) broken.push({ sentence, rule: "internal" });
    if (!isStreetLevel(capabilities) && STREETS.test(sentence)) broken.push({ sentence, rule: "streets" });
    if (!fullEircodes(capabilities) && FULL_EIRCODE.test(sentence) && !/routing key/i.test(sentence))
      broken.push({ sentence, rule: "full-eircode" });
    if (!fullUkPostcodes(capabilities) && UK_UNIT.test(sentence) && !/\barea\b/i.test(sentence))
      broken.push({ sentence, rule: "uk-unit" });
  }
  return broken;
}
