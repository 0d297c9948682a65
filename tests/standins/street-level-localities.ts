/**
 * A street-level Localities-compatible API for the browser tests' second server
 * (scripts/e2e-server.ts with E2E_LOCALITIES=street-level, docs/tools.md): a few street
 * addresses in the public Localities shapes (autocomplete, details, geocode), with house
 * numbers, streets, full postcodes, a full Eircode, ZIP+4 and ROOFTOP positions. It stands
 * in for the API so that the tests can check the pages a street-level deployment shows;
 * the site never runs it.
 */

interface Address {
  id: string;
  number: string;
  street: string;
  town: string;
  /** Postal district or borough, when addresses carry one. */
  district?: string;
  postcode: string;
  region: [long: string, short: string];
  country: [long: string, short: string];
  lat: number;
  lng: number;
}

const ADDRESSES: Address[] = [
  {
    id: "gb-downing-10",
    number: "10",
    street: "Downing Street",
    town: "London",
    postcode: "SW1A 2AA",
    region: ["England", "England"],
    country: ["United Kingdom", "GB"],
    lat: 51.50336,
    lng: -0.12762,
  },
  {
    id: "gb-buckingham",
    number: "1",
    street: "Buckingham Palace Road",
    town: "London",
    postcode: "SW1A 1AA",
    region: ["England", "England"],
    country: ["United Kingdom", "GB"],
    lat: 51.50101,
    lng: -0.14156,
  },
  {
    id: "ie-adelaide-29",
    number: "29-31",
    street: "Adelaide Road",
    town: "Dublin",
    district: "Dublin 2",
    postcode: "D02 X285",
    region: ["Dublin", "D"],
    country: ["Ireland", "IE"],
    lat: 53.33235,
    lng: -6.25794,
  },
  {
    id: "us-amphitheatre-1600",
    number: "1600",
    street: "Amphitheatre Parkway",
    town: "Mountain View",
    postcode: "94043-1351",
    region: ["California", "CA"],
    country: ["United States", "US"],
    lat: 37.42199,
    lng: -122.08405,
  },
  {
    id: "us-fifth-350",
    number: "350",
    street: "Fifth Avenue",
    town: "New York",
    postcode: "10118-0110",
    region: ["New York", "NY"],
    country: ["United States", "US"],
    lat: 40.74844,
    lng: -73.98566,
  },
  {
    id: "us-beverly-9500",
    number: "9500",
    street: "Wilshire Boulevard",
    town: "Beverly Hills",
    postcode: "90210",
    region: ["California", "CA"],
    country: ["United States", "US"],
    lat: 34.06716,
    lng: -118.40046,
  },
];

const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

function description(a: Address): string {
  const town =
    a.country[1] === "US" ? `${a.town}, ${a.region[1]} ${a.postcode}` : `${a.district ?? a.town} ${a.postcode}`;
  return `${a.number} ${a.street}, ${town}, ${a.country[0]}`;
}

function components(a: Address) {
  const list = [
    { long_name: a.number, short_name: a.number, types: ["street_number"] },
    { long_name: a.street, short_name: a.street, types: ["route"] },
    { long_name: a.town, short_name: a.town, types: ["locality"] },
    { long_name: a.postcode, short_name: a.postcode, types: ["postal_code"] },
    { long_name: a.region[0], short_name: a.region[1], types: ["administrative_area_level_1"] },
    { long_name: a.country[0], short_name: a.country[1], types: ["country"] },
  ];
  if (a.district) list.splice(3, 0, { long_name: a.district, short_name: a.district, types: ["sublocality"] });
  return list;
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function countries(params: URLSearchParams): string[] {
  return (params.get("components") ?? "")
    .split("|")
    .filter(Boolean)
    .map((c) => c.replace(/^country:/i, "").toUpperCase());
}

/** Addresses whose description or postcode holds the typed text, in the countries asked for. */
function matching(input: string, params: URLSearchParams): Address[] {
  const typed = fold(input);
  const wanted = countries(params);
  if (typed.length < 2) return [];
  return ADDRESSES.filter(
    (a) =>
      (wanted.length === 0 || wanted.includes(a.country[1])) &&
      (fold(description(a)).includes(typed) || fold(a.postcode).startsWith(typed)),
  );
}

function result(a: Address, geometryKey: "accuracy" | "location_type") {
  return {
    public_id: a.id,
    formatted_address: description(a),
    address_components: components(a),
    geometry: { location: { lat: a.lat, lng: a.lng }, [geometryKey]: "ROOFTOP" },
    types: ["address"],
  };
}

/** Answers `/{endpoint}/?…` as a Localities-compatible API would. */
export function streetLevelLocalities(request: Request): Response {
  const url = new URL(request.url);
  const endpoint = url.pathname.split("/").filter(Boolean).at(-1);
  const params = url.searchParams;
  if (endpoint === "autocomplete") {
    const found = matching(params.get("input") ?? "", params);
    return json({
      status: found.length > 0 ? "OK" : "ZERO_RESULTS",
      localities: found.map((a) => ({
        public_id: a.id,
        description: description(a),
        types: ["address"],
        matched_substrings: [],
      })),
    });
  }
  if (endpoint === "details") {
    const address = ADDRESSES.find((a) => a.id === params.get("public_id"));
    return address ? json({ status: "OK", result: result(address, "accuracy") }) : json({ status: "NOT_FOUND" }, 404);
  }
  if (endpoint === "geocode") {
    const latlng = params.get("latlng");
    const found = latlng
      ? ADDRESSES.filter((a) => {
          const [lat, lng] = latlng.split(",").map(Number) as [number, number];
          return distanceKm(lat, lng, a.lat, a.lng) < 1;
        })
      : matching(params.get("address") ?? "", params);
    return json({
      status: found.length > 0 ? "OK" : "ZERO_RESULTS",
      results: found.map((a) => result(a, "location_type")),
    });
  }
  return json({ error: "unknown endpoint" }, 404);
}
