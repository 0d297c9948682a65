import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../bindings.ts";
import { sameOrigin } from "../../middleware/same-origin.ts";

/**
 * Refuses a cross-site post, put or delete to the admin area (403) before the guard even
 * looks at the session: SameSite=Strict cookies and Access are not the only defence. The
 * rule is the site's one same-origin rule (worker/middleware/same-origin.ts).
 */
export function sameOriginWrites(): MiddlewareHandler<AppEnv> {
  return sameOrigin({ message: "The admin area accepts changes from its own pages only." });
}
