import { jwtVerify, SignJWT, type JWTPayload } from "jose";

/**
 * Keys and tokens of the embedded accounts service (local runs only). Tokens are real JWTs
 * (HS256, signed with jose) so that whatever reads them (the page, the Worker's marketing
 * lead, a console one points at it) sees what a real accounts service sends. The secret is
 * EMBEDDED_ACCOUNTS_SECRET from .dev.vars (32 characters or more), or one made for the run.
 */
export const EMBEDDED_ISSUER = "https://accounts.locus.test";
export const LOCAL_GOOGLE_CLIENT_ID = "locus-local.apps.googleusercontent.test";
export const LOCAL_GITHUB_CLIENT_ID = "locus-local-github";

let runSecret: Uint8Array | null = null;

/** The signing key: the configured secret, or a random one kept for this run. */
export function signingKey(env: { EMBEDDED_ACCOUNTS_SECRET?: string }): Uint8Array {
  const secret = env.EMBEDDED_ACCOUNTS_SECRET?.trim();
  if (secret && secret.length >= 32) return new TextEncoder().encode(secret);
  runSecret ??= crypto.getRandomValues(new Uint8Array(32));
  return runSecret;
}

/** Signs claims for an audience, valid for `expiresIn` (a jose time span such as "15m"). */
export function signToken(key: Uint8Array, claims: JWTPayload, audience: string, expiresIn: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(EMBEDDED_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

/** The claims of a token this service signed for `audience`, or null (bad signature, expired, other audience). */
export async function verifyToken(key: Uint8Array, token: string, audience: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: EMBEDDED_ISSUER, audience, algorithms: ["HS256"] });
    return payload;
  } catch {
    return null;
  }
}
