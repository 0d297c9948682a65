/**
 * The public contract of a details answer (docs/localities.md#the-public-contract):
 * `{ result: {...} }`, the place behind a suggestion's `public_id`. `result` is optional
 * (absent when there is nothing to describe); when present, its id, address, types,
 * geometry and components are required.
 */
import * as v from "valibot";
import {
  addressComponent,
  addressSummary,
  administrativeAreaLabel,
  bounds,
  DETAILS_ACCURACIES,
  geoJsonGeometry,
  latLng,
  localityType,
  resultStatus,
} from "./common.ts";

export const detailsAccuracy = v.pipe(
  v.picklist(DETAILS_ACCURACIES),
  v.description("How exact `location` is: APPROXIMATE stands for an area, ROOFTOP for a building."),
  v.metadata({ ref: "DetailsAccuracy" }),
);

export const detailsGeometryEntries = {
  location: latLng,
  viewport: v.optional(bounds),
  shape: v.optional(geoJsonGeometry),
  accuracy: v.optional(detailsAccuracy),
};

export const detailsResultEntries = {
  public_id: v.pipe(v.string(), v.description("The id that was asked for.")),
  formatted_address: v.pipe(v.string(), v.description("The place as one line of text.")),
  types: v.pipe(v.array(localityType), v.description("What kind of place it is.")),
  geometry: v.object(detailsGeometryEntries),
  address_components: v.pipe(v.array(addressComponent), v.description("The parts of the address, one per level.")),
  name: v.optional(v.string()),
  administrative_area_label: v.optional(administrativeAreaLabel),
  status: v.optional(resultStatus),
  addresses: v.optional(
    v.object({
      pagination: v.optional(
        v.object({
          page: v.optional(v.number()),
          page_count: v.optional(v.number()),
          addresses_per_page: v.optional(v.number()),
          address_count: v.optional(v.number()),
        }),
      ),
      list: v.optional(v.array(addressSummary)),
    }),
  ),
};

export const detailsResult = v.object(detailsResultEntries);

export const detailsAnswer = v.object({ result: v.optional(detailsResult) });
