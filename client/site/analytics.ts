/** Analytics fields of a call to action as data attributes, for the tag manager to read. */
export function analyticsAttributes(fields: { gaid?: string; category?: string; action?: string; label?: string }) {
  const attributes: Record<string, string> = {};
  if (fields.gaid) attributes["data-gaid"] = fields.gaid;
  if (fields.category) attributes["data-ga-category"] = fields.category;
  if (fields.action) attributes["data-ga-action"] = fields.action;
  if (fields.label) attributes["data-ga-label"] = fields.label;
  return attributes;
}
