/**
 * What this site's /api/localities answers carry (docs/localities.md#the-public-contract):
 * the public contract's fields that every answer has, made required, plus one addition,
 * `status`. Built from the contract's own schemas (client/localities/contract/), so an
 * answer that fits these fits the contract. Used to check the providers' output, to type
 * the tools and to generate the OpenAPI document (scripts/build-openapi.ts).
 */
import * as v from "valibot";
import { autocompleteLocalityEntries } from "./contract/autocomplete.ts";
import { addressComponentEntries, latLng, matchedSubstringEntries } from "./contract/common.ts";
import { detailsAccuracy, detailsResultEntries } from "./contract/details.ts";
import { geocodeLocationType, geocodeResultEntries } from "./contract/geocode.ts";

/** The statuses an answer may have; `UNKNOWN_ERROR` comes with HTTP 502 or 503. */
export const ANSWER_STATUSES = ["OK", "ZERO_RESULTS", "NOT_FOUND", "UNKNOWN_ERROR"] as const;

export const answerStatus = v.pipe(
  v.picklist(ANSWER_STATUSES),
  v.description(
    "Added by this API to the public shape: OK, ZERO_RESULTS (nothing matched), NOT_FOUND (details of an unknown id) or UNKNOWN_ERROR (the service failed; no results).",
  ),
  v.metadata({ ref: "AnswerStatus" }),
);

export const siteMatchedSubstring = v.pipe(
  v.object({ offset: matchedSubstringEntries.offset.wrapped, length: matchedSubstringEntries.length.wrapped }),
  v.metadata({ ref: "MatchedSubstring" }),
);

export const siteAddressComponent = v.pipe(
  v.object({
    long_name: addressComponentEntries.long_name.wrapped,
    short_name: addressComponentEntries.short_name.wrapped,
    types: addressComponentEntries.types.wrapped,
  }),
  v.metadata({ ref: "AddressComponent" }),
);

export const siteLocality = v.pipe(
  v.object({
    public_id: autocompleteLocalityEntries.public_id.wrapped,
    description: autocompleteLocalityEntries.description.wrapped,
    types: autocompleteLocalityEntries.types.wrapped,
    matched_substrings: v.pipe(
      v.object({
        description: v.pipe(
          v.array(siteMatchedSubstring),
          v.description("Spans of `description` that match the input."),
        ),
      }),
      v.description("Where the input matches, per field of the suggestion (here: `description`)."),
    ),
  }),
  v.metadata({ ref: "Suggestion" }),
);

export const siteAutocompleteAnswer = v.pipe(
  v.object({
    status: answerStatus,
    localities: v.pipe(v.array(siteLocality), v.description("At most 8 suggestions, best first.")),
  }),
  v.metadata({ ref: "AutocompleteAnswer" }),
);

export const siteDetailsResult = v.pipe(
  v.object({
    public_id: detailsResultEntries.public_id,
    formatted_address: detailsResultEntries.formatted_address,
    address_components: v.pipe(v.array(siteAddressComponent), v.description("The parts of the address.")),
    geometry: v.object({ location: latLng, accuracy: detailsAccuracy }),
    types: detailsResultEntries.types,
  }),
  v.metadata({ ref: "DetailsResult" }),
);

export const siteDetailsAnswer = v.pipe(
  v.object({
    status: answerStatus,
    result: v.optional(
      v.pipe(siteDetailsResult, v.description("The place; absent when the status is NOT_FOUND or UNKNOWN_ERROR.")),
    ),
  }),
  v.metadata({ ref: "DetailsAnswer" }),
);

export const siteGeocodeResult = v.pipe(
  v.object({
    public_id: geocodeResultEntries.public_id.wrapped,
    formatted_address: geocodeResultEntries.formatted_address.wrapped,
    address_components: v.pipe(v.array(siteAddressComponent), v.description("The parts of the address.")),
    geometry: v.object({ location: latLng, location_type: geocodeLocationType }),
    types: geocodeResultEntries.types.wrapped,
  }),
  v.metadata({ ref: "GeocodeResult" }),
);

export const siteGeocodeAnswer = v.pipe(
  v.object({
    status: answerStatus,
    results: v.pipe(v.array(siteGeocodeResult), v.description("At most 5 results, most precise first.")),
  }),
  v.metadata({ ref: "GeocodeAnswer" }),
);

/** Every refusal (400, 404, 405, 414, 429) and an internal error: one sentence that says what to change. */
export const apiError = v.pipe(
  v.object({ error: v.pipe(v.string(), v.description("What went wrong, in words.")) }),
  v.metadata({ ref: "Error" }),
);
