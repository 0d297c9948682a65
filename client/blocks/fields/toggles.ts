import * as v from "valibot";

/**
 * docs/section-library.md: a field that a toggle shows is needed while the toggle is on (the Know
 * More and Demo links, a card's title...). Each pair is [toggle, field]; a missing or
 * empty field is reported on the field, where the editor shows it.
 * The pairs travel with the check (`toggles`), so the editor's generated form shows each
 * field only while its toggle is on (client/admin/forms/describe.ts).
 * @example v.pipe(v.strictObject({...}), toggledFields([["withKnowMore", "knowMoreLink"]]))
 */
export function toggledFields<T extends Record<string, unknown>>(
  pairs: readonly (readonly [keyof T & string, keyof T & string])[],
) {
  const check = v.rawCheck<T>(({ dataset, addIssue }) => {
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
  return Object.assign(check, { toggles: pairs as readonly (readonly [string, string])[] });
}

/**
 * The same rule for a block's own top-level fields (defineBlock's `toggles`), as rules
 * reported on the field.
 */
export function toggleRules(pairs: readonly (readonly [string, string])[]) {
  return pairs.map(([toggle, field]) => ({
    field,
    message: `${field} is needed while ${toggle} is on`,
    valid: (props: Record<string, unknown>) => props[toggle] !== true || Boolean(props[field]),
  }));
}
