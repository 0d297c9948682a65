/**
 * The localities service inside the Worker: the queries and the one interface that both
 * providers implement (embedded: open data in Static Assets; remote: a Localities-compatible
 * HTTP API). The contract suite in tests/worker runs against both. The response shapes the
 * browser sees live in client/localities/api-types.ts, typed from the answers' schemas
 * (client/localities/answers.ts, built on the public contract: docs/localities.md).
 */
import type {
  AutocompleteAnswer,
  DetailsAnswer,
  GeocodeAnswer,
  LatLng,
  ResultType,
} from "../../client/localities/api-types.ts";
import type { LocalitiesCapabilities } from "../../client/localities/capabilities.ts";

export type { LocalitiesCapabilities, PostcodeLevel } from "../../client/localities/capabilities.ts";
export { FILTER_TYPES, MAX_GEOCODE_RESULTS, MAX_SUGGESTIONS } from "../../client/localities/api-types.ts";
export type {
  LocalitiesStatus,
  ResultType,
  LocalityType,
  ComponentType,
  AddressComponent,
  LatLng,
  Accuracy,
  LocationType,
  MatchedSubstring,
  AutocompleteLocality,
  AutocompleteAnswer,
  DetailsResult,
  DetailsAnswer,
  GeocodeResult,
  GeocodeAnswer,
} from "../../client/localities/api-types.ts";

export interface AutocompleteQuery {
  input: string;
  /** Empty: every type. `city` in the request is read as `locality`. */
  types: ResultType[];
  /** Upper-case alpha-2 codes; empty: every country. */
  countries: string[];
}

export interface DetailsQuery {
  publicId: string;
}

export type GeocodeQuery =
  | { kind: "reverse"; location: LatLng }
  | { kind: "forward"; address: string; countries: string[] };

/** Both providers implement this; neither throws for an upstream failure (it answers UNKNOWN_ERROR). */
export interface LocalitiesProvider {
  readonly name: "embedded" | "remote";
  /** What it can answer: the tool pages choose their words from this (docs/localities.md). */
  readonly capabilities: LocalitiesCapabilities;
  autocomplete(query: AutocompleteQuery): Promise<AutocompleteAnswer>;
  details(query: DetailsQuery): Promise<DetailsAnswer>;
  geocode(query: GeocodeQuery): Promise<GeocodeAnswer>;
}
