import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  captureUtm,
  parseUtm,
  readUtm,
  recordPlanChoice,
  utmFromSearch,
  UTM_STORAGE_KEY,
  withPlanMarker,
} from "./utm.ts";

/** A Map-backed localStorage for Node. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("UTM parameters are stored only if utm_source is present (docs/consent.md)", () => {
  it("reads the five fields when utm_source is there", () => {
    expect(
      utmFromSearch("?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=maps&utm_content=hero&x=1"),
    ).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "maps",
      utm_content: "hero",
    });
  });
  it("ignores the other fields without utm_source, or with an empty one", () => {
    expect(utmFromSearch("?utm_medium=email&utm_campaign=spring")).toBeNull();
    expect(utmFromSearch("?utm_source=%20&utm_medium=email")).toBeNull();
  });
  it("leaves out empty fields and caps long values", () => {
    const record = utmFromSearch(`?utm_source=${"a".repeat(300)}&utm_medium=`);
    expect(record).toEqual({ utm_source: "a".repeat(200) });
  });
});

describe("plan markers [FREE], [PRO], [ENT] are appended to utm_content (docs/consent.md)", () => {
  it("appends the marker to the campaign's content", () => {
    expect(withPlanMarker({ utm_source: "ads", utm_content: "banner" }, "pro", "pricing")).toEqual({
      utm_source: "ads",
      utm_content: "banner[PRO]",
    });
    expect(withPlanMarker({ utm_source: "ads" }, "enterprise", "pricing")).toEqual({
      utm_source: "ads",
      utm_content: "[ENT]",
    });
  });
  it("starts a record with the pricing default source when the visitor came without UTM", () => {
    expect(withPlanMarker(null, "free", "locus-pricing")).toEqual({
      utm_source: "locus-pricing",
      utm_content: "[FREE]",
    });
  });
  it("keeps only the latest plan choice at the end", () => {
    const once = withPlanMarker({ utm_source: "ads", utm_content: "banner" }, "free", "p");
    expect(withPlanMarker(once, "enterprise", "p").utm_content).toBe("banner[ENT]");
  });
  it("counts the marketplace purchase of Pro as Pro", () => {
    expect(withPlanMarker(null, "aws", "p").utm_content).toBe("[PRO]");
  });
});

describe("first touch: the first record is kept", () => {
  beforeEach(() => vi.stubGlobal("localStorage", fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("saves the landing parameters, then never replaces them", () => {
    captureUtm("?utm_source=first&utm_campaign=a");
    captureUtm("?utm_source=second&utm_campaign=b");
    expect(readUtm()).toEqual({ utm_source: "first", utm_campaign: "a" });
  });
  it("saves nothing without utm_source", () => {
    captureUtm("?utm_campaign=b");
    expect(readUtm()).toBeNull();
  });
  it("tags the stored record with the plan", () => {
    captureUtm("?utm_source=first&utm_content=hero");
    recordPlanChoice("pro", "locus-pricing");
    expect(readUtm()).toEqual({ utm_source: "first", utm_content: "hero[PRO]" });
  });
  it("logs a broken stored value and reads it as no record (docs/consent.md)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(UTM_STORAGE_KEY, "{broken");
    expect(readUtm()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
  it("keeps only the record's own text fields", () => {
    expect(parseUtm(JSON.stringify({ utm_source: "x", utm_term: 4, other: "y" }))).toEqual({ utm_source: "x" });
    expect(parseUtm(JSON.stringify({ utm_medium: "x" }))).toBeNull();
  });
});
