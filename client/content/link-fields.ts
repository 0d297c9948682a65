/**
 * Where page and site-settings JSON holds link addresses and image sources. Shared by the
 * build's link and image checks (scripts/lib/link-check.ts) and the editor's unpublish
 * check (worker/admin/content/unpublish.ts), so both read links the same way.
 */

/** The fields that hold a link address: `href`, `url`, rich-text `a` marks and the blocks' link fields. */
const LINK_KEYS = new Set(["href", "url", "a", "link", "knowMoreLink", "demoLink", "productDemoLink"]);

/** Every string value of one of `keys` in a JSON value, at any depth. */
export function fieldValues(keys: ReadonlySet<string>, value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) fieldValues(keys, item, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (keys.has(key) && typeof item === "string") found.push(item);
      else fieldValues(keys, item, found);
    }
  }
  return found;
}

/** Every link address in a JSON value: `href` and `url` fields, rich-text `a` marks, blocks' link fields. */
export function linksIn(value: unknown): string[] {
  return linkFields(value).map((link) => link.href);
}

/** Every link address with the field that holds it, named as the content checks name fields: `blocks[2].props.cta.href`. */
export function linkFields(value: unknown, field = ""): { field: string; href: string }[] {
  const found: { field: string; href: string }[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => found.push(...linkFields(item, `${field}[${i}]`)));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = field ? `${field}.${key}` : key;
      if (LINK_KEYS.has(key) && typeof item === "string") found.push({ field: at, href: item });
      else found.push(...linkFields(item, at));
    }
  }
  return found;
}
