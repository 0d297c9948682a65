/**
 * The embedded provider: an offline geocoder over open data (GeoNames towns, US ZIP codes,
 * French postal codes, UK postcode areas and Eircode routing keys, Natural Earth borders)
 * built into Static Assets by `npm run build`. It knows towns, postcodes and countries, not
 * streets: a query for `address` gets the towns and postcodes that match, each with its own
 * type, and no result is ever more precise than APPROXIMATE. What it can answer is declared
 * in `capabilities` (docs/localities.md), and the tool pages say no more than that.
 */
import { logError } from "../../log.ts";
import { decodePublicId, type PublicId } from "../public-id.ts";
import { fold } from "../text.ts";
import type {
  AutocompleteAnswer,
  AutocompleteQuery,
  DetailsAnswer,
  DetailsQuery,
  GeocodeAnswer,
  GeocodeQuery,
  LocalitiesProvider,
} from "../types.ts";
import { MAX_GEOCODE_RESULTS } from "../types.ts";
import { GeoAssets } from "./assets.ts";
import { EMBEDDED_CAPABILITIES } from "../../../client/localities/capabilities.ts";
import { autocomplete, contextSpans, parseInput } from "./autocomplete.ts";
import { chunkOf, paths, ALL_COUNTRIES, type Manifest, type PlaceRecord, type ZipRecord } from "./format.ts";
import { namesWithPrefix, rankEntries } from "./names.ts";
import { postcodePrefixOf, PREFIX_COUNTRIES } from "./postcode-prefixes.ts";
import { findPostcode, postcodeFormatCountries, postcodesWithPrefix } from "./postcodes.ts";
import {
  resolveCountry,
  resolvePlace,
  resolvePostcode,
  resolveZip,
  toDetails,
  toGeocode,
  zipCountry,
  type Resolved,
} from "./records.ts";
import { reverseGeocode } from "./reverse.ts";

/** The US and the territories whose codes are in the ZIP code list. */
const ZIP_COUNTRIES = new Set(["US", "PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW"]);

export class EmbeddedProvider implements LocalitiesProvider {
  readonly name = "embedded";
  readonly capabilities = EMBEDDED_CAPABILITIES;
  readonly #assets: GeoAssets;

  constructor(assets: Fetcher) {
    this.#assets = new GeoAssets(assets);
  }

