/**
 * What a Localities-compatible API answers, read leniently (unknown fields ignored, a few
 * known variants accepted) and turned into the public contract's shapes, which are then
 * checked against this site's answer schemas (client/localities/answers.ts) before anything
 * is passed on. Anything that does not fit is an upstream failure: logged, never passed to
 * the browser (docs/localities.md#two-providers-one-interface).
 *
 * Variants read: `matched_substrings` as a bare list of spans or per field (only the spans
 * of `description` are kept); a singular `type` instead of `types`; names given as lists.
 * Normalised: types outside the contract's enumeration are dropped; an accuracy outside it
 * (or none) becomes APPROXIMATE, the least precise claim.
 */
import * as v from "valibot";
import { siteAutocompleteAnswer, siteDetailsAnswer, siteGeocodeAnswer } from "../../../client/localities/answers.ts";
import {
  DETAILS_ACCURACIES,
  GEOCODE_LOCATION_TYPES,
  LOCALITY_TYPE_VALUES,
} from "../../../client/localities/contract/common.ts";
import {
  MAX_SUGGESTIONS,
  type AutocompleteAnswer,
  type DetailsAnswer,
  type GeocodeAnswer,
  type LocalitiesStatus,
  type LocalityType,
} from "../types.ts";

const span = v.object({ offset: v.optional(v.number()), length: v.optional(v.number()) });
const spans = v.array(span);
const name = v.union([v.string(), v.array(v.string())]);
const component = v.object({
  long_name: name,
  short_name: v.optional(name),
  types: v.optional(v.array(v.string()), []),
});
const location = v.object({ lat: v.number(), lng: v.number() });
/** Statuses that are answers; any other (REQUEST_DENIED, OVER_QUERY_LIMIT…) is a failure. */
const answerStatus = v.optional(v.picklist(["OK", "ZERO_RESULTS", "NOT_FOUND"]));

const autocompleteBody = v.object({
  status: answerStatus,
  localities: v.array(
    v.object({
      public_id: v.string(),
      description: v.string(),
      types: v.optional(v.array(v.string())),
      type: v.optional(v.string()),
      matched_substrings: v.optional(v.union([spans, v.object({ description: v.optional(spans) })])),
    }),
  ),
});

const placeBase = {
  public_id: v.string(),
  formatted_address: v.string(),
  address_components: v.optional(v.array(component), []),
  types: v.optional(v.array(v.string()), []),
};

const detailsBody = v.object({
  status: answerStatus,
  result: v.optional(
    v.nullable(v.object({ ...placeBase, geometry: v.object({ location, accuracy: v.optional(v.string()) }) })),
  ),
});

const geocodeBody = v.object({
  status: answerStatus,
  results: v.array(v.object({ ...placeBase, geometry: v.object({ location, location_type: v.optional(v.string()) }) })),
});

export class UpstreamShapeError extends Error {
  override name = "UpstreamShapeError";
}

function parse<S extends v.GenericSchema>(schema: S, body: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue?.path?.map((p) => String(p.key)).join(".") ?? "";
    throw new UpstreamShapeError(`${what}${path ? ` at ${path}` : ""}: ${issue?.message ?? "invalid"}`);
  }
  return result.output;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(LOCALITY_TYPE_VALUES);

function knownTypes(types: readonly string[]): LocalityType[] {
  return types.filter((type): type is LocalityType => KNOWN_TYPES.has(type));
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function matchedSpans(matched: v.InferOutput<typeof autocompleteBody>["localities"][number]["matched_substrings"]) {
  const list = Array.isArray(matched) ? matched : (matched?.description ?? []);
  return list.flatMap((s) =>
    s.offset === undefined || s.length === undefined ? [] : [{ offset: s.offset, length: s.length }],
  );
}

function components(list: v.InferOutput<typeof component>[]) {
  return list.map((c) => ({ long_name: c.long_name, short_name: c.short_name ?? c.long_name, types: c.types }));
}

function statusOf(given: LocalitiesStatus | undefined, count: number): LocalitiesStatus {
  return given ?? (count > 0 ? "OK" : "ZERO_RESULTS");
}

export function readAutocomplete(body: unknown): AutocompleteAnswer {
  const parsed = parse(autocompleteBody, body, "unexpected answer");
  // The pages show one page of suggestions, whatever the upstream's page size.
  const localities = parsed.localities.slice(0, MAX_SUGGESTIONS).map((l) => ({
    public_id: l.public_id,
    description: l.description,
    types: knownTypes(l.types ?? (l.type ? [l.type] : [])),
    matched_substrings: { description: matchedSpans(l.matched_substrings) },
  }));
  const answer = { status: statusOf(parsed.status, localities.length), localities };
  return parse(siteAutocompleteAnswer, answer, "answer outside the contract");
}

export function readDetails(body: unknown): DetailsAnswer {
  const parsed = parse(detailsBody, body, "unexpected answer");
  const found = parsed.result;
  if (!found) return { status: "NOT_FOUND" };
  const result = {
    public_id: found.public_id,
    formatted_address: found.formatted_address,
    address_components: components(found.address_components),
    geometry: {
      location: found.geometry.location,
      accuracy: oneOf(DETAILS_ACCURACIES, found.geometry.accuracy, "APPROXIMATE"),
    },
    types: knownTypes(found.types),
  };
  return parse(siteDetailsAnswer, { status: parsed.status ?? "OK", result }, "answer outside the contract");
}

export function readGeocode(body: unknown): GeocodeAnswer {
  const parsed = parse(geocodeBody, body, "unexpected answer");
  const results = parsed.results.map((r) => ({
    public_id: r.public_id,
    formatted_address: r.formatted_address,
    address_components: components(r.address_components),
    geometry: {
      location: r.geometry.location,
      location_type: oneOf(GEOCODE_LOCATION_TYPES, r.geometry.location_type, "APPROXIMATE"),
    },
    types: knownTypes(r.types),
  }));
  const answer = { status: statusOf(parsed.status, results.length), results };
  return parse(siteGeocodeAnswer, answer, "answer outside the contract");
}
