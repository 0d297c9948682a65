import { describe, expect, it } from "vitest";
import { isCrawler } from "./bots.ts";

describe("crawlers get the whole document in one piece", () => {
  it("recognises search engine crawlers", () => {
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe(true);
    expect(isCrawler("facebookexternalhit/1.1")).toBe(true);
  });

  it("streams to browsers", () => {
    expect(
      isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36"),
    ).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});
