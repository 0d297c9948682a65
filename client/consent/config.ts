import type { SiteSettings } from "../content/site-schema.ts";
import { SERVICES, SERVICE_IDS, type ServiceId } from "./services.ts";
import type { ScriptServiceSettings, ServicesSettings } from "./settings-schema.ts";

/** A configured service as the browser needs it. */
export interface ClientService {
  id: ServiceId;
  /** The script to load once consented (script services only). */
  src?: string;
  /** The vendor account id, for vendors whose script needs it set before it loads. */
  key?: string;
}

/** What the site script needs about consent, decided on the server (JSON in the page). */
export interface ConsentClientConfig {
  /** Domain attribute of the consent and locale cookies; null: the host only. */
  cookieDomain: string | null;
  /** Every configured service (those the banner asks about). */
  services: ClientService[];
  /** Configured services that never load on this page (the chat on free-tool pages). */
  skip: ServiceId[];
  pricingUtmSource: string;
}

/** The services that have settings, in registry order; the others are off. */
export function configuredServices(services: ServicesSettings): ServiceId[] {
  return SERVICE_IDS.filter((id) => services[id] !== undefined);
}

/** A settings URL with its `{id}` filled in (URL-encoded). */
export function fillId(template: string, id: string): string {
  // A fiddle's id has path segments ("user/abc123"): each is encoded, the slashes kept.
  return template.replaceAll("{id}", id.split("/").map(encodeURIComponent).join("/"));
}

/**
 * The parent domain of the site's host, for cookies shared with its subdomains
 * (docs/consent.md): www.locus.example → locus.example; a two-label host is its own parent.
 * Hosts that cannot take a Domain attribute (localhost, IP addresses) get null.
 */
export function parentDomain(host: string): string | null {
  const hostname = host.replace(/:\d+$/, "").toLowerCase();
  if (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname.startsWith("[") ||
    /^[\d.]+$/.test(hostname)
  )
    return null;
  const labels = hostname.split(".");
  if (labels.length < 2) return null;
  return labels.length >= 3 ? labels.slice(1).join(".") : hostname;
}

/**
 * The browser's consent configuration for one page. `freeToolPage`: the chat widget is
 * not loaded on free-tool pages (docs/consent.md).
 */
export function consentClientConfig(site: SiteSettings, siteHost: string, freeToolPage: boolean): ConsentClientConfig {
  const services: ClientService[] = configuredServices(site.services).map((id) => {
    if (SERVICES[id].placement === "embed") return { id };
    const settings = site.services[id] as ScriptServiceSettings;
    return {
      id,
      src: settings.id ? fillId(settings.scriptUrl, settings.id) : settings.scriptUrl,
      ...(settings.id ? { key: settings.id } : {}),
    };
  });
  return {
    cookieDomain: site.consent.cookieDomain ?? parentDomain(siteHost),
    services,
    skip: freeToolPage && site.services.chat ? ["chat"] : [],
    pricingUtmSource: site.tracking.pricingUtmSource,
  };
}
