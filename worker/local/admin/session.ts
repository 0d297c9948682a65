import { jwtVerify, SignJWT } from "jose";

/** The local admin session cookie (docs/editor.md: 8 hours, HttpOnly, SameSite=Strict, Secure on https). */
export const SESSION_COOKIE = "locus_admin";
export const SESSION_SECONDS = 8 * 60 * 60;
const ISSUER = "locus-local-admin";
const AUDIENCE = "locus-admin";

/** The shortest ADMIN_PASSWORD the local sign-in accepts. */
export const MIN_PASSWORD_LENGTH = 8;

const keys = new Map<string, Promise<Uint8Array>>();

/**
 * The session signing key, derived from ADMIN_PASSWORD with PBKDF2 (100,000 rounds), once
 * per isolate: no second secret to set, a new password ends every session, and a stolen
 * cookie does not let anyone test passwords quickly.
 */
export function sessionKey(password: string): Promise<Uint8Array> {
  let key = keys.get(password);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
        "deriveBits",
      ]);
      const salt = new TextEncoder().encode("locus-admin-session-v1");
      return new Uint8Array(
        await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 100_000 }, material, 256),
      );
    })();
    keys.set(password, key);
  }
  return key;
}

/** A signed session token (HS256 JWT) valid for SESSION_SECONDS from `now` (seconds). */
export async function signSession(password: string, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject("admin")
    .setIssuedAt(now)
    .setExpirationTime(now + SESSION_SECONDS)
    .sign(await sessionKey(password));
}

/**
 * Whether a token is a session this password signed, with an expiry (`exp` is required: jose
 * would accept a token without one forever) that has not passed and no more than
 * SESSION_SECONDS after its issue.
 */
export async function verifySession(token: string, password: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, await sessionKey(password), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "iat"],
      maxTokenAge: SESSION_SECONDS,
    });
    return (
      typeof payload.exp === "number" && typeof payload.iat === "number" && payload.exp - payload.iat <= SESSION_SECONDS
    );
  } catch {
    return false;
  }
}

/** Compares two texts in time that does not depend on where they differ (their SHA-256). */
export async function sameText(a: string, b: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [x, y] = await Promise.all([digest(a), digest(b)]);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= (x[i] as number) ^ (y[i] as number);
  return difference === 0;
}
