import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../bindings.ts";
import { adminAssets, stylesheet } from "../assets.ts";
import type { AdminAuth } from "./auth/admin-auth.ts";

/** The views of the admin app (client/admin/app.tsx) and their titles. */
export const ADMIN_VIEWS = {
  home: "Admin",
  pages: "Pages",
  page: "Page builder",
  redirects: "Redirects",
  urls: "Deployed URLs",
  settings: "App settings",
  media: "Media",
  leads: "Leads",
  lead: "Lead",
} as const;
export type AdminView = keyof typeof ADMIN_VIEWS;

/** JSON in an attribute: Hono's html helper escapes it. */
function boot(view: AdminView, params: Record<string, string>, auth: AdminAuth, c: Context<AppEnv>) {
  return JSON.stringify({
    view,
    params,
    admin: c.var.admin?.name ?? "admin",
    signOut: auth.signOut,
    siteUrl: c.env.SITE_URL,
  });
}

/**
 * An admin page: the admin app's files (its own build, loaded by admin pages only), the
 * site's stylesheet for the page canvas, and the view to show with its parameters as JSON in
 * a data attribute (no inline script: the CSP stays strict). Images and frames of any https
 * host may show in the editor's canvas (editors may type any image address); scripts stay
 * this origin's only.
 */
export function adminShell(c: Context<AppEnv>, auth: AdminAuth, view: AdminView, params: Record<string, string> = {}) {
  const admin = adminAssets();
  c.set("cspSources", { imgSrc: ["https:"], frameSrc: ["https:"], mediaSrc: ["https:"] });
  const preload = raw(admin.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join(""));
  return c.html(
    html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${ADMIN_VIEWS[view]} · Locus admin</title><meta name="robots" content="noindex, nofollow"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${stylesheet()}"><link rel="stylesheet" href="${admin.stylesheet}"><script type="module" src="${admin.script}"></script>${preload}</head><body class="admin-body"><div id="admin-root" data-boot="${boot(view, params, auth, c)}"><p class="admin-loading">Loading the admin…</p></div><noscript><p class="admin-loading">The editor needs JavaScript.</p></noscript></body></html>`,
  );
}
