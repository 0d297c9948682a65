import { describe, expect, it } from "vitest";
import { githubAuthorizeUrl, githubRedirectUri, githubReturn, withoutGithubParams } from "./github.ts";

describe("docs/signup.md the GitHub authorize redirect", () => {
  it("asks for scope user, no sign-up on GitHub, and comes back to /sign_up?source=github with a state", () => {
    const redirectUri = githubRedirectUri("https://www.locus.example", "/sign_up");
    expect(redirectUri).toBe("https://www.locus.example/sign_up?source=github");
    const url = new URL(
      githubAuthorizeUrl({
        authorizeUrl: "https://github.com/login/oauth/authorize",
        clientId: "Iv1.abc",
        redirectUri,
        state: "s1",
        base: "https://www.locus.example",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "Iv1.abc",
      redirect_uri: redirectUri,
      scope: "user",
      allow_signup: "false",
      state: "s1",
    });
  });

  it("a return with a code and the same state is single sign-on", () => {
    expect(githubReturn("?source=github&code=abc&state=s1", "s1")).toEqual({ kind: "code", code: "abc" });
  });

  it("a return with another state, or none expected, is refused", () => {
    expect(githubReturn("?source=github&code=abc&state=evil", "s1")).toEqual({ kind: "bad-state" });
    expect(githubReturn("?source=github&code=abc&state=s1", null)).toEqual({ kind: "bad-state" });
  });

  it("a cancelled authorization says so; a plain visit is not a return", () => {
    expect(githubReturn("?source=github&error=access_denied&state=s1", "s1")).toEqual({ kind: "denied" });
    expect(githubReturn("?email=a@b.c", "s1")).toBeNull();
    expect(githubReturn("?source=github", "s1")).toBeNull();
  });

  it("the address loses what GitHub added", () => {
    expect(withoutGithubParams("https://x.example/sign_up?source=github&code=abc&state=s&email=a%40b.c#top")).toBe(
      "/sign_up?email=a%40b.c#top",
    );
  });
});
