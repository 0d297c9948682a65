import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Context, Hono } from "hono";
import type { AdminAuth } from "../../admin/auth/admin-auth.ts";
import type { AppEnv } from "../../bindings.ts";
import { withinRateLimit } from "../../middleware/rate-limit.ts";
import {
  MIN_PASSWORD_LENGTH,
  sameText,
  SESSION_COOKIE,
  SESSION_SECONDS,
  signSession,
  verifySession,
} from "./session.ts";
import { signInPageHtml } from "./sign-in-page.ts";

export const SIGN_IN_PATH = "/admin/sign-in";
export const SIGN_OUT_PATH = "/admin/sign-out";

/** Only admin pages may follow a sign-in: anything else goes to /admin. */
export function safeNext(value: string | undefined | null): string {
  return value && /^\/admin(\/[A-Za-z0-9/_.~%-]*)?(\?[^\s\\#]*)?$/.test(value) && !value.startsWith("//")
    ? value
    : "/admin";
}

/** The password, or null while none (or one too short) is set. */
function adminPassword(c: Context<AppEnv>): string | null {
  const password = c.env.ADMIN_PASSWORD;
  return password && password.length >= MIN_PASSWORD_LENGTH ? password : null;
}

/** Sign-in attempts per address (ADMIN_SIGN_IN_RATE_LIMIT); a failing limiter lets the attempt through. */
function attemptAllowed(c: Context<AppEnv>): Promise<boolean> {
  return withinRateLimit(c, {
    binding: (env) => env.ADMIN_SIGN_IN_RATE_LIMIT,
    periodSeconds: 60,
    name: "admin-sign-in",
  });
}

/**
 * The local default of the admin sign-in (local entry only, so the production bundle holds
 * none of it): a password from ADMIN_PASSWORD (.dev.vars, or `--var` in the e2e server)
 * and a session cookie signed with jose (HS256), HttpOnly, SameSite=Strict, Secure on https,
 * for 8 hours. Sign-in attempts are limited per address (ADMIN_SIGN_IN_RATE_LIMIT). Its pages
 * are never cached nor indexed, as every admin answer (worker/admin/guard.ts, adminNoStore).
 */
export function localPasswordSignIn(): AdminAuth {
  return {
    async identify(c) {
      const password = adminPassword(c);
      if (!password) return { refused: "No admin password is set: add ADMIN_PASSWORD to .dev.vars and restart." };
      const token = getCookie(c, SESSION_COOKIE);
      if (!token) return { refused: "Sign in to use the admin area." };
      if (!(await verifySession(token, password)))
        return { refused: "Your session has expired or is not valid: sign in again." };
      return { name: "local admin", via: "local-password" };
    },
    signInUrl: (next) => `${SIGN_IN_PATH}?next=${encodeURIComponent(safeNext(next))}`,
    signOut: { method: "post", action: SIGN_OUT_PATH },
    routes(app: Hono<AppEnv>) {
      app.get(SIGN_IN_PATH, (c) => {
        const next = safeNext(c.req.query("next"));
        return c.html(signInPageHtml({ next, unset: adminPassword(c) === null }));
      });
      app.post(SIGN_IN_PATH, async (c) => {
        const password = adminPassword(c);
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const next = safeNext(typeof form.next === "string" ? form.next : null);
        if (!password) return c.html(signInPageHtml({ next, unset: true }), 503);
        if (!(await attemptAllowed(c))) {
          return c.html(
            signInPageHtml({
              next,
              error: "Too many sign-in attempts from your address: wait a minute and try again.",
            }),
            429,
            { "retry-after": "60" },
          );
        }
        const given = typeof form.password === "string" ? form.password : "";
        if (!(await sameText(given, password))) {
          return c.html(signInPageHtml({ next, error: "That password is not right. Try again." }), 401);
        }
        setCookie(c, SESSION_COOKIE, await signSession(password), {
          httpOnly: true,
          secure: new URL(c.req.url).protocol === "https:",
          sameSite: "Strict",
          path: "/",
          maxAge: SESSION_SECONDS,
        });
        return c.redirect(next, 303);
      });
      app.post(SIGN_OUT_PATH, (c) => {
        deleteCookie(c, SESSION_COOKIE, { path: "/", secure: new URL(c.req.url).protocol === "https:" });
        return c.redirect(SIGN_IN_PATH, 303);
      });
    },
  };
}
