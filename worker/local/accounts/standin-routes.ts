import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { html } from "hono/html";
import { HTML_EMAIL } from "../../../client/forms/fields.ts";
import { stylesheet } from "../../assets.ts";
import type { AppEnv } from "../../bindings.ts";
import { GOOGLE_STANDIN_SCRIPT } from "./google-standin-script.ts";
import type { JWTPayload } from "jose";
import { LOCAL_GITHUB_CLIENT_ID, LOCAL_GOOGLE_CLIENT_ID, signingKey, signToken, verifyToken } from "./signing.ts";

/** The local-only path of the accounts stand-ins. */
export const ACCOUNTS_STANDIN_PATH = "/__accounts";
/** Where the sign-up page is: the only place the GitHub stand-in sends people back to. */
const SIGN_UP_PATH = "/sign_up";
const noStore = { "cache-control": "no-store" };

/** A stable id per address, like a provider's user id. */
async function providerId(prefix: string, value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value.toLowerCase())));
  return `${prefix}-${[...digest.slice(0, 10)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

function text(value: unknown, max = 100): string {
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** The sign-up page of this site, with `source=github`, or null for any other address (no open redirect). */
function signUpReturn(c: Context<AppEnv>, redirectUri: string | undefined): URL | null {
  if (!redirectUri || !URL.canParse(redirectUri)) return null;
  const url = new URL(redirectUri);
  return url.origin === new URL(c.req.url).origin && url.pathname === SIGN_UP_PATH ? url : null;
}

function githubPage(c: Context<AppEnv>, query: Record<string, string>) {
  const scope = query.scope ?? "";
  const signUpOff = query.allow_signup === "false";
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>Authorize Locus · GitHub (local stand-in)</title>
          <link rel="stylesheet" href="${stylesheet()}" />
        </head>
        <body class="standin-page">
          <main class="standin-card">
            <p class="standin-card__badge">Local stand-in for GitHub: nothing leaves this machine</p>
            <h1>Authorize Locus</h1>
            <p>Locus wants to read your GitHub profile (scope <code>${scope}</code>).${signUpOff ? " Creating a GitHub account is not offered here (allow_signup=false)." : ""}</p>
            <form class="standin-card__form" method="get" action="${ACCOUNTS_STANDIN_PATH}/github/consent">
              <input type="hidden" name="client_id" value="${query.client_id ?? ""}" />
              <input type="hidden" name="redirect_uri" value="${query.redirect_uri ?? ""}" />
              <input type="hidden" name="state" value="${query.state ?? ""}" />
              <div class="funnel-field"><label class="funnel-field__label" for="login">Username</label><input class="funnel-field__control" id="login" name="login" value="octo-ada" required /></div>
              <div class="funnel-field"><label class="funnel-field__label" for="name">Name</label><input class="funnel-field__control" id="name" name="name" value="Ada Octocat" /></div>
              <div class="funnel-field"><label class="funnel-field__label" for="email">Primary email</label><input class="funnel-field__control" id="email" name="email" type="email" value="ada.octocat@example.com" required /></div>
              <div class="standin-card__actions">
                <button class="button button--secondary" type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
                <button class="button button--primary" type="submit" name="decision" value="allow">Authorize Locus</button>
              </div>
            </form>
          </main>
        </body>
      </html>`,
    200,
    noStore,
  );
}

