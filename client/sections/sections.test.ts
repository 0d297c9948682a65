import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { anchorId } from "./anchor-id.ts";
import { commonProps, PADDINGS, sectionClassNames, withCommonProps } from "./common-props.ts";
import { headingTag } from "./heading-level.ts";

describe("anchor ids (docs/content-model.md)", () => {
  it("lowercases and replaces any character outside a–z and 0–9 with _", () => {
    expect(anchorId("Offices & Teams")).toBe("offices___teams");
    expect(anchorId("wgs-slw-offices-top")).toBe("wgs_slw_offices_top");
    expect(anchorId("Étape 2")).toBe("_tape_2");
  });
});

describe("heading levels (docs/content-model.md)", () => {
  it("the first section keeps its levels", () => {
    expect(headingTag(1, true)).toBe("h1");
    expect(headingTag(2, true)).toBe("h2");
  });

  it("titles of later sections shift down one level", () => {
    expect(headingTag(1, false)).toBe("h2");
    expect(headingTag(2, false)).toBe("h3");
  });

  it("level 6 and above render as h6", () => {
    expect(headingTag(6, false)).toBe("h6");
    expect(headingTag(9, true)).toBe("h6");
  });
});

describe("block common props (docs/content-model.md)", () => {
  const schema = withCommonProps({ title: v.string() });

  it("padding options: 0, 10 to 100 in tens, then 120 to 240 in twenties", () => {
    expect(PADDINGS).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 140, 160, 180, 200, 220, 240]);
  });

  it("defaults: light background, padding 80 top and 80 bottom", () => {
    const props = v.parse(schema, { title: "x" });
    expect(props).toMatchObject({
      color: "light",
      sectionPaddingTop: 80,
      sectionPaddingBottom: 80,
      sectionTitleSize: "default",
    });
    expect(sectionClassNames(props)).toBe("section section--light pt-80 pb-80");
  });

  it("special bottom padding is 185", () => {
    const props = v.parse(schema, { title: "x", specialPadding: true, color: "dark", sectionPaddingTop: 0 });
    expect(sectionClassNames(props)).toBe("section section--dark pt-0 pb-185");
  });

  it("only one text position may be set", () => {
    const result = v.safeParse(schema, { title: "x", withTextRight: true, withTextTop: true });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("Only one position should be set");
  });

  it("rejects padding values outside the option list", () => {
    expect(v.safeParse(schema, { title: "x", sectionPaddingTop: 15 }).success).toBe(false);
  });

  it("title size, hero, texture and opacity become classes", () => {
    const props = v.parse(schema, {
      title: "x",
      sectionTitleSize: "fullWidth",
      isHero: true,
      texture: "dots",
      textureOpacity: 30,
    });
    expect(sectionClassNames(props)).toBe(
      "section section--light pt-80 pb-80 section--title-full-width section--hero section--texture texture--dots texture-opacity-30",
    );
  });

  it("the entries are exported for schemas that build their own object", () => {
    expect(Object.keys(commonProps)).toContain("anchorId");
  });
});
