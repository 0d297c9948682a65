/**
 * Scores reverse-geocoding answers against the landmark set (tests/landmarks/landmarks.json).
 * The town is right when the first result's locality is one of the landmark's expected
 * names (compared folded: case, accents and punctuation ignored) and its country is the
 * expected one; in the US the ZIP code is scored apart, since the embedded data has a point
 * per ZIP code, not its outline; elsewhere the postcode (or its first part: a UK postcode
 * area, an Eircode routing key) where the landmark names one. A landmark is right when all are.
 */
import type { GeocodeResult, LocalitiesProvider } from "../../worker/localities/types.ts";
import { fold } from "../../worker/localities/text.ts";

export interface Landmark {
  name: string;
  /** Alpha-2 code of the country (or territory) that holds it. */
  country: string;
  lat: number;
  lng: number;
  /** Accepted names of the town that contains it. */
  city: string[];
  /** US only: the ZIP code of its address. */
  zip?: string;
  /** Elsewhere: the postcode, or the first part of it, that the data can name for it (75016, M, H91). */
  postcode?: string;
}

export interface LandmarkScore {
  landmark: Landmark;
  right: boolean;
  /** What the provider answered: "Paris, FR" or "Weehawken, US 10118". */
  answered: string;
  wrong: ("city" | "country" | "zip" | "postcode")[];
}

function componentName(result: GeocodeResult | undefined, type: string, short = false): string {
  const component = result?.address_components.find((c) => c.types.includes(type));
  const value = short ? component?.short_name : component?.long_name;
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

export function scoreLandmark(landmark: Landmark, results: GeocodeResult[]): LandmarkScore {
  const first = results[0];
  const city = componentName(first, "locality");
  const country = componentName(first, "country", true);
  const zip = componentName(first, "postal_code");
  // A town with several codes lists them: not a single answer, so not the landmark's.
  const prefix = first?.address_components.find((c) => c.types.includes("postal_code_prefix"))?.long_name;
  const postcode = zip || (typeof prefix === "string" ? prefix : "");
  const wrong: LandmarkScore["wrong"] = [];
  if (!landmark.city.some((name) => fold(name) === fold(city))) wrong.push("city");
  if (country !== landmark.country) wrong.push("country");
  if (landmark.zip && zip !== landmark.zip) wrong.push("zip");
  if (landmark.postcode && postcode !== landmark.postcode) wrong.push("postcode");
  return {
    landmark,
    right: wrong.length === 0,
    answered: `${city || "—"}, ${country || "—"}${postcode ? ` ${postcode}` : ""}`,
    wrong,
  };
}

export interface Share {
  right: number;
  total: number;
  share: number;
}

export interface LandmarkReport {
  /** Town and country (and ZIP code in the US) right. */
  all: Share;
  /** Town and country right, every landmark. */
  town: Share;
  /** ZIP code right, US landmarks. */
  zip: Share;
  /** Postcode (or its first part) right, landmarks outside the US that name one. */
  postcode: Share;
  countries: number;
  misses: LandmarkScore[];
}

function share(right: number, total: number): Share {
  return { right, total, share: total === 0 ? 0 : right / total };
}

export function summarise(scores: LandmarkScore[]): LandmarkReport {
  const withZip = scores.filter((s) => s.landmark.zip);
  const withPostcode = scores.filter((s) => s.landmark.postcode);
  return {
    all: share(scores.filter((s) => s.right).length, scores.length),
    town: share(scores.filter((s) => !s.wrong.includes("city") && !s.wrong.includes("country")).length, scores.length),
    zip: share(withZip.filter((s) => !s.wrong.includes("zip")).length, withZip.length),
    postcode: share(withPostcode.filter((s) => !s.wrong.includes("postcode")).length, withPostcode.length),
    countries: new Set(scores.map((s) => s.landmark.country)).size,
    misses: scores.filter((s) => !s.right),
  };
}

const percent = (s: Share) => `${s.right} of ${s.total} (${(s.share * 100).toFixed(1)} %)`;

export function formatReport(report: LandmarkReport): string {
  const lines = [
    `landmarks in ${report.countries} countries: town right ${percent(report.town)}; US ZIP code right ${percent(report.zip)}; postcode elsewhere right ${percent(report.postcode)}; all right ${percent(report.all)}`,
    ...report.misses.map(
      (m) =>
        `  miss: ${m.landmark.name} (${m.landmark.country}): expected ${m.landmark.city[0]}${m.landmark.zip ? ` ${m.landmark.zip}` : ""}${m.landmark.postcode ? ` ${m.landmark.postcode}` : ""}, got ${m.answered} [${m.wrong.join(", ")}]`,
    ),
  ];
  return lines.join("\n");
}

/** Reverse geocodes every landmark with `provider`, one after another, and sums up. */
export async function measureLandmarks(
  provider: Pick<LocalitiesProvider, "geocode">,
  landmarks: readonly Landmark[],
): Promise<LandmarkReport> {
  const scores: LandmarkScore[] = [];
  for (const landmark of landmarks) {
    const answer = await provider.geocode({ kind: "reverse", location: { lat: landmark.lat, lng: landmark.lng } });
    scores.push(scoreLandmark(landmark, answer.results));
  }
  return summarise(scores);
}
