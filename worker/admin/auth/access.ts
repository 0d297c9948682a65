import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { AdminAuth } from "./admin-auth.ts";

/** The header Cloudflare Access adds to every request it lets through to the Worker. */
export const ACCESS_JWT_HEADER = "cf-access-jwt-assertion";

/** One key set per team: jose keeps the keys and refetches them when a new key id appears. */
const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * The team's origin from ACCESS_TEAM_DOMAIN ("locus.cloudflareaccess.com" or with https://),
 * or null when it is unset or not a cloudflareaccess.com host.
 */
export function accessTeamOrigin(value: string | undefined): string | null {
  const host =
    value
      ?.trim()
      .replace(/^https:\/\//i, "")
      .replace(/\/+$/, "")
      .toLowerCase() ?? "";
  return /^[a-z0-9-]+\.cloudflareaccess\.com$/.test(host) ? `https://${host}` : null;
}

function remoteKeys(teamOrigin: string): JWTVerifyGetKey {
  let keys = keySets.get(teamOrigin);
  if (!keys) {
    keys = createRemoteJWKSet(new URL("/cdn-cgi/access/certs", teamOrigin));
    keySets.set(teamOrigin, keys);
  }
  return keys;
}

/**
 * Production sign-in: Cloudflare Access stands in front of /admin* and /api/admin/* and
 * signs a JWT for each request; the Worker verifies it again with jose against the team's
 * keys (https://{team}.cloudflareaccess.com/cdn-cgi/access/certs), issuer and audience
 * (vars ACCESS_TEAM_DOMAIN, ACCESS_AUD), and refuses a request without a valid one, so a
 * route that bypasses Access (workers.dev, a misconfigured application) opens nothing.
 * `keys` replaces the team's key set (tests).
 */
export function cloudflareAccess(options: { keys?: JWTVerifyGetKey } = {}): AdminAuth {
  return {
    async identify(c) {
      const team = accessTeamOrigin(c.env.ACCESS_TEAM_DOMAIN);
      const audience = c.env.ACCESS_AUD?.trim();
      if (!team || !audience) {
        return {
          refused:
            "The admin area is behind Cloudflare Access, which is not configured for this site (ACCESS_TEAM_DOMAIN and ACCESS_AUD).",
        };
      }
      const token = c.req.header(ACCESS_JWT_HEADER);
      if (!token) return { refused: "Sign in through Cloudflare Access to use the admin area." };
      try {
        const { payload } = await jwtVerify(token, options.keys ?? remoteKeys(team), {
          issuer: team,
          audience,
          algorithms: ["RS256"],
          // Access always sets exp; a token without one is not Access's (jose would accept it forever).
          requiredClaims: ["exp"],
        });
        const email = typeof payload.email === "string" ? payload.email : (payload.sub ?? "admin");
        return { name: email, via: "cloudflare-access" };
      } catch {
        return {
          refused: "Your Cloudflare Access sign-in is not valid or has expired: reload the page to sign in again.",
        };
      }
    },
    signInUrl: () => null,
    // Access ends its own session; the Worker holds none.
    signOut: { method: "get", action: "/cdn-cgi/access/logout" },
  };
}
