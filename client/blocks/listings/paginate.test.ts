import { describe, expect, it } from "vitest";
import { pageHref, paginate } from "./paginate.ts";

describe("listing pages (plain links, ?page=N)", () => {
  it("60 cards, 12 a page: five pages", () => {
    expect(paginate(60, undefined, 12)).toEqual({ page: 1, pages: 5, start: 0, end: 12 });
    expect(paginate(60, "2", 12)).toEqual({ page: 2, pages: 5, start: 12, end: 24 });
    expect(paginate(60, "5", 12)).toEqual({ page: 5, pages: 5, start: 48, end: 60 });
  });

  it("a missing, zero or non-numeric page is the first page", () => {
    expect(paginate(30, "", 12).page).toBe(1);
    expect(paginate(30, "0", 12).page).toBe(1);
    expect(paginate(30, "two", 12).page).toBe(1);
    expect(paginate(30, "-3", 12).page).toBe(1);
  });

  it("a page past the end shows the last page", () => {
    expect(paginate(30, "99", 12)).toEqual({ page: 3, pages: 3, start: 24, end: 30 });
  });

  it("an empty listing has one (empty) page", () => {
    expect(paginate(0, "3", 12)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
  });

  it("page 1 is the listing's own address", () => {
    expect(pageHref("/blog", 1)).toBe("/blog");
    expect(pageHref("/blog", 3)).toBe("/blog?page=3");
  });
});
