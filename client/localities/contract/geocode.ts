/**
 * The public contract of a geocode answer (docs/localities.md#the-public-contract):
 * `{ results: [...] }`, for an address (forward) or a position (reverse), most relevant first.
 */
import * as v from "valibot";
import {
  addressComponent,
  addressSummary,
  administrativeAreaLabel,
  bounds,
  GEOCODE_LOCATION_TYPES,
  geoJsonGeometry,
  latLng,
  localityType,
  resultStatus,
} from "./common.ts";

export const geocodeLocationType = v.pipe(
  v.picklist(GEOCODE_LOCATION_TYPES),
  v.description("How exact `location` is: APPROXIMATE stands for an area, ROOFTOP for a building."),
  v.metadata({ ref: "GeocodeLocationType" }),
);

export const geocodeGeometryEntries = {
  location_type: v.optional(geocodeLocationType),
  location: v.optional(latLng),
  viewport: v.optional(bounds),
  shape: v.optional(geoJsonGeometry),
};

export const geocodeResultEntries = {
  formatted_address: v.optional(v.pipe(v.string(), v.description("The place as one line of text."))),
  types: v.optional(v.pipe(v.array(localityType), v.description("What kind of place it is."))),
  administrative_area_label: v.optional(administrativeAreaLabel),
  public_id: v.optional(v.pipe(v.string(), v.description("The result's id, also accepted by /details."))),
  geometry: v.optional(v.object(geocodeGeometryEntries)),
  status: v.optional(resultStatus),
  address_components: v.optional(
    v.pipe(v.array(addressComponent), v.description("The parts of the address, one per level.")),
  ),
  distance: v.optional(v.pipe(v.number(), v.description("Reverse geocoding: metres from the asked position."))),
  sub_buildings: v.optional(v.array(addressSummary)),
  scores_per_components: v.optional(
    v.object({
      street_name: v.optional(v.number()),
      postal_code: v.optional(v.number()),
      locality: v.optional(v.number()),
    }),
  ),
};

export const geocodeResult = v.object(geocodeResultEntries);

export const geocodeCollection = v.object({ results: v.optional(v.array(geocodeResult)) });
