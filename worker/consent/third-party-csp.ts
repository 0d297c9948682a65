import type { MiddlewareHandler } from "hono";
import { SERVICE_IDS, SERVICES } from "../../client/consent/services.ts";
import type { ServicesSettings } from "../../client/consent/settings-schema.ts";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { ContentStore } from "../content/store.ts";
import { logError } from "../log.ts";

/** Sources third-party services need, by CSP directive. */
export interface ThirdPartySources {
  "script-src": string[];
  "connect-src": string[];
  "frame-src": string[];
  "img-src": string[];
}

/** The origin of an https URL ("https://host[:port]"); null for a path on this site. */
function httpsOrigin(url: string): string | null {
  return url.startsWith("https://") ? new URL(url.replaceAll("{id}", "x")).origin : null;
}

/**
 * The CSP sources the configured services need: a script service's script origin in
 * script-src, an embed service's origin in frame-src, plus the extra hosts each service's
 * settings list (`csp.script`, `connect`, `frame`, `img`). Paths on this site need none
 * ('self'). Host lists computed from settings, so scripts never need 'unsafe-inline'.
 */
export function thirdPartySources(services: ServicesSettings): ThirdPartySources {
  const sources: Record<keyof ThirdPartySources, Set<string>> = {
    "script-src": new Set(),
    "connect-src": new Set(),
    "frame-src": new Set(),
    "img-src": new Set(),
  };
  for (const id of SERVICE_IDS) {
    const settings = services[id];
    if (!settings) continue;
    const own = httpsOrigin("embedUrl" in settings ? settings.embedUrl : settings.scriptUrl);
    if (own) sources[SERVICES[id].placement === "embed" ? "frame-src" : "script-src"].add(own);
    for (const source of settings.csp?.script ?? []) sources["script-src"].add(source);
    for (const source of settings.csp?.connect ?? []) sources["connect-src"].add(source);
    for (const source of settings.csp?.frame ?? []) sources["frame-src"].add(source);
    for (const source of settings.csp?.img ?? []) sources["img-src"].add(source);
  }
  return {
    "script-src": [...sources["script-src"]],
    "connect-src": [...sources["connect-src"]],
    "frame-src": [...sources["frame-src"]],
    "img-src": [...sources["img-src"]],
  };
}

/** A directive's fallback when the policy does not name it (CSP 3: frame-src → child-src → default-src). */
const FALLBACK: Record<keyof ThirdPartySources, string[]> = {
  "script-src": ["default-src"],
  "connect-src": ["default-src"],
  "frame-src": ["child-src", "default-src"],
  "img-src": ["default-src"],
};

/**
 * A Content-Security-Policy with `sources` added to its directives. A directive the
 * policy lacks is added from its fallback's sources, so nothing the policy allowed
 * before is lost; a source already covered by `*` or `https:` is not repeated.
 */
export function withThirdPartySources(policy: string, sources: ThirdPartySources): string {
  const directives = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .filter((tokens) => tokens[0]);
  const find = (name: string) => directives.find((tokens) => tokens[0] === name);
  for (const name of Object.keys(sources) as (keyof ThirdPartySources)[]) {
    if (sources[name].length === 0) continue;
    let directive = find(name);
    if (!directive) {
      const base = FALLBACK[name].map(find).find(Boolean)?.slice(1) ?? ["'self'"];
      directive = [name, ...base];
      directives.push(directive);
    }
    if (directive.includes("*")) continue;
    const none = directive.indexOf("'none'");
    if (none !== -1) directive.splice(none, 1);
    for (const source of sources[name]) {
      if (!directive.includes(source) && !directive.includes("https:")) directive.push(source);
    }
  }
  return directives.map((tokens) => tokens.join(" ")).join("; ");
}

/**
 * Widens the CSP of HTML pages to the hosts of the configured third-party services (site
 * settings, read per content version like every page). Registered before the security
 * headers middleware, so it runs after that one has set the policy.
 */
export function thirdPartyCsp(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const policy = c.res.headers.get("content-security-policy");
    if (!policy || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
    try {
      const store = new ContentStore(c.env.CONTENT, edgeCacheMs(c.env));
      const site = await store.site(await store.version());
      if (site) c.res.headers.set("content-security-policy", withThirdPartySources(policy, thirdPartySources(site.services)));
    } catch (error) {
      // Without the settings the policy stays as strict as it was: third parties are blocked, pages still work.
      logError("third-party CSP sources could not be read", { path: c.req.path, requestId: c.var.requestId }, error);
    }
  };
}
