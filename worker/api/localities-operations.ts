/**
 * The route definitions of /api/localities (docs/localities.md#openapi-document): for each
 * endpoint its path, its words, its query parameters as a client sees them, its answer's
 * schema, its failed answer and the requests whose answers illustrate it. The Worker
 * registers its routes from this list (localities.ts); the build generates the OpenAPI
 * document from it (scripts/build-openapi.ts), so the two cannot drift apart.
 */
import * as v from "valibot";
import { siteAutocompleteAnswer, siteDetailsAnswer, siteGeocodeAnswer } from "../../client/localities/answers.ts";
import {
  MAX_COMPONENTS_LENGTH,
  MAX_COUNTRIES,
  MAX_INPUT,
  MAX_LATLNG_LENGTH,
  MAX_PUBLIC_ID,
  MAX_TYPES_LENGTH,
  parseAutocomplete,
  parseDetails,
  parseGeocode,
  type Parsed,
} from "../localities/params.ts";
import type {
  AutocompleteAnswer,
  DetailsAnswer,
  GeocodeAnswer,
  LocalitiesProvider,
  LocalitiesStatus,
} from "../localities/types.ts";

export type LocalitiesAnswer = AutocompleteAnswer | DetailsAnswer | GeocodeAnswer;

/** A request that illustrates an endpoint; the build answers it with the embedded provider. */
export interface OperationExample {
  /** Key in the OpenAPI document. */
  name: string;
  summary: string;
  /**
   * The query string, without `?`. `{autocomplete.town}` stands for the public_id of the
   * first suggestion of the autocomplete example named `town` (an id is opaque: a details
   * example must use one the service issued).
   */
  query: string;
}

export interface LocalitiesOperation {
  /** Under /api/localities. */
  path: "/autocomplete" | "/details" | "/geocode";
  operationId: string;
  summary: string;
  description: string;
  /** The query parameters as documented; params.ts reads them (strictly) when a request comes. */
  parameters: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The answer's schema, for OK, ZERO_RESULTS, NOT_FOUND and for failures alike. */
  answerSchema: v.GenericSchema;
  /** What the endpoint answers when the service cannot: UNKNOWN_ERROR and nothing else. */
  failed: LocalitiesAnswer & { status: LocalitiesStatus };
  examples: readonly OperationExample[];
  /**
   * Reads the parameters and, when they are valid, asks the provider (made only then, so a
   * bad request is a 400 whatever the configuration).
   */
  answer(
    params: Record<string, string>,
    provider: () => LocalitiesProvider,
  ): Promise<{ error: string } | { answer: LocalitiesAnswer }>;
}

type OperationWords = Omit<LocalitiesOperation, "answer">;

function operation<Q, A extends LocalitiesAnswer>(
  words: OperationWords,
  parse: (params: Record<string, string>) => Parsed<Q>,
  run: (provider: LocalitiesProvider, query: Q) => Promise<A>,
): LocalitiesOperation {
  return {
    ...words,
    async answer(params, provider) {
      const parsed = parse(params);
      return parsed.ok ? { answer: await run(provider(), parsed.query) } : { error: parsed.error };
    },
  };
}

const COUNTRY = "country:[a-zA-Z]{2}";
const components = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(MAX_COMPONENTS_LENGTH),
    v.regex(new RegExp(`^${COUNTRY}(\\|${COUNTRY}){0,${MAX_COUNTRIES - 1}}$`)),
    v.description(
      `Keep only places in these countries: up to ${MAX_COUNTRIES} ISO 3166 alpha-2 codes written country:xx, separated by |.`,
    ),
    v.examples(["country:fr", "country:gb|country:ie"]),
  ),
);

