import type * as v from "valibot";
import { inline, richText, richTextBlock } from "../../rich-text/schema.ts";

/**
 * What the editor's form shows for a valibot schema: one kind of control per kind of field,
 * with the limits the schema states. Forms are generated from the blocks' own schemas
 * (client/blocks/*), so a new block needs no editor code.
 */
export type FieldSpec =
  | (Base & { kind: "text"; maxLength?: number; multiline: boolean; format?: "url" | "date" })
  | (Base & { kind: "number"; min?: number; max?: number; integer: boolean })
  | (Base & { kind: "boolean" })
  | (Base & { kind: "choice"; options: readonly (string | number)[] })
  | (Base & { kind: "richText" })
  | (Base & { kind: "inline" })
  | (Base & { kind: "image" })
  | (Base & { kind: "object"; fields: NamedField[] })
  | (Base & { kind: "list"; item: FieldSpec; min: number; max?: number })
  | (Base & { kind: "textOrNumber" })
  | (Base & { kind: "json" });

interface Base {
  /** The field may be left out (a default may then apply). */
  optional: boolean;
  /** The value the schema uses when the field is left out. */
  fallback?: unknown;
  /** May be null. */
  nullable?: boolean;
}

export interface NamedField {
  name: string;
  spec: FieldSpec;
  /** The toggle this field is shown with (client/blocks/fields/toggles.ts): hidden while it is off. */
  shownWith?: string;
}

type AnySchema = v.GenericSchema & {
  type: string;
  pipe?: readonly {
    kind: string;
    type: string;
    requirement?: unknown;
    toggles?: readonly (readonly [string, string])[];
  }[];
  wrapped?: AnySchema;
  default?: unknown;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: readonly unknown[];
};

function requirement(schema: AnySchema, type: string): unknown {
  return schema.pipe?.find((action) => action.kind === "validation" && action.type === type)?.requirement;
}

function isImage(entries: Record<string, AnySchema>): boolean {
  return "src" in entries && "width" in entries && "height" in entries;
}

/** Long texts get a text area: by name, or a limit over 200 characters. */
const MULTILINE =
  /^(text|text\d|description|summary|quote|paragraph\w*|subtitle|intro|code|html|content|details\w*|note|caption)$/i;

/**
 * The form field of a schema. `name` is the field's key (it chooses a text area for long
 * texts); unknown kinds become a JSON box, so nothing a schema allows is out of reach.
 */
export function describe(input: v.GenericSchema, name = ""): FieldSpec {
  let schema = input as AnySchema;
  let optional = false;
  let nullable = false;
  let fallback: unknown;
  for (;;) {
    if (schema.type === "optional" || schema.type === "exact_optional" || schema.type === "undefinedable") {
      optional = true;
      if (schema.default !== undefined && fallback === undefined)
        fallback = typeof schema.default === "function" ? undefined : schema.default;
      schema = schema.wrapped as AnySchema;
    } else if (schema.type === "nullable" || schema.type === "nullish") {
      nullable = true;
      schema = schema.wrapped as AnySchema;
    } else break;
  }
  const base = { optional, ...(fallback !== undefined ? { fallback } : {}), ...(nullable ? { nullable } : {}) };
  if (schema === (richText as unknown) || (schema.type === "array" && schema.item === (richTextBlock as unknown)))
    return { ...base, kind: "richText" };
  if (schema === (inline as unknown)) return { ...base, kind: "inline" };
  switch (schema.type) {
    case "string": {
      const maxLength = requirement(schema, "max_length") as number | undefined;
      const format =
        requirement(schema, "url") !== undefined || schema.pipe?.some((a) => a.type === "url")
          ? "url"
          : schema.pipe?.some((a) => a.type === "iso_date")
            ? "date"
            : undefined;
      return {
        ...base,
        kind: "text",
        multiline: MULTILINE.test(name) || (maxLength ?? 0) > 200,
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(format ? { format } : {}),
      };
    }
    case "number": {
      const min = requirement(schema, "min_value") as number | undefined;
      const max = requirement(schema, "max_value") as number | undefined;
      return {
        ...base,
        kind: "number",
        integer: Boolean(schema.pipe?.some((a) => a.type === "integer")),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "boolean":
      return { ...base, kind: "boolean" };
    case "picklist":
      return { ...base, kind: "choice", options: (schema.options ?? []) as (string | number)[] };
    case "literal":
      return { ...base, kind: "choice", options: [(schema as unknown as { literal: string | number }).literal] };
    case "object":
    case "strict_object":
    case "loose_object": {
      const entries = schema.entries ?? {};
      if (isImage(entries)) return { ...base, kind: "image" };
      const toggleOf = new Map(schema.pipe?.flatMap((action) => action.toggles ?? []).map(([t, f]) => [f, t]));
      return {
        ...base,
        kind: "object",
        fields: Object.entries(entries).map(([key, entry]) => {
          const shownWith = toggleOf.get(key);
          return { name: key, spec: describe(entry, key), ...(shownWith ? { shownWith } : {}) };
        }),
      };
    }
    case "array": {
      const min = (requirement(schema, "min_length") as number | undefined) ?? 0;
      const max = requirement(schema, "max_length") as number | undefined;
      return {
        ...base,
        kind: "list",
        item: describe(schema.item as AnySchema, name),
        min,
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "union": {
      const kinds = new Set((schema.options as AnySchema[]).map((option) => describe(option).kind));
      if ([...kinds].every((kind) => kind === "text" || kind === "number")) return { ...base, kind: "textOrNumber" };
      return { ...base, kind: "json" };
    }
    default:
      return { ...base, kind: "json" };
  }
}

/**
 * A starting value for a required field (optional ones are left out: their defaults apply):
 * empty text, the lowest number, the first choice, lists at their minimum length. The form
 * then says what is still needed.
 */
export function skeleton(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
    case "textOrNumber":
    case "inline":
      return "";
    case "number":
      return spec.min ?? 0;
    case "boolean":
      return false;
    case "choice":
      return spec.options[0];
    case "richText":
      return [{ p: "" }];
    case "image":
      return { src: "", alt: "" };
    case "object":
      return Object.fromEntries(spec.fields.filter((f) => !f.spec.optional).map((f) => [f.name, skeleton(f.spec)]));
    case "list":
      return Array.from({ length: spec.min }, () => skeleton(spec.item));
    case "json":
      return spec.nullable ? null : {};
  }
}
