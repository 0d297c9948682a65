import { decodeJwt } from "jose";

/**
 * docs/signup.md: the access token of a single sign-on decodes to an instance with pk,
 * email, first_name, last_name and organization.name. Decoded, not verified: the browser
 * and the Worker only read who signed up (for analytics and the marketing lead); the
 * console that receives the token verifies it.
 */
export interface AccountInstance {
  pk: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  organization: string | null;
}

function text(value: unknown, max = 254): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null;
}

/**
 * The instance a token holds, or null when it is not a JWT. A token may carry the instance
 * at its top level or under `instance` or `user`.
 * @example accountFromToken(token)?.email // "ada@example.com"
 */
export function accountFromToken(token: string | null | undefined): AccountInstance | null {
  if (!token) return null;
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const nested = [claims.instance, claims.user].find((value) => typeof value === "object" && value !== null) as
    | Record<string, unknown>
    | undefined;
  const source = nested ?? claims;
  const organization = source.organization as { name?: unknown } | string | undefined;
  return {
    pk: text(source.pk ?? claims.sub, 100),
    email: text(source.email)?.toLowerCase() ?? null,
    first_name: text(source.first_name, 100),
    last_name: text(source.last_name, 100),
    organization: text(
      typeof organization === "object" && organization !== null ? organization.name : organization,
      150,
    ),
  };
}
