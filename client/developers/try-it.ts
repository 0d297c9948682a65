/**
 * The try-it panel's requests (docs/localities.md#developer-page): what it sends to this
 * site's own /api/localities endpoints, built from the fields a developer filled in. It
 * checks nothing itself: a request the API refuses shows the API's own 400 message.
 */

export const TRY_IT_ENDPOINTS = ["autocomplete", "details", "geocode"] as const;
export type TryItEndpoint = (typeof TRY_IT_ENDPOINTS)[number];

/** What the panel's fields hold; empty fields are left out of the request. */
export interface TryItFields {
  input: string;
  types: string;
  components: string;
  public_id: string;
  latlng: string;
  address: string;
  /** Geocoding a position (reverse) or an address (forward). */
  geocode: "reverse" | "forward";
}

const PARAMETERS: Record<TryItEndpoint, (fields: TryItFields) => (keyof TryItFields)[]> = {
  autocomplete: () => ["input", "types", "components"],
  details: () => ["public_id"],
  geocode: (fields) => (fields.geocode === "reverse" ? ["latlng"] : ["address", "components"]),
};

/**
 * The path and query the panel requests.
 * @example tryItPath("autocomplete", { ...fields, input: "Lyon" }) // "/api/localities/autocomplete?input=Lyon"
 */
export function tryItPath(endpoint: TryItEndpoint, fields: TryItFields): string {
  const search = PARAMETERS[endpoint](fields)
    .map((name) => [name, String(fields[name]).trim()] as const)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${queryValue(value)}`)
    .join("&");
  return `/api/localities/${endpoint}${search ? `?${search}` : ""}`;
}

/**
 * A value percent-encoded for a query, except the separators of this API's parameters (`:`,
 * `,` and `|`), which a query may carry as they are: the request reads as a developer writes it
 * (`components=country:fr`, `latlng=45.76,4.83`) and the browser sends it so.
 */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%(3A|2C|7C)/g, (escaped) => decodeURIComponent(escaped));
}

/** A place in an answer that has a public_id: the panel offers its details. */
export interface AnswerPlace {
  publicId: string;
  label: string;
}

/** The places of an autocomplete or geocode answer, to ask for their details with one click. */
export function answerPlaces(body: unknown): AnswerPlace[] {
  if (typeof body !== "object" || body === null) return [];
  const { localities, results } = body as { localities?: unknown; results?: unknown };
  const list = Array.isArray(localities) ? localities : Array.isArray(results) ? results : [];
  return list.flatMap((item: { public_id?: unknown; description?: unknown; formatted_address?: unknown }) => {
    const label = typeof item.description === "string" ? item.description : item.formatted_address;
    return typeof item.public_id === "string" && item.public_id && typeof label === "string"
      ? [{ publicId: item.public_id, label }]
      : [];
  });
}

/** One line for the status of an answer: "200 · OK · 2 suggestions", said to screen readers too. */
export function answerSummary(httpStatus: number, body: unknown): string {
  const parts = [String(httpStatus)];
  if (typeof body === "object" && body !== null) {
    const { status, error, localities, results } = body as Record<string, unknown>;
    if (typeof status === "string") parts.push(status);
    if (Array.isArray(localities)) parts.push(`${localities.length} suggestion${localities.length === 1 ? "" : "s"}`);
    if (Array.isArray(results)) parts.push(`${results.length} result${results.length === 1 ? "" : "s"}`);
    if (typeof error === "string") parts.push(error);
  }
  return parts.join(" · ");
}
