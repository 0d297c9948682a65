import type { Context, Hono } from "hono";
import type { AppEnv } from "../../bindings.ts";

/** Who is signed in to the admin area. */
export interface AdminIdentity {
  /** What the admin pages show: the Access email, or "local admin". */
  name: string;
  via: "cloudflare-access" | "local-password";
}

/** Why a request is not an admin's: shown to the person (pages) or sent as JSON (API). */
export interface AdminRefusal {
  refused: string;
}

/**
 * How the admin area knows its admins (docs/editor.md: one role, admin).
 * Production: Cloudflare Access (access.ts). Local runs: a password and a signed session
 * cookie (worker/local/admin/, in the local entry only).
 */
export interface AdminAuth {
  /** The admin making this request, or why it is refused. */
  identify(c: Context<AppEnv>): Promise<AdminIdentity | AdminRefusal>;
  /** Where a person without a session signs in (with `next` to come back), or null. */
  signInUrl(next: string): string | null;
  /** How the admin pages sign out: a form posted (local) or a link followed (Access). */
  signOut: { method: "post" | "get"; action: string };
  /** Routes answered before the guard (the sign-in page). */
  routes?(app: Hono<AppEnv>): void;
}

export function isRefusal(value: AdminIdentity | AdminRefusal): value is AdminRefusal {
  return "refused" in value;
}
