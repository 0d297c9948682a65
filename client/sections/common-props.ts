import * as v from "valibot";

/** docs/content-model.md: 0 to 240, in steps of 10 from 10 to 100 and then steps of 20. */
export const PADDINGS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 140, 160, 180, 200, 220, 240] as const;
/** Bottom padding of a section with special padding (docs/content-model.md). */
export const SPECIAL_BOTTOM_PADDING = 185;
/** Page backgrounds: light #fff, grey #f7f9fc, dark #000723. */
export const SECTION_COLORS = ["light", "grey", "dark"] as const;
export const TITLE_SIZES = ["default", "larger", "fullWidth"] as const;
export const TEXTURES = ["dots", "grid", "contours"] as const;
export const TEXTURE_OPACITIES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

/** A padding or margin in pixels, one of the options of docs/content-model.md. */
export const paddingField = v.picklist(PADDINGS, `padding must be one of ${PADDINGS.join(", ")}`);
const padding = paddingField;

/** The props every block has (docs/content-model.md, "Blocks and their common props"). */
export const commonProps = {
  componentId: v.optional(v.pipe(v.string(), v.nonEmpty("componentId must not be empty"))),
  anchorId: v.optional(v.string()),
  color: v.optional(v.picklist(SECTION_COLORS, "color must be light, grey or dark"), "light"),
  sectionPaddingTop: v.optional(padding, 80),
  sectionPaddingBottom: v.optional(padding, 80),
  /** Bottom padding of 185, for a section that the next one overlaps. */
  specialPadding: v.optional(v.boolean(), false),
  sectionTitleSize: v.optional(v.picklist(TITLE_SIZES), "default"),
  isHero: v.optional(v.boolean(), false),
  withTextRight: v.optional(v.boolean(), false),
  withTextTop: v.optional(v.boolean(), false),
  withTextBottom: v.optional(v.boolean(), false),
  texture: v.optional(v.picklist(TEXTURES)),
  textureOpacity: v.optional(v.picklist(TEXTURE_OPACITIES), 100),
};

type CommonEntries = typeof commonProps;

/**
 * A rule across a block's fields (docs/content-model.md): when `valid` is false, `message` is
 * reported on `field`, which is where the editor shows it.
 */
export interface PropsRule<P> {
  field: keyof P & string;
  /** The editor's message; a function when it depends on the props. */
  message: string | ((props: P & CommonProps) => string);
  valid(props: P & CommonProps): boolean;
}

/** docs/content-model.md: only one of the text-position options may be on. */
export const ONE_TEXT_POSITION: PropsRule<CommonProps> = {
  field: "withTextRight",
  message: "Only one position should be set",
  valid: (props) => [props.withTextRight, props.withTextTop, props.withTextBottom].filter(Boolean).length <= 1,
};

/**
 * A block's props schema: its own fields plus the common ones, the text-position rule and
 * the block's own rules. Rules run once every field is valid, each reporting on its field.
 */
export function withCommonProps<E extends v.ObjectEntries>(
  entries: E,
  rules: readonly PropsRule<v.InferOutput<v.StrictObjectSchema<E, undefined>>>[] = [],
) {
  const all = [ONE_TEXT_POSITION, ...rules] as readonly PropsRule<Record<string, unknown>>[];
  return v.pipe(
    v.strictObject({ ...commonProps, ...entries } as CommonEntries & E),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const props = dataset.value as Record<string, unknown> & CommonProps;
      for (const rule of all) {
        if (rule.valid(props)) continue;
        addIssue({
          message: typeof rule.message === "string" ? rule.message : rule.message(props),
          path: [{ type: "object", origin: "value", input: props, key: rule.field, value: props[rule.field] }],
        });
      }
    }),
  );
}

/**
 * docs/content-model.md: a component id must not be empty, and the editor can generate a new one.
 * @example newComponentId() // "c-5f3a9b2e"
 */
export function newComponentId(random: () => number = Math.random): string {
  return `c-${Math.floor(random() * 0xffffffff)
    .toString(16)
    .padStart(8, "0")}`;
}

export type CommonProps = v.InferOutput<v.ObjectSchema<CommonEntries, undefined>>;

function toKebab(value: string): string {
  return value.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The CSS classes of a section from its common props (no inline styles: the CSP forbids them). */
export function sectionClassNames(props: CommonProps): string {
  const classes = [
    "section",
    `section--${props.color}`,
    `pt-${props.sectionPaddingTop}`,
    `pb-${props.specialPadding ? SPECIAL_BOTTOM_PADDING : props.sectionPaddingBottom}`,
  ];
  if (props.sectionTitleSize !== "default") classes.push(`section--title-${toKebab(props.sectionTitleSize)}`);
  if (props.isHero) classes.push("section--hero");
  if (props.withTextRight) classes.push("section--text-right");
  if (props.withTextTop) classes.push("section--text-top");
  if (props.withTextBottom) classes.push("section--text-bottom");
  if (props.texture)
    classes.push("section--texture", `texture--${props.texture}`, `texture-opacity-${props.textureOpacity}`);
  return classes.join(" ");
}
