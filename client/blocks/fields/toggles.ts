import * as v from "valibot";

/**
 * docs/section-library.md: a field that a toggle shows is needed while the toggle is on (the Know
 * More and Demo links, a card's title...). Each pair is [toggle, field]; a missing or
 * empty field is reported on the field, where the editor shows it.
 * @example v.pipe(v.strictObject({...}), toggledFields([["withKnowMore", "knowMoreLink"]]))
 */
export function toggledFields<T extends Record<string, unknown>>(
  pairs: readonly (readonly [keyof T & string, keyof T & string])[],
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    for (const [toggle, field] of pairs) {
      const shown = value[toggle] === true;
      const content = value[field];
      if (!shown || (content !== undefined && content !== "")) continue;
      addIssue({
        message: `${field} is needed while ${toggle} is on`,
        path: [{ type: "object", origin: "value", input: value, key: field, value: content }],
      });
    }
  });
}
