/**
 * The public contract of an autocomplete answer (docs/localities.md#the-public-contract):
 * `{ localities: [...] }`, each suggestion with its id, text, types and the spans of the
 * text that match the input, under `matched_substrings.description`.
 */
import * as v from "valibot";
import { localityType, matchedSubstring } from "./common.ts";

export const matchedFieldsEntries = {
  description: v.optional(
    v.pipe(v.array(matchedSubstring), v.description("Spans of `description` that match the input, to highlight.")),
  ),
};

export const autocompleteLocalityEntries = {
  public_id: v.optional(
    v.pipe(v.string(), v.description("The suggestion's id: pass it to /details to get the full result.")),
  ),
  types: v.optional(v.pipe(v.array(localityType), v.description("What kind of place the suggestion is."))),
  /** Deprecated by the public document in favour of `types`. */
  type: v.optional(v.pipe(v.string(), v.metadata({ deprecated: true }))),
  description: v.optional(v.pipe(v.string(), v.description("The text to show in a list of suggestions."))),
  matched_substrings: v.optional(v.object(matchedFieldsEntries)),
  related: v.optional(
    v.object({
      postal_codes: v.optional(
        v.array(v.object({ public_id: v.optional(v.string()), description: v.optional(v.string()) })),
      ),
    }),
  ),
  has_addresses: v.optional(v.boolean()),
};

export const autocompleteLocality = v.object(autocompleteLocalityEntries);

export const autocompleteCollection = v.object({ localities: v.optional(v.array(autocompleteLocality)) });
