/**
 * The embedded geocoder's public ids: opaque to the browser (base64url), stable across
 * rebuilds because they name the source record ("city:<GeoNames id>", "zip:<ZIP code>",
 * "pc:<alpha-2>:<postcode>:<official code of its commune>", "country:<alpha-2>"), and
 * decoded by details.
 */

export type PublicId =
  | { kind: "city"; id: number }
  | { kind: "zip"; zip: string }
  | { kind: "postcode"; country: string; code: string; official: string }
  | { kind: "country"; code: string };

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function encodePublicId(id: PublicId): string {
  if (id.kind === "city") return toBase64Url(`city:${id.id}`);
  if (id.kind === "zip") return toBase64Url(`zip:${id.zip}`);
  if (id.kind === "postcode") return toBase64Url(`pc:${id.country}:${id.code}:${id.official}`);
  return toBase64Url(`country:${id.code}`);
}

/** The id, or null for anything this geocoder did not issue. */
export function decodePublicId(value: string): PublicId | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) return null;
  let text: string;
  try {
    text = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const city = /^city:(\d{1,10})$/.exec(text);
  if (city) return { kind: "city", id: Number(city[1]) };
  const zip = /^zip:(\d{5})$/.exec(text);
  if (zip) return { kind: "zip", zip: zip[1] as string };
  const postcode = /^pc:([A-Z]{2}):([A-Z0-9]{1,10}):([A-Z0-9]{1,10})$/.exec(text);
  if (postcode)
    return {
      kind: "postcode",
      country: postcode[1] as string,
      code: postcode[2] as string,
      official: postcode[3] as string,
    };
  const country = /^country:([A-Z]{2})$/.exec(text);
  if (country) return { kind: "country", code: country[1] as string };
  return null;
}
