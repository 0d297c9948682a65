import { UK_POSTCODE_AREAS } from "../../geodata/uk-postcode-areas.ts";

/**
 * The UK's postcode areas (the letters before the first digit) and the post town each is
 * named after, from the site's table of the 124 areas (client/geodata/uk-postcode-areas.ts).
 * The UK checkout demo reads a typed postcode's area here to name its main post town; a
 * district may belong to another post town (M33 is Sale), which is why the town stays
 * editable. Two areas are named after a region, not a post town: HS (Outer Hebrides) and
 * TS (Cleveland).
 */
export const POSTCODE_AREAS: Readonly<Record<string, string>> = Object.fromEntries(
  UK_POSTCODE_AREAS.map((area) => [area.code, area.postTown ?? area.name]),
);

/** Areas named after a region rather than a post town: the form does not fill the town from them. */
export const REGION_NAMED_AREAS: ReadonlySet<string> = new Set(
  UK_POSTCODE_AREAS.filter((area) => area.postTown === null).map((area) => area.code),
);