export const autocompleteOperation = operation(
  {
    path: "/autocomplete",
    operationId: "autocomplete",
    summary: "Suggest places as someone types",
    description:
      "Returns up to 8 places whose names start with the text typed so far, best first, with the spans of each suggestion that match. Pass a suggestion's public_id to /details for its address and position.",
    parameters: v.object({
      input: v.pipe(
        v.string(),
        v.minLength(1),
        v.maxLength(MAX_INPUT),
        v.description("The text typed so far: the start of a town's name, a postcode or an address."),
        v.examples(["Lyon", "9021"]),
      ),
      types: v.optional(
        v.pipe(
          v.string(),
          v.maxLength(MAX_TYPES_LENGTH),
          v.regex(/^(address|locality|city|postal_code)(\|(address|locality|city|postal_code))*$/i),
          v.description(
            "The kinds of place wanted, separated by |: address, locality (city is read as locality) and postal_code. All kinds when left out.",
          ),
          v.examples(["locality", "locality|postal_code"]),
        ),
      ),
      components,
    }),
    answerSchema: siteAutocompleteAnswer,
    failed: { status: "UNKNOWN_ERROR", localities: [] },
    examples: [
      { name: "town", summary: "Towns that start with “Lyon”, in France", query: "input=Lyon&components=country:fr" },
      { name: "postcode", summary: "ZIP codes that start with 9021", query: "input=9021&types=postal_code" },
      { name: "nothing", summary: "Nothing matches", query: "input=Qqxqzzv" },
    ],
  },
  parseAutocomplete,
  (provider, query) => provider.autocomplete(query),
);

export const detailsOperation = operation(
  {
    path: "/details",
    operationId: "details",
    summary: "Get the address and position of a suggestion",
    description:
      "Returns the place behind a public_id from /autocomplete or /geocode: its one-line address, its parts (postcode, town, region, country) and its position. An id this service never issued answers NOT_FOUND, with no result.",
    parameters: v.object({
      public_id: v.pipe(
        v.string(),
        v.minLength(1),
        v.maxLength(MAX_PUBLIC_ID),
        v.regex(/^[\x21-\x7e]+$/),
        v.description("The public_id of a suggestion or geocode result, as it was given."),
      ),
    }),
    answerSchema: siteDetailsAnswer,
    failed: { status: "UNKNOWN_ERROR" },
    examples: [
      { name: "town", summary: "A town (Lyon)", query: "public_id={autocomplete.town}" },
      { name: "postcode", summary: "A ZIP code (90210)", query: "public_id={autocomplete.postcode}" },
    ],
  },
  parseDetails,
  (provider, query) => provider.details(query),
);

export const geocodeOperation = operation(
  {
    path: "/geocode",
    operationId: "geocode",
    summary: "Find the place at a position, or the position of an address",
    description:
      "With latlng, returns what is at that position, most precise first (reverse geocoding). With address, returns the places that text names (forward geocoding), which components can keep to some countries. Give one of the two.",
    parameters: v.object({
      latlng: v.optional(
        v.pipe(
          v.string(),
          v.maxLength(MAX_LATLNG_LENGTH),
          v.regex(/^\s*[-+]?\d{1,3}(\.\d{1,24})?\s*,\s*[-+]?\d{1,3}(\.\d{1,24})?\s*$/),
          v.description("A position as latitude,longitude in decimal degrees (reverse geocoding)."),
          v.examples(["48.8584,2.2945"]),
        ),
      ),
      address: v.optional(
        v.pipe(
          v.string(),
          v.maxLength(MAX_INPUT),
          v.description("An address, a town or a postcode to locate (forward geocoding)."),
          v.examples(["Lyon", "90210"]),
        ),
      ),
      components,
    }),
    answerSchema: siteGeocodeAnswer,
    failed: { status: "UNKNOWN_ERROR", results: [] },
    examples: [
      { name: "reverse", summary: "What is at a position (the Eiffel Tower)", query: "latlng=48.8584,2.2945" },
      { name: "forward", summary: "Where a town is (Lyon, in France)", query: "address=Lyon&components=country:fr" },
      { name: "nothing", summary: "Nothing at a position (the open ocean)", query: "latlng=0,-30" },
    ],
  },
  parseGeocode,
  (provider, query) => provider.geocode(query),
);

/** Every endpoint of /api/localities, in the order the documentation lists them. */
export const LOCALITIES_OPERATIONS: readonly LocalitiesOperation[] = [
  autocompleteOperation,
  detailsOperation,
  geocodeOperation,
];
