import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./same-origin.ts";

const post = (headers: Record<string, string>, url = "https://www.locus.example/api/signup") =>
  new Request(url, { method: "POST", headers });

describe("a browser post comes from this site's pages only", () => {
  it("its Origin is exactly this request's origin", () => {
    expect(isSameOriginRequest(post({ origin: "https://www.locus.example" }))).toBe(true);
    expect(
      isSameOriginRequest(post({ origin: "http://localhost:8787" }, "http://localhost:8787/api/forms/sales")),
    ).toBe(true);
  });

  it("another origin, another scheme or port, a look-alike host: refused", () => {
    for (const origin of [
      "https://evil.example",
      "http://www.locus.example",
      "https://www.locus.example:8443",
      "https://www.locus.example.evil.example",
      "https://WWW.LOCUS.EXAMPLE ",
    ])
      expect(isSameOriginRequest(post({ origin })), origin).toBe(false);
  });

  it("Origin: null (a sandboxed frame, a data: page, a redirect across sites) is refused, whatever Sec-Fetch-Site says", () => {
    expect(isSameOriginRequest(post({ origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: "null", "sec-fetch-site": "same-origin" }))).toBe(false);
  });

  it("without an Origin, only Sec-Fetch-Site: same-origin lets it through; a request with neither is refused", () => {
    expect(isSameOriginRequest(post({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "none" }))).toBe(false);
    expect(isSameOriginRequest(post({}))).toBe(false);
  });
});
