import { parse, validOutcode } from "postcode";
import { POSTCODE_AREAS, REGION_NAMED_AREAS } from "./uk-postcode-areas.ts";

export type UkPostcode =
  | { ok: true; postcode: string; area: string; areaName: string | null; postTown: string | null }
  | { ok: false; message: string };

export const UK_POSTCODE_MESSAGES = {
  empty: "Enter your postcode",
  outwardOnly: "Enter the full postcode, with its last three characters (like 1AA)",
  invalid: "Enter a full UK postcode, like SW1A 1AA",
  unknownArea: "This postcode's area does not exist: check the first letters",
} as const;

/**
 * Reads a UK postcode as typed (any case, with or without its space): its normalised form
 * ("SW1A 2AA"), its area ("SW") and the post town the area is named after ("London").
 * @example readUkPostcode("sw1a2aa") // { ok: true, postcode: "SW1A 2AA", area: "SW", areaName: "London", postTown: "London" }
 */
export function readUkPostcode(text: string): UkPostcode {
  const typed = text.trim();
  if (typed === "") return { ok: false, message: UK_POSTCODE_MESSAGES.empty };
  const parsed = parse(typed);
  if (!parsed.valid) {
    return {
      ok: false,
      message: validOutcode(typed.replace(/\s+/g, ""))
        ? UK_POSTCODE_MESSAGES.outwardOnly
        : UK_POSTCODE_MESSAGES.invalid,
    };
  }
  const areaName = Object.hasOwn(POSTCODE_AREAS, parsed.area) ? (POSTCODE_AREAS[parsed.area] ?? null) : null;
  if (!areaName) return { ok: false, message: UK_POSTCODE_MESSAGES.unknownArea };
  return {
    ok: true,
    postcode: parsed.postcode,
    area: parsed.area,
    areaName,
    postTown: REGION_NAMED_AREAS.has(parsed.area) ? null : areaName,
  };
}
