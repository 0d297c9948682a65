import * as v from "valibot";

/** Spec part 1 §9: 0 to 240, in steps of 10 from 10 to 100 and then steps of 20. */
export const PADDINGS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 140, 160, 180, 200, 220, 240] as const;
/** Bottom padding of a section with special padding (spec part 1 §9). */
export const SPECIAL_BOTTOM_PADDING = 185;
/** Page backgrounds: light #fff, grey #f7f9fc, dark #000723. */
export const SECTION_COLORS = ["light", "grey", "dark"] as const;
export const TITLE_SIZES = ["default", "larger", "fullWidth"] as const;
export const TEXTURES = ["dots", "grid", "contours"] as const;
export const TEXTURE_OPACITIES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

const padding = v.picklist(PADDINGS, `padding must be one of ${PADDINGS.join(", ")}`);

/** The props every block has (spec part 1 §3, "Block common props"). */
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

/** A block's props schema: its own fields plus the common ones, and the text-position rule. */
export function withCommonProps<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.strictObject({ ...commonProps, ...entries } as CommonEntries & E),
    v.check(
      (props) => [props.withTextRight, props.withTextTop, props.withTextBottom].filter(Boolean).length <= 1,
      "Only one position should be set",
    ),
  );
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
  if (props.texture) classes.push("section--texture", `texture--${props.texture}`, `texture-opacity-${props.textureOpacity}`);
  return classes.join(" ");
}
