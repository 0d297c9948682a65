/**
 * What a Localities-compatible API answers, read leniently (unknown fields ignored, a few
 * known variants accepted) and turned into this site's shapes. Anything that does not fit
 * is an upstream failure: logged, never passed to the browser.
 */
import * as v from "valibot";
import {
  MAX_SUGGESTIONS,
  type AutocompleteAnswer,
  type DetailsAnswer,
  type GeocodeAnswer,
  type LocalitiesStatus,
} from "../types.ts";

const span = v.object({ offset: v.number(), length: v.number() });
const name = v.union([v.string(), v.array(v.string())]);
const component = v.object({ long_name: name, short_name: name, types: v.array(v.string()) });
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
      // A flat list, or (as some Localities APIs send it) spans per field.
      matched_substrings: v.optional(v.union([v.array(span), v.object({ description: v.optional(v.array(span)) })])),
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
    v.nullable(
      v.object({ ...placeBase, geometry: v.object({ location, accuracy: v.optional(v.string(), "APPROXIMATE") }) }),
    ),
  ),
});

const geocodeBody = v.object({
  status: answerStatus,
  results: v.array(
    v.object({ ...placeBase, geometry: v.object({ location, location_type: v.optional(v.string(), "APPROXIMATE") }) }),
  ),
});

export class UpstreamShapeError extends Error {
  override name = "UpstreamShapeError";
}

function parse<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue?.path?.map((p) => String(p.key)).join(".") ?? "";
    throw new UpstreamShapeError(`unexpected answer${path ? ` at ${path}` : ""}: ${issue?.message ?? "invalid"}`);
  }
  return result.output;
}

function statusOf(given: LocalitiesStatus | undefined, count: number): LocalitiesStatus {
  return given ?? (count > 0 ? "OK" : "ZERO_RESULTS");
}

export function readAutocomplete(body: unknown): AutocompleteAnswer {
  const parsed = parse(autocompleteBody, body);
  // The pages show one page of suggestions, whatever the upstream's page size.
  const localities = parsed.localities.slice(0, MAX_SUGGESTIONS).map((l) => ({
    public_id: l.public_id,
    description: l.description,
    types: l.types ?? (l.type ? [l.type] : []),
    matched_substrings: Array.isArray(l.matched_substrings)
      ? l.matched_substrings
      : (l.matched_substrings?.description ?? []),
  }));
  return { status: statusOf(parsed.status, localities.length), localities };
}

export function readDetails(body: unknown): DetailsAnswer {
  const parsed = parse(detailsBody, body);
  const result = parsed.result ?? null;
  return { status: parsed.status ?? (result ? "OK" : "NOT_FOUND"), result };
}

export function readGeocode(body: unknown): GeocodeAnswer {
  const parsed = parse(geocodeBody, body);
  return { status: statusOf(parsed.status, parsed.results.length), results: parsed.results };
}
