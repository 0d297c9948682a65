import { SERVICE_IDS, SERVICES } from "../../client/consent/services.ts";
import type { ServicesSettings } from "../../client/consent/settings-schema.ts";
import type { CspSources } from "../middleware/content-security-policy.ts";

/** The origin of an https URL ("https://host[:port]"); null for a path on this site. */
function httpsOrigin(url: string): string | null {
  return url.startsWith("https://") ? new URL(url.replaceAll("{id}", "x")).origin : null;
}

/**
 * The CSP sources the configured services need, as a part of the page's policy
 * (security-headers.ts adds `c.var.cspSources`): a script service's script origin in
 * script-src, an embed service's origin in frame-src ('self' for an embed served by this
 * site), plus the extra hosts each service's settings list (`csp.script`, `connect`,
 * `frame`, `img`). Host lists computed from settings, so scripts never need
 * 'unsafe-inline' and a rendered page stays the same for everyone.
 */
export function thirdPartySources(
  services: ServicesSettings,
): Required<Pick<CspSources, "scriptSrc" | "connectSrc" | "frameSrc" | "imgSrc">> {
  const script = new Set<string>();
  const connect = new Set<string>();
  const frame = new Set<string>();
  const img = new Set<string>();
  for (const id of SERVICE_IDS) {
    const settings = services[id];
    if (!settings) continue;
    const embed = SERVICES[id].placement === "embed";
    const own = httpsOrigin("embedUrl" in settings ? settings.embedUrl : settings.scriptUrl);
    if (own) (embed ? frame : script).add(own);
    else if (embed) frame.add("'self'");
    for (const source of settings.csp?.script ?? []) script.add(source);
    for (const source of settings.csp?.connect ?? []) connect.add(source);
    for (const source of settings.csp?.frame ?? []) frame.add(source);
    for (const source of settings.csp?.img ?? []) img.add(source);
  }
  return { scriptSrc: [...script], connectSrc: [...connect], frameSrc: [...frame], imgSrc: [...img] };
}
