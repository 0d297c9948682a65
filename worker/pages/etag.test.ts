import { describe, expect, it } from "vitest";
import { etagOf, notModified } from "./etag.ts";

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

describe("ETags on HTML (304 for pages sent with must-revalidate)", () => {
  it("the same bytes give the same tag, other bytes another", async () => {
    const tag = await etagOf(bytes("<p>£10</p>"));
    expect(tag).toMatch(/^"sha1-[0-9a-f]{40}"$/);
    expect(await etagOf(bytes("<p>£10</p>"))).toBe(tag);
    expect(await etagOf(bytes("<p>€12</p>"))).not.toBe(tag);
  });

  it("If-None-Match matches the tag, one of a list, its weak form or *", () => {
    const tag = '"sha1-abc"';
    expect(notModified('"sha1-abc"', tag)).toBe(true);
    expect(notModified('"x", W/"sha1-abc"', tag)).toBe(true);
    expect(notModified("*", tag)).toBe(true);
    expect(notModified('"sha1-abd"', tag)).toBe(false);
    expect(notModified(undefined, tag)).toBe(false);
  });
});
