/**
 * The public Localities contract (docs/localities.md#the-public-contract): the building
 * blocks its autocomplete, details and geocode answers share, written once in valibot from
 * the public OpenAPI document's facts (field names, types, enumerations, which fields are
 * optional). Objects are open, as in the document: a client must ignore fields it does not
 * know. Nothing here produces an answer; the providers' output is checked against it.
 */
import * as v from "valibot";

/** Place types other than points of interest; `locality` groups the settlement types after it. */
export const LOCALITIES_TYPES = [
  "country",
  "admin_level",
  "postal_code",
  "address",
  "route",
  "locality",
  "city",
  "town",
  "village",
  "hamlet",
  "borough",
  "suburb",
  "quarter",
  "neighbourhood",
] as const;

/** Point-of-interest categories, dot-separated from the general to the particular. */
export const LOCALITIES_POI_TYPES = [
  "point_of_interest",
  "transit.station",
  "transit.station.airport",
  "transit.station.rail",
  "beach",
  "business",
  "business.car_repair",
  "business.car_rental",
  "business.cinema",
  "business.conference_centre",
  "business.exhibition_centre",
  "business.theatre",
  "business.nightclub",
  "business.finance",
  "business.finance.bank",
  "business.fuel",
  "business.parking",
  "business.mall",
  "business.food_and_drinks",
  "business.food_and_drinks.bar",
  "business.food_and_drinks.biergarten",
  "business.food_and_drinks.cafe",
  "business.food_and_drinks.fast_food",
  "business.food_and_drinks.pub",
  "business.food_and_drinks.restaurant",
  "business.food_and_drinks.food_court",
  "business.shop",
  "business.shop.mall",
  "business.shop.bakery",
  "business.shop.butcher",
  "business.shop.library",
  "business.shop.grocery",
  "business.shop.sports",
  "business.shop.toys",
  "business.shop.clothes",
  "business.shop.furniture",
  "business.shop.electronics",
  "business.shop.doityourself",
  "business.shop.craft",
  "education",
  "education.school",
  "education.kindergarten",
  "education.university",
  "education.college",
  "education.library",
  "hospitality",
  "hospitality.hotel",
  "hospitality.hostel",
  "hospitality.guest_house",
  "hospitality.bed_and_breakfast",
  "hospitality.motel",
  "medical",
  "medical.hospital",
  "medical.pharmacy",
  "medical.clinic",
  "tourism",
  "tourism.attraction",
  "tourism.attraction.amusement_park",
  "tourism.attraction.zoo",
  "tourism.attraction.aquarium",
  "tourism.monument",
  "tourism.monument.castle",
  "tourism.museum",
  "government",
  "park",
  "park.national",
  "place_of_worship",
  "police",
  "post_office",
  "sports",
  "sports.golf",
  "sports.winter",
] as const;

/** Older names of some point-of-interest types, still valid in answers. */
export const LOCALITIES_POI_ALIASES = [
  "airport",
  "train_station",
  "metro_station",
  "shopping",
  "museum",
  "zoo",
  "amusement_park",
  "art_gallery",
  "tourist_attraction",
] as const;

/** Every value a result's `types` may hold. */
export const LOCALITY_TYPE_VALUES = [...LOCALITIES_TYPES, ...LOCALITIES_POI_TYPES, ...LOCALITIES_POI_ALIASES] as const;

/** How exact a details result's position is (`geometry.accuracy`). */
export const DETAILS_ACCURACIES = [
  "ROOFTOP",
  "ROUTE",
  "GEOMETRIC_CENTER",
  "DISTRICT",
  "POSTAL_CODE",
  "RANGE_INTERPOLATED",
  "APPROXIMATE",
] as const;

/** How exact a geocode result's position is (`geometry.location_type`): no ROUTE here. */
export const GEOCODE_LOCATION_TYPES = [
  "ROOFTOP",
  "RANGE_INTERPOLATED",
  "GEOMETRIC_CENTER",
  "APPROXIMATE",
  "POSTAL_CODE",
  "DISTRICT",
] as const;

export const localityType = v.pipe(
  v.picklist(LOCALITY_TYPE_VALUES),
  v.description("A kind of place: a settlement, a postcode, an address, a country or a point of interest."),
  v.metadata({ ref: "LocalityType" }),
);

/** Both fields are optional in the public document. */
export const matchedSubstringEntries = {
  offset: v.optional(v.pipe(v.number(), v.description("Where the match starts, in UTF-16 code units."))),
  length: v.optional(v.pipe(v.number(), v.description("How many UTF-16 code units match."))),
};
export const matchedSubstring = v.object(matchedSubstringEntries);

export const latLng = v.pipe(
  v.object({
    lat: v.pipe(v.number(), v.description("Latitude in decimal degrees.")),
    lng: v.pipe(v.number(), v.description("Longitude in decimal degrees.")),
  }),
  v.description("A position in decimal degrees (WGS 84)."),
  v.metadata({ ref: "LatLng" }),
);

export const bounds = v.object({ northeast: v.optional(latLng), southwest: v.optional(latLng) });

/** An outline: the public document names Polygon and a multi-polygon (spelt "MultiPoligon" there). */
export const geoJsonGeometry = v.object({
  type: v.optional(v.picklist(["Polygon", "MultiPoligon", "MultiPolygon"])),
  coordinates: v.optional(v.array(v.unknown())),
});

/** One name, or a list of names (a town's postal codes). */
const nameOrNames = v.union([v.string(), v.array(v.string())]);

export const addressComponentEntries = {
  long_name: v.optional(v.pipe(nameOrNames, v.description("The full name, or a list of names (postal codes)."))),
  short_name: v.optional(
    v.pipe(nameOrNames, v.description("An abbreviation when one exists (`CA`, `US`), else the full name.")),
  ),
  types: v.optional(
    v.pipe(v.array(v.string()), v.description("What the component is: `locality`, `postal_code`, `country`…")),
  ),
};
export const addressComponent = v.object(addressComponentEntries);

/** The English name of an administrative level, on `admin_level` results only. */
export const administrativeAreaLabel = v.string();

/** Set only on UK addresses Royal Mail lists as not yet built. */
export const resultStatus = v.picklist(["not_yet_built"]);

export const addressSummary = v.object({ public_id: v.string(), description: v.string() });
