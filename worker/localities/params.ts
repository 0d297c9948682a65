/**
 * The query parameters of /api/localities/*, validated with valibot. A bad parameter is
 * answered 400 with the first problem in plain words ({"error": "input is required"}).
 */
import * as v from "valibot";
import { FILTER_TYPES, type AutocompleteQuery, type DetailsQuery, type GeocodeQuery, type ResultType } from "./types.ts";

const MAX_INPUT = 200;
const MAX_COUNTRIES = 5;
const COMPONENTS_HELP = "components must be country:xx (ISO 3166 alpha-2), several separated by |, e.g. country:fr|country:gb";

const text = (field: string, max: number) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

function isFilterType(value: string): boolean {
  return (FILTER_TYPES as readonly string[]).includes(value);
}

const types = v.pipe(
  v.optional(v.string(), ""),
  v.transform((value) => value.split(/[|,]/).map((t) => t.trim().toLowerCase()).filter(Boolean)),
  v.check(
    (list) => list.every(isFilterType),
    (issue) => {
      const unknown = (issue.input as string[]).filter((t) => !isFilterType(t));
      return `unknown type ${unknown.map((t) => `"${t}"`).join(", ")} in types: use ${FILTER_TYPES.join(", ")} (several separated by |)`;
    },
  ),
  v.transform((list) => [...new Set(list.map((t): ResultType => (t === "city" ? "locality" : (t as ResultType))))]),
);

const components = v.pipe(
  v.optional(v.string(), ""),
  v.transform((value) => value.split("|").map((c) => c.trim()).filter(Boolean)),
  v.check((list) => list.every((c) => /^country:[a-z]{2}$/i.test(c)), COMPONENTS_HELP),
  v.check((list) => list.length <= MAX_COUNTRIES, `components may name at most ${MAX_COUNTRIES} countries`),
  v.transform((list) => [...new Set(list.map((c) => c.slice("country:".length).toUpperCase()))]),
);

const LATLNG = /^\s*([-+]?\d{1,3}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;
const latlng = v.pipe(
  v.string(),
  v.regex(LATLNG, "latlng must be two numbers: lat,lng"),
  v.transform((value) => {
    const [, lat, lng] = LATLNG.exec(value) as RegExpExecArray;
    return { lat: Number(lat), lng: Number(lng) };
  }),
  v.check((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, "latlng is out of range: latitude -90 to 90, longitude -180 to 180"),
);

const autocompleteSchema = v.object({ input: text("input", MAX_INPUT), types, components });
const detailsSchema = v.object({ public_id: text("public_id", 500) });
const geocodeSchema = v.pipe(
  v.object({ latlng: v.optional(latlng), address: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_INPUT, `address must be at most ${MAX_INPUT} characters`))), components }),
  v.check((q) => q.latlng !== undefined || Boolean(q.address), "latlng or address is required"),
  v.check((q) => q.latlng === undefined || !q.address, "give latlng or address, not both"),
);

export type Parsed<T> = { ok: true; query: T } | { ok: false; error: string };

function parse<S extends v.GenericSchema, T>(schema: S, params: Record<string, string>, to: (output: v.InferOutput<S>) => T): Parsed<T> {
  const result = v.safeParse(schema, params, { abortEarly: true });
  return result.success ? { ok: true, query: to(result.output) } : { ok: false, error: result.issues[0]?.message ?? "invalid parameters" };
}

export function parseAutocomplete(params: Record<string, string>): Parsed<AutocompleteQuery> {
  return parse(autocompleteSchema, params, (o) => ({ input: o.input, types: o.types, countries: o.components }));
}

export function parseDetails(params: Record<string, string>): Parsed<DetailsQuery> {
  return parse(detailsSchema, params, (o) => ({ publicId: o.public_id }));
}

export function parseGeocode(params: Record<string, string>): Parsed<GeocodeQuery> {
  return parse(geocodeSchema, params, (o): GeocodeQuery =>
    o.latlng ? { kind: "reverse", location: o.latlng } : { kind: "forward", address: o.address ?? "", countries: o.components },
  );
}
