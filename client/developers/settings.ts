import * as v from "valibot";

/**
 * What the developer page states about the product's API (content/site.json, `developers`;
 * docs/localities.md#developer-page): the base address customers call with their keys,
 * and the rate limit of each plan. Stated once here; the page reads them.
 */

const text = (field: string) => v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));

const planLimit = v.pipe(
  v.strictObject({
    plan: text("plan"),
    /** Requests per second per key. */
    perSecond: v.optional(
      v.pipe(v.number("perSecond must be a number"), v.integer("perSecond must be a whole number"), v.minValue(1)),
    ),
    /** Instead of a number: how the limit is set ("Set in your contract"). */
    note: v.optional(text("note")),
  }),
  v.check(
    (limit) => (limit.perSecond === undefined) !== (limit.note === undefined),
    "give perSecond or note, not both",
  ),
);

export const developerSettingsSchema = v.strictObject({
  /** The product API's base address, e.g. https://api.locus.example (no trailing slash). */
  apiBaseUrl: v.pipe(
    text("apiBaseUrl"),
    v.url("apiBaseUrl must be a URL"),
    v.startsWith("https://", "apiBaseUrl must start with https://"),
    v.check((url) => !url.endsWith("/"), "apiBaseUrl must not end with /"),
  ),
  rateLimits: v.pipe(v.array(planLimit), v.minLength(1, "at least 1 plan"), v.maxLength(8, "at most 8 plans")),
});

export type DeveloperSettings = v.InferOutput<typeof developerSettingsSchema>;
