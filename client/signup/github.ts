/**
 * docs/signup.md: the code-hosting (GitHub) OAuth authorize redirect: scope `user`, no
 * sign-up on GitHub (`allow_signup=false`), back to the sign-up page with `source=github`.
 * A random `state` goes along and must come back unchanged (RFC 6749 §10.12): a return
 * with another state is refused, so no other site can feed the page a code.
 */

export const GITHUB_SOURCE = "github";
/** Session storage key of the state sent with the redirect. */
export const GITHUB_STATE_KEY = "github-oauth-state";

/** Where GitHub sends the visitor back: the sign-up page, marked as a GitHub return. */
export function githubRedirectUri(origin: string, signUpPath: string): string {
  const url = new URL(signUpPath, origin);
  url.search = "";
  url.searchParams.set("source", GITHUB_SOURCE);
  return url.href;
}

/** The authorize URL the GitHub button leads to. */
export function githubAuthorizeUrl(input: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  base: string;
}): string {
  const url = new URL(input.authorizeUrl, input.base);
  url.searchParams.set("client_id", input.clientId);
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("scope", "user");
  url.searchParams.set("allow_signup", "false");
  url.searchParams.set("state", input.state);
  return url.href;
}

export type GithubReturn =
  | { kind: "code"; code: string }
  | { kind: "denied" }
  | { kind: "bad-state" }
  /** Not a GitHub return. */
  | null;

/**
 * What a visit to the sign-up page brings back from GitHub: a code (SSO mode), a refusal
 * (the visitor cancelled), a state that does not match, or nothing.
 */
export function githubReturn(search: string, expectedState: string | null): GithubReturn {
  const params = new URLSearchParams(search);
  const code = params.get("code");
  const error = params.get("error");
  if (params.get("source") !== GITHUB_SOURCE && code === null) return null;
  if (code === null && error === null) return null;
  if (!expectedState || params.get("state") !== expectedState) return { kind: "bad-state" };
  if (error !== null || !code) return { kind: "denied" };
  return { kind: "code", code };
}

/** The page's address without what GitHub added, so a reload does not reuse a spent code. */
export function withoutGithubParams(href: string): string {
  const url = new URL(href);
  for (const name of ["code", "state", "error", "error_description", "error_uri", "source"])
    url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A random state of 128 bits, base64url. */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
