/**
 * A local stand-in for a Localities-compatible HTTP API, for the remote provider's tests.
 * vitest.config.ts routes the Worker's outbound fetches to it (miniflare `outboundService`),
 * so the provider calls it exactly as it would call the real API. It runs in Node.
 *
 * The first path segment of the base URL chooses a behaviour:
 *   /ok/…          answers from the small data set below (in the real API's own variants:
 *                  matched_substrings per field, a singular `type`)
 *   /slow/…        answers after SLOW_MS (beyond the tests' deadline)
 *   /http-500/…    HTTP 500 whose body echoes the query (key included)
 *   /not-json/…    an HTML error page with status 200
 *   /denied/…      {"status":"REQUEST_DENIED"}
 *   /wrong-shape/… JSON of another shape
 * GET /__calls answers the calls received so far (path and query, key included), so that a
 * test can see what reached the "upstream" and what the edge cache answered instead.
 */

// https: the remote provider refuses to send its key over plain http (except to localhost).
export const STANDIN_ORIGIN = "https://localities.standin.test";
export const SLOW_MS = 1500;

interface Place {
  id: string;
  name: string;
  description: string;
  types: string[];
  country: [long: string, short: string];
  admin1?: [long: string, short: string];
  postal?: string;
  lat: number;
  lng: number;
}

const PLACES: Place[] = [
  {
    id: "standin-paris",
    name: "Paris",
    description: "Paris, Île-de-France, France",
    types: ["locality"],
    country: ["France", "FR"],
    admin1: ["Île-de-France", "Île-de-France"],
    lat: 48.8566,
    lng: 2.3522,
  },
  {
    id: "standin-parisot",
    name: "Parisot",
    description: "Parisot, Occitanie, France",
    types: ["locality"],
    country: ["France", "FR"],
    admin1: ["Occitanie", "Occitanie"],
    lat: 44.2667,
    lng: 1.8667,
  },
  {
    id: "standin-paris-tx",
    name: "Paris",
    description: "Paris, TX, United States",
    types: ["locality"],
    country: ["United States", "US"],
    admin1: ["Texas", "TX"],
    lat: 33.6609,
    lng: -95.5555,
  },
  {
    id: "standin-london",
    name: "London",
    description: "London, England, United Kingdom",
    types: ["locality"],
    country: ["United Kingdom", "GB"],
    admin1: ["England", "England"],
    lat: 51.5072,
    lng: -0.1276,
  },
  {
    id: "standin-90210",
    name: "90210",
    description: "90210, Beverly Hills, CA, United States",
    types: ["postal_code"],
    country: ["United States", "US"],
    admin1: ["California", "CA"],
    postal: "90210",
    lat: 34.0901,
    lng: -118.4065,
  },
  {
    id: "standin-90211",
    name: "90211",
    description: "90211, Beverly Hills, CA, United States",
    types: ["postal_code"],
    country: ["United States", "US"],
    admin1: ["California", "CA"],
    postal: "90211",
    lat: 34.0652,
    lng: -118.383,
  },
];

const calls: string[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function countriesOf(params: URLSearchParams): string[] {
  return (params.get("components") ?? "")
    .split("|")
    .filter(Boolean)
    .map((c) => c.replace(/^country:/i, "").toUpperCase());
}

function components(place: Place) {
  const list = [{ long_name: place.name, short_name: place.name, types: place.types }];
  if (place.admin1)
    list.push({ long_name: place.admin1[0], short_name: place.admin1[1], types: ["administrative_area_level_1"] });
  list.push({ long_name: place.country[0], short_name: place.country[1], types: ["country"] });
  return list;
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

function answer(endpoint: string, params: URLSearchParams): Response {
  const countries = countriesOf(params);
  const inCountry = (p: Place) => countries.length === 0 || countries.includes(p.country[1]);
  if (endpoint === "autocomplete") {
    const input = (params.get("input") ?? "").toLowerCase();
    const types = (params.get("types") ?? "")
      .split("|")
      .filter(Boolean)
      .map((t) => (t === "city" ? "locality" : t));
    const found = PLACES.filter(
      (p) =>
        p.name.toLowerCase().startsWith(input) &&
        inCountry(p) &&
        (types.length === 0 || types.includes("address") || p.types.some((t) => types.includes(t))),
    );
    return json({
      localities: found.map((p, i) =>
        // The real API's variants: spans per field, and (here, every other one) a singular type.
        i % 2 === 0
          ? {
              public_id: p.id,
              description: p.description,
              types: p.types,
              matched_substrings: { description: [{ offset: 0, length: input.length }] },
            }
          : {
              public_id: p.id,
              description: p.description,
              type: p.types[0],
              matched_substrings: { description: [{ offset: 0, length: input.length }] },
            },
      ),
    });
  }
  if (endpoint === "details") {
    const place = PLACES.find((p) => p.id === params.get("public_id"));
    if (!place) return json({ status: "NOT_FOUND" }, 404);
    return json({
      result: {
        public_id: place.id,
        formatted_address: place.description,
        address_components: components(place),
        geometry: { location: { lat: place.lat, lng: place.lng }, accuracy: "APPROXIMATE" },
        types: place.types,
      },
    });
  }
  if (endpoint === "geocode") {
    const latlng = params.get("latlng");
    let found: Place[];
    if (latlng) {
      const [lat, lng] = latlng.split(",").map(Number) as [number, number];
      found = PLACES.filter((p) => p.types.includes("locality") && distanceKm(lat, lng, p.lat, p.lng) < 50);
    } else {
      const address = (params.get("address") ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
      found = PLACES.filter((p) => p.name.toLowerCase() === address && inCountry(p));
    }
    return json({
      status: found.length > 0 ? "OK" : "ZERO_RESULTS",
      results: found.map((p) => ({
        public_id: p.id,
        formatted_address: p.description,
        address_components: components(p),
        geometry: { location: { lat: p.lat, lng: p.lng }, location_type: "APPROXIMATE" },
        types: p.types,
      })),
    });
  }
  return json({ error: "unknown endpoint" }, 404);
}

export async function localitiesStandin(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/__calls") return json(calls);
  calls.push(`${url.pathname}${url.search}`);
  const [, behaviour, endpoint] = url.pathname.split("/");
  switch (behaviour) {
    case "ok":
      return answer(endpoint ?? "", url.searchParams);
    case "slow":
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return answer(endpoint ?? "", url.searchParams);
    case "http-500":
      // Like some APIs, the error page echoes the request, key included.
      return new Response(`upstream exploded on ${url.search}`, { status: 500 });
    case "not-json":
      return new Response("<html><body>Bad gateway</body></html>", {
        status: 200,
        headers: { "content-type": "text/html" },
      });
    case "denied":
      return json({ status: "REQUEST_DENIED", error_message: "The key is invalid" });
    case "wrong-shape":
      return json({ localities: "none", results: 3, result: [] });
    default:
      return new Response(`stand-in: no behaviour ${behaviour}`, { status: 404 });
  }
}
