import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { SESSION_SECONDS, sessionKey, signSession, verifySession } from "./session.ts";

const PASSWORD = "a-local-admin-password";
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the session key, with the claims asked for. */
async function token(claims: { exp?: number; iat?: number }): Promise<string> {
  let jwt = new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("locus-local-admin")
    .setAudience("locus-admin")
    .setSubject("admin");
  if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  return jwt.sign(await sessionKey(PASSWORD));
}

describe("an admin session token must carry exp", () => {
  it("the sign-in's own token is accepted until it expires", async () => {
    expect(await verifySession(await signSession(PASSWORD), PASSWORD)).toBe(true);
    expect(await verifySession(await signSession(PASSWORD, now() - SESSION_SECONDS - 5), PASSWORD)).toBe(false);
    expect(await verifySession(await signSession(PASSWORD), "another-password")).toBe(false);
  });

  it("a token with the right signature but no exp, or no iat, is refused", async () => {
    expect(await verifySession(await token({ iat: now() }), PASSWORD)).toBe(false);
    expect(await verifySession(await token({ exp: now() + 60 }), PASSWORD)).toBe(false);
  });

  it("a token that would last longer than a session is refused", async () => {
    expect(await verifySession(await token({ iat: now(), exp: now() + 365 * 86400 }), PASSWORD)).toBe(false);
    expect(await verifySession(await token({ iat: now(), exp: now() + 60 }), PASSWORD)).toBe(true);
  });
});