  async autocomplete(query: AutocompleteQuery): Promise<AutocompleteAnswer> {
    return this.#guard<AutocompleteAnswer>("autocomplete", () => autocomplete(this.#assets, query), {
      status: "UNKNOWN_ERROR",
      localities: [],
    });
  }

  async details(query: DetailsQuery): Promise<DetailsAnswer> {
    return this.#guard<DetailsAnswer>(
      "details",
      async () => {
        const id = decodePublicId(query.publicId);
        const resolved = id ? await this.#resolve(id) : null;
        return resolved ? { status: "OK", result: toDetails(resolved) } : { status: "NOT_FOUND" };
      },
      { status: "UNKNOWN_ERROR" },
    );
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeAnswer> {
    return this.#guard<GeocodeAnswer>(
      "geocode",
      async () => {
        const resolved =
          query.kind === "reverse"
            ? await reverseGeocode(this.#assets, query.location)
            : await this.#forward(query.address, query.countries);
        const results = resolved.slice(0, MAX_GEOCODE_RESULTS).map(toGeocode);
        return { status: results.length > 0 ? "OK" : "ZERO_RESULTS", results };
      },
      { status: "UNKNOWN_ERROR", results: [] },
    );
  }

  /** The index is part of the deploy, so a failure here is a bug or a broken build: logged, answered as an error. */
  async #guard<T>(operation: string, run: () => Promise<T>, failed: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      logError("embedded localities failed", { provider: "embedded", operation }, error);
      return failed;
    }
  }

  async #resolve(id: PublicId): Promise<Resolved | null> {
    const manifest = await this.#assets.manifest();
    if (id.kind === "country") return resolveCountry(manifest, id.code);
    if (id.kind === "zip") {
      const zip = await this.#zip(manifest, id.zip);
      return zip ? resolveZip(manifest, zip) : null;
    }
    if (id.kind === "postcode") {
      const record = await findPostcode(this.#assets, manifest, id.country, id.code, id.official);
      return record ? resolvePostcode(manifest, record) : null;
    }
    const bucket = await this.#assets.require<Record<string, PlaceRecord>>(paths.places(id.id));
    const place = bucket[String(id.id)];
    return place ? resolvePlace(manifest, id.id, place) : null;
  }

  async #zip(manifest: Manifest, code: string): Promise<ZipRecord | null> {
    const chunk = await this.#assets.require<ZipRecord[]>(paths.zips(chunkOf(manifest.zips, code)));
    return chunk.find((zip) => zip[0] === code) ?? null;
  }

  /**
   * A text in the postcode format of one of the countries asked for (of the countries with
   * postcode data when none is): that country's postcode, never free text elsewhere, so
   * "75001" with France chosen is Paris 1er, not Addison, Texas. Without a country, the
   * code of the bigger town first. null: the text is not a postcode of these countries.
   */
  async #postcode(manifest: Manifest, address: string, countries: string[]): Promise<Resolved[] | null> {
    // A UK postcode or an Eircode: its area or routing key, the level this data answers.
    const prefix = postcodePrefixOf(address.trim(), countries);
    if (prefix) {
      const record = await findPostcode(this.#assets, manifest, prefix.country, prefix.code, prefix.code);
      return record ? [resolvePostcode(manifest, record)] : [];
    }
    const usable = (countries.length > 0 ? countries : ["US", ...manifest.postcodeCountries]).filter(
      (country) => !PREFIX_COUNTRIES.has(country),
    );
    const formats = postcodeFormatCountries(address.replace(/-\d{4}$/, ""), usable);
    if (formats.length === 0) return null;
    const code = address
      .trim()
      .toUpperCase()
      .replace(/\s+/g, "")
      .replace(/-\d{4}$/, "");
    const found: [Resolved, number][] = [];
    for (const country of formats) {
      if (ZIP_COUNTRIES.has(country)) {
        const record = /^\d{5}$/.test(code) ? await this.#zip(manifest, code) : null;
        if (record && (countries.length === 0 || countries.includes(zipCountry(record))))
          found.push([resolveZip(manifest, record), record[5] ?? 0]);
      } else {
        const records = (await postcodesWithPrefix(this.#assets, manifest, country, code, MAX_GEOCODE_RESULTS)).filter(
          (r) => r[0] === code,
        );
        for (const record of records) found.push([resolvePostcode(manifest, record), record[8]]);
      }
    }
    return found.sort((a, b) => b[1] - a[1]).map(([resolved]) => resolved);
  }

  /**
   * Forward geocoding: a postcode (see #postcode), or a town name given in full
   * ("Springfield, Illinois": the words after the comma must start words of the state or
   * country), most populous first.
   */
  async #forward(address: string, countries: string[]): Promise<Resolved[]> {
    const manifest = await this.#assets.manifest();
    const postcodes = await this.#postcode(manifest, address, countries);
    if (postcodes) return postcodes;
    const { name, context } = parseInput(address);
    const key = fold(name.text);
    const scopes = countries.length > 0 ? countries.map((c) => c.toLowerCase()) : [ALL_COUNTRIES];
    const entries = (
      await Promise.all(scopes.map((scope) => namesWithPrefix(this.#assets, manifest, scope, key)))
    ).flat();
    const ids: number[] = [];
    for (const entry of rankEntries(entries, key)) {
      if (entry[0] !== key || ids.includes(entry[2])) continue;
      if (context.length > 0 && !contextSpans(entry[4], context, manifest.usStates)) continue;
      ids.push(entry[2]);
      if (ids.length >= MAX_GEOCODE_RESULTS) break;
    }
    const resolved = await Promise.all(ids.map((id) => this.#resolve({ kind: "city", id })));
    return resolved.filter((r): r is Resolved => r !== null);
  }
}
