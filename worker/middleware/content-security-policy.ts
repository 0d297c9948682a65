/**
 * The Content-Security-Policy, built from parts: a strict base (everything from this
 * origin, no inline script, no plugins, no framing) plus the sources a response adds.
 * Pure, so the policy can be read and tested as a whole.
 */

/** Sources added to the base policy for one response. */
export interface CspSources {
  /** Script origins or keywords (a consented vendor's host, 'nonce-…', 'strict-dynamic'). */
  scriptSrc?: readonly string[];
  styleSrc?: readonly string[];
  imgSrc?: readonly string[];
  connectSrc?: readonly string[];
  frameSrc?: readonly string[];
  mediaSrc?: readonly string[];
}

export interface CspOptions {
  /** Ask browsers to load every http: subresource over https (only on an https site). */
  upgradeInsecureRequests: boolean;
  /** The Reporting-Endpoints group that receives violation reports. */
  reportTo?: string;
  /** The same endpoint for browsers without the Reporting API (report-uri). */
  reportUri?: string;
}

/**
 * The base policy. img-src is 'self' and data: only (icons inlined by the stylesheet);
 * a configured tile server adds its host (tileImageSources), never "https:" at large.
 */
const BASE: Record<string, readonly string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'none'"],
  "media-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

const ADDED: Record<keyof CspSources, string> = {
  scriptSrc: "script-src",
  styleSrc: "style-src",
  imgSrc: "img-src",
  connectSrc: "connect-src",
  frameSrc: "frame-src",
  mediaSrc: "media-src",
};

/** A source list may not smuggle in another directive. */
function isSource(value: string): boolean {
  return value !== "" && !/[\s;,]/.test(value);
}

/**
 * The header value for the base policy plus every part in `parts`.
 * @example contentSecurityPolicy([{ imgSrc: ["https://tiles.example"] }], { upgradeInsecureRequests: true })
 */
export function contentSecurityPolicy(parts: readonly (CspSources | undefined)[], options: CspOptions): string {
  const directives = new Map(Object.entries(BASE).map(([name, values]) => [name, [...values]]));
  for (const part of parts) {
    if (!part) continue;
    for (const [key, directive] of Object.entries(ADDED) as [keyof CspSources, string][]) {
      const list = directives.get(directive) as string[];
      for (const value of part[key] ?? []) {
        if (!isSource(value) || list.includes(value)) continue;
        // 'none' cannot stand beside a source.
        if (list.length === 1 && list[0] === "'none'") list.length = 0;
        list.push(value);
      }
    }
  }
  const text = [...directives].map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.upgradeInsecureRequests) text.push("upgrade-insecure-requests");
  if (options.reportUri) text.push(`report-uri ${options.reportUri}`);
  if (options.reportTo) text.push(`report-to ${options.reportTo}`);
  return text.join("; ");
}

/**
 * The img-src sources for an XYZ tile template: its origin, or "https://*.host" when the
 * host has a subdomain placeholder ("https://{a-c}.tiles.example/{z}/{x}/{y}.png").
 * Nothing for an empty or unusable template (the page render reports that one).
 */
export function tileImageSources(template: string | undefined): string[] {
  const match = /^https:\/\/([^/?#]+)/i.exec(template?.trim() ?? "");
  if (!match?.[1]) return [];
  const host = match[1].toLowerCase();
  if (!host.includes("{")) return /^[a-z0-9.:-]+$/.test(host) ? [`https://${host}`] : [];
  const rest = host.replace(/^\{[^}]*\}\./, "");
  return /^[a-z0-9.:-]+$/.test(rest) ? [`https://*.${rest}`] : [];
}

/** Several parts as one (the sources of each directive joined). */
export function joinSources(...parts: readonly CspSources[]): CspSources {
  const joined: Record<string, string[]> = {};
  for (const part of parts) {
    for (const [key, values] of Object.entries(part) as [keyof CspSources, readonly string[]][]) {
      joined[key] = [...(joined[key] ?? []), ...values];
    }
  }
  return joined as CspSources;
}