/** Where single sign-on lands locally: the account the access token names, or why it cannot be read. */
function consolePage(c: Context<AppEnv>, claims: JWTPayload | null) {
  const organization = (claims?.organization as { name?: unknown } | undefined)?.name;
  const name = [claims?.first_name, claims?.last_name]
    .filter((part) => typeof part === "string" && part !== "")
    .join(" ");
  const expires =
    typeof claims?.exp === "number"
      ? `${new Date(claims.exp * 1000).toISOString().replace("T", " ").slice(0, 16)} UTC`
      : "";
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <meta name="referrer" content="no-referrer" />
          <title>Locus console (local stand-in)</title>
          <link rel="stylesheet" href="${stylesheet()}" />
        </head>
        <body class="standin-page">
          <main class="standin-card">
            <p class="standin-card__badge">Local stand-in for the Locus console (CONSOLE_URL): a deployment sends people to ${c.env.CONSOLE_URL}</p>
            ${
              claims
                ? html`<h1>Welcome to Locus${name ? html`, ${name}` : ""}</h1>
                  <p>Your account is ready. The sign-up handed over an access token and a refresh token, both signed by the embedded accounts service.</p>
                  <dl class="standin-card__facts">
                    <dt>Email</dt><dd>${String(claims.email ?? "")}</dd>
                    ${typeof organization === "string" && organization ? html`<dt>Organization</dt><dd>${organization}</dd>` : ""}
                    <dt>Account id</dt><dd><code>${String(claims.sub ?? "")}</code></dd>
                    <dt>Access token valid until</dt><dd>${expires}</dd>
                  </dl>`
                : html`<h1>These tokens are not valid here</h1>
                  <p>The address does not carry an access token and a refresh token signed by this run's embedded accounts service (they expire after 15 minutes, and a restart without EMBEDDED_ACCOUNTS_SECRET makes a new key).</p>`
            }
            <p><a class="button button--secondary" href="/sign_up">Back to the sign-up</a></p>
          </main>
        </body>
      </html>`,
    claims ? 200 : 401,
    noStore,
  );
}

/**
 * Local stand-ins of the single sign-on providers (docs/signup.md), served by the local
 * entry only and only while the embedded accounts service answers (ACCOUNTS_API_URL unset):
 *
 *   GET  /__accounts/google/client.js        Google Identity Services' stand-in script
 *   POST /__accounts/google/credential       a credential (ID token) signed by the embedded service
 *   GET  /__accounts/github/authorize        GitHub's authorize page, standing in
 *   GET  /__accounts/github/consent          its answer: back to /sign_up with a code (or error=access_denied) and the state
 *   GET  /__accounts/console                 the console, standing in: where single sign-on ends, with the tokens checked
 */
export function accountsStandIns(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    if (!c.var.embeddedAccounts) return c.notFound();
    await next();
  });

  app.get("/google/client.js", (c) =>
    c.body(GOOGLE_STANDIN_SCRIPT, 200, { ...noStore, "content-type": "text/javascript; charset=utf-8" }),
  );

  app.post("/google/credential", async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const email = text(body?.email, 254).toLowerCase();
    if (text(body?.client_id) !== LOCAL_GOOGLE_CLIENT_ID) return c.json({ error: "unknown client_id" }, 400, noStore);
    if (!HTML_EMAIL.test(email)) return c.json({ error: "enter an email address" }, 400, noStore);
    const given = text(body?.given_name);
    const family = text(body?.family_name);
    const claims = {
      sub: await providerId("google", email),
      email,
      email_verified: true,
      given_name: given,
      family_name: family,
      name: `${given} ${family}`.trim(),
    };
    return c.json(
      { credential: await signToken(signingKey(c.env), claims, LOCAL_GOOGLE_CLIENT_ID, "10m") },
      200,
      noStore,
    );
  });

  app.get("/github/authorize", (c) => {
    const query = c.req.query();
    if (query.client_id !== LOCAL_GITHUB_CLIENT_ID || !signUpReturn(c, query.redirect_uri) || !query.state) {
      return c.text(
        "The authorize request needs this site's client_id, a redirect_uri to its /sign_up page and a state.",
        400,
        noStore,
      );
    }
    return githubPage(c, query);
  });

  app.get("/github/consent", async (c) => {
    const query = c.req.query();
    const back = signUpReturn(c, query.redirect_uri);
    if (query.client_id !== LOCAL_GITHUB_CLIENT_ID || !back || !query.state)
      return c.text("Bad consent request.", 400, noStore);
    back.searchParams.set("state", query.state);
    if (query.decision !== "allow") {
      back.searchParams.set("error", "access_denied");
      return c.redirect(back.href, 302);
    }
    const login = text(query.login, 39) || "octo-ada";
    const claims = {
      sub: await providerId("github", login),
      login,
      name: text(query.name),
      email: text(query.email, 254).toLowerCase(),
      jti: crypto.randomUUID(),
    };
    back.searchParams.set("code", await signToken(signingKey(c.env), claims, LOCAL_GITHUB_CLIENT_ID, "10m"));
    return c.redirect(back.href, 302);
  });
  app.get("/console", async (c) => {
    const key = signingKey(c.env);
    const access = await verifyToken(key, c.req.query("access_token") ?? "", "locus-console");
    const refresh = await verifyToken(key, c.req.query("refresh_token") ?? "", "locus-console");
    const valid = access?.token_type === "access" && refresh?.token_type === "refresh" && access.sub === refresh.sub;
    return consolePage(c, valid ? access : null);
  });
  return app;
}
