import { describe, expect, it } from "vitest";
import { fieldLabel, fieldText, filtersFromSearch, filtersToSearch, utcTime } from "./leads-format.ts";

describe("the leads inbox's words", () => {
  it("labels a field from its name, and shows values as text", () => {
    expect(fieldLabel("Your_timeframe")).toBe("Your timeframe");
    expect(fieldLabel("answers.first_project")).toBe("Answers first project");
    expect(fieldText(["Geocoding", "AI"])).toBe("Geocoding, AI");
    expect(fieldText(true)).toBe("yes");
    expect(fieldText("")).toBe("–");
  });

  it("says every time in UTC", () => {
    expect(utcTime("2026-11-20T10:15:42.123Z")).toBe("2026-11-20 10:15 UTC");
    expect(utcTime(null)).toBe("–");
  });

  it("keeps the filters in the address, known names only", () => {
    const filters = filtersFromSearch("?form=sales&status=failed&evil=1&handled=open");
    expect(filters).toEqual({ form: "sales", status: "failed", handled: "open" });
    expect(filtersToSearch(filters, 2)).toBe("?form=sales&status=failed&handled=open&page=2");
    expect(filtersToSearch({})).toBe("");
  });
});
