import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { adminAssets, stylesheet } from "../../assets.ts";

export interface SignInPageOptions {
  /** Where to go after signing in (an /admin path). */
  next: string;
  /** Why the last attempt failed, or how to set a password. */
  error?: string;
  /** No ADMIN_PASSWORD is set: say how to set one instead of showing the form. */
  unset?: boolean;
}

/** The local sign-in page: a plain form, no script (Hono's html helper escapes every value). */
export function signInPageHtml(options: SignInPageOptions): HtmlEscapedString | Promise<HtmlEscapedString> {
  const admin = adminAssets();
  const body = options.unset
    ? html`<h1 id="sign-in-title">Set an admin password first</h1>
<p>This local site has no admin password yet. Create a file named <code>.dev.vars</code> at the project's root (git ignores it) with a line such as</p>
<pre class="sign-in__code">ADMIN_PASSWORD=choose-a-long-passphrase</pre>
<p>(at least 8 characters), then stop <code>npm start</code> and start it again. In production the admin area is behind Cloudflare Access instead.</p>`
    : html`<h1 id="sign-in-title">Sign in to the editor</h1>
<p>Local sign-in with the password of <code>ADMIN_PASSWORD</code> in <code>.dev.vars</code>.</p>
${options.error ? html`<p class="sign-in__error" role="alert" id="sign-in-error">${options.error}</p>` : ""}
<form method="post" action="/admin/sign-in" class="sign-in__form">
<input type="hidden" name="next" value="${options.next}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus${options.error ? html` aria-describedby="sign-in-error"` : ""}>
<button class="button button--primary" type="submit">Sign in</button>
</form>`;
  return html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in · Locus admin</title><meta name="robots" content="noindex, nofollow"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${stylesheet()}"><link rel="stylesheet" href="${admin.stylesheet}"></head><body class="admin-body"><main id="main" class="sign-in" aria-labelledby="sign-in-title"><div class="sign-in__card"><p class="sign-in__brand">Locus · admin</p>${body}</div></main></body></html>`;
}
