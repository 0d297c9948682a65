/**
 * docs/content-model.md: a URL is external if it starts with http(s) and is not on the
 * current host. External links open in a new tab with no opener.
 */
export function isExternalUrl(href: string, siteHost: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).host.toLowerCase() !== siteHost.toLowerCase();
  } catch {
    return true;
  }
}

/** The attributes of a link: new tab and noopener for external addresses. */
export function linkAttributes(href: string, siteHost: string): { href: string; target?: "_blank"; rel?: string } {
  return isExternalUrl(href, siteHost) ? { href, target: "_blank", rel: "noopener noreferrer" } : { href };
}
