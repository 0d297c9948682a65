import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../bindings.ts";

/**
 * Security headers on every Worker response. Scripts come only from this origin: island
 * props travel in data attributes, so no inline script (and no nonce) is needed, and a
 * rendered page can be cached and served to everyone.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // Frames: editors' embeds (contact form, infographic) and, after a click on their
      // facade, video, code sandbox and fiddle players; video files from an https host.
      frameSrc: ["'self'", "https:"],
      mediaSrc: ["'self'", "https:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], payment: [] },
  });
}
