/**
 * Where page and site-settings JSON holds link addresses and image sources. Shared by the
 * build's link and image checks (scripts/lib/link-check.ts) and the editor's checks on
 * publish, settings save and unpublish (worker/admin/content/), so all read links the same way.
 */

/** The fields that hold a link address: `href`, `url`, rich-text `a` marks and the blocks' link fields. */
const LINK_KEYS = new Set(["href", "url", "a", "link", "knowMoreLink", "demoLink", "productDemoLink"]);

/**
 * Every string value of one of `keys` in a JSON value, at any depth, with the field that holds
 * it named as the content checks name fields (`blocks[2].props.cta.href`, under `field`).
 */
function keyedValues(
  keys: ReadonlySet<string>,
  value: unknown,
  field: string,
  found: { field: string; value: string }[] = [],
): { field: string; value: string }[] {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) keyedValues(keys, item, `${field}[${i}]`, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = field ? `${field}.${key}` : key;
      if (keys.has(key) && typeof item === "string") found.push({ field: at, value: item });
      else keyedValues(keys, item, at, found);
    }
  }
  return found;
}

/** Every string value of one of `keys` in a JSON value, at any depth. */
export function fieldValues(keys: ReadonlySet<string>, value: unknown): string[] {
  return keyedValues(keys, value, "").map((found) => found.value);
}

/** Every link address in a JSON value: `href` and `url` fields, rich-text `a` marks, blocks' link fields. */
export function linksIn(value: unknown): string[] {
  return fieldValues(LINK_KEYS, value);
}

/** Every link address with the field that holds it: `blocks[2].props.cta.href` under `field` "blocks". */
export function linkFields(value: unknown, field = ""): { field: string; href: string }[] {
  return keyedValues(LINK_KEYS, value, field).map((found) => ({ field: found.field, href: found.value }));
}
