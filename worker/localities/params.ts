/**
 * The query parameters of /api/localities/*, validated with valibot. A bad parameter is
 * answered 400 with the first problem in plain words ({"error": "input is required"}).
 */
import * as v from "valibot";
import {
  FILTER_TYPES,
  type AutocompleteQuery,
  type DetailsQuery,
  type GeocodeQuery,
  type ResultType,
} from "./types.ts";

export const MAX_INPUT = 200;
export const MAX_COUNTRIES = 5;
export const MAX_TYPES_LENGTH = 100;
export const MAX_COMPONENTS_LENGTH = 80;
export const MAX_PUBLIC_ID = 500;
export const MAX_LATLNG_LENGTH = 64;
/** Query parameters read at most (the API takes four; clients may add a few of their own). */
export const MAX_PARAMS = 20;
const COMPONENTS_HELP =
  "components must be country:xx (ISO 3166 alpha-2), several separated by |, e.g. country:fr|country:gb";

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

/** An unknown type is named in the message only when it looks like a type name: input is not echoed. */
function typeNames(list: string[]): string {
  const shown = list.filter((t) => /^[a-z_]{1,30}$/.test(t));
  return shown.length === list.length ? ` ${list.map((t) => `"${t}"`).join(", ")}` : "";
}

const types = v.pipe(
  v.optional(v.string(), ""),
  v.maxLength(MAX_TYPES_LENGTH, `types must be at most ${MAX_TYPES_LENGTH} characters`),
  v.transform((value) =>
    value
      .split(/[|,]/)
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
  v.check(
    (list) => list.every(isFilterType),
    (issue) => {
      const unknown = (issue.input as string[]).filter((t) => !isFilterType(t));
      return `unknown type${typeNames(unknown)} in types: use ${FILTER_TYPES.join(", ")} (several separated by |)`;
    },
  ),
  v.transform((list) => [...new Set(list.map((t): ResultType => (t === "city" ? "locality" : (t as ResultType))))]),
);

const components = v.pipe(
  v.optional(v.string(), ""),
  v.maxLength(MAX_COMPONENTS_LENGTH, COMPONENTS_HELP),
  v.transform((value) =>
    value
      .split("|")
      .map((c) => c.trim())
      .filter(Boolean),
  ),
  v.check((list) => list.every((c) => /^country:[a-z]{2}$/i.test(c)), COMPONENTS_HELP),
  v.check((list) => list.length <= MAX_COUNTRIES, `components may name at most ${MAX_COUNTRIES} countries`),
  v.transform((list) => [...new Set(list.map((c) => c.slice("country:".length).toUpperCase()))]),
);

/** Up to 24 decimals: what a JavaScript number prints, and no more. */
const LATLNG = /^\s*([-+]?\d{1,3}(?:\.\d{1,24})?)\s*,\s*([-+]?\d{1,3}(?:\.\d{1,24})?)\s*$/;
const latlng = v.pipe(
  v.string(),
  v.maxLength(MAX_LATLNG_LENGTH, "latlng must be two numbers: lat,lng"),
  v.regex(LATLNG, "latlng must be two numbers: lat,lng"),
  v.transform((value) => {
    const [, lat, lng] = LATLNG.exec(value) as RegExpExecArray;
    return { lat: Number(lat), lng: Number(lng) };
  }),
  v.check(
    (p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180,
    "latlng is out of range: latitude -90 to 90, longitude -180 to 180",
  ),
);

const autocompleteSchema = v.object({ input: text("input", MAX_INPUT), types, components });
const detailsSchema = v.object({
  public_id: v.pipe(
    text("public_id", MAX_PUBLIC_ID),
    v.regex(/^[\x21-\x7e]+$/, "public_id must be printable ASCII without spaces"),
  ),
});
const geocodeSchema = v.pipe(
  v.object({
    latlng: v.optional(latlng),
    address: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(MAX_INPUT, `address must be at most ${MAX_INPUT} characters`)),
    ),
    components,
  }),
  v.check((q) => q.latlng !== undefined || Boolean(q.address), "latlng or address is required"),
  v.check((q) => q.latlng === undefined || !q.address, "give latlng or address, not both"),
);

export type Parsed<T> = { ok: true; query: T } | { ok: false; error: string };

/** A name shown in a message only when it looks like a parameter's name: input is not echoed. */
function shownName(name: string): string {
  return /^[a-z_]{1,30}$/.test(name) ? `${name} ` : "a query parameter ";
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    return null; // a malformed escape or bytes that are not UTF-8 ("%FF")
  }
}

/**
 * The query string as parameters (the first of a repeated name wins), read strictly: a
 * malformed escape, bytes that are not UTF-8 (%FF) or a control character (%00, %0A) is an
 * error, never a query. URLSearchParams would read %FF as U+FFFD and answer it.
 * @example readQuery("?input=Lyon&types=city") // { ok: true, query: { input: "Lyon", types: "city" } }
 */
export function readQuery(search: string): Parsed<Record<string, string>> {
  const query = Object.create(null) as Record<string, string>; // "__proto__" is a name like any other
  const parts = search.replace(/^\?/, "").split("&").filter(Boolean);
  if (parts.length > MAX_PARAMS) return { ok: false, error: `at most ${MAX_PARAMS} query parameters` };
  for (const part of parts) {
    const at = part.indexOf("=");
    const name = decode(at === -1 ? part : part.slice(0, at));
    const value = decode(at === -1 ? "" : part.slice(at + 1));
    if (name === null) return { ok: false, error: "a query parameter name is not valid UTF-8 text" };
    if (value === null) return { ok: false, error: `${shownName(name)}is not valid UTF-8 text` };
    // biome-ignore lint/suspicious/noControlCharactersInRegex: query values with control characters are refused
    if (/[\u0000-\u001f\u007f]/.test(name + value))
      return { ok: false, error: `${shownName(name)}must not contain control characters` };
    if (!Object.hasOwn(query, name)) query[name] = value;
  }
  return { ok: true, query };
}

function parse<S extends v.GenericSchema, T>(
  schema: S,
  params: Record<string, string>,
  to: (output: v.InferOutput<S>) => T,
): Parsed<T> {
  const result = v.safeParse(schema, params, { abortEarly: true });
  return result.success
    ? { ok: true, query: to(result.output) }
    : { ok: false, error: result.issues[0]?.message ?? "invalid parameters" };
}

export function parseAutocomplete(params: Record<string, string>): Parsed<AutocompleteQuery> {
  return parse(autocompleteSchema, params, (o) => ({ input: o.input, types: o.types, countries: o.components }));
}

export function parseDetails(params: Record<string, string>): Parsed<DetailsQuery> {
  return parse(detailsSchema, params, (o) => ({ publicId: o.public_id }));
}

export function parseGeocode(params: Record<string, string>): Parsed<GeocodeQuery> {
  return parse(
    geocodeSchema,
    params,
    (o): GeocodeQuery =>
      o.latlng
        ? { kind: "reverse", location: o.latlng }
        : { kind: "forward", address: o.address ?? "", countries: o.components },
  );
}
