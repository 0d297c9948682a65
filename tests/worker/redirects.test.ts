import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedKv, visit } from "./kv.ts";

beforeAll(() => seedKv({ pages: ["/company"], redirects: ["/stories/city-bikes", "/about"] }));

describe("redirects from KV", () => {
  it("/home answers 301 with Location: /", async () => {
    const response = await visit("/home");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/");
  });

  it("/zh and /assets/{file}.pdf follow the built-in rules", async () => {
    expect((await visit("/zh/pricing")).headers.get("location")).toBe("/");
    const pdf = await visit("/assets/privacy.pdf");
    expect([pdf.status, pdf.headers.get("location")]).toEqual([301, "/privacy"]);
  });

  it("matches case and trailing slash variants and keeps the query string", async () => {
    const response = await visit("/Stories/City-Bikes/?utm_source=newsletter");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/clients/city-bikes?utm_source=newsletter");
  });

  it("serves a destination without a leading slash with one", async () => {
    expect((await visit("/about")).headers.get("location")).toBe("/company");
  });

  it("answers 302 for a redirect that is not permanent", async () => {
    await env.REDIRECTS.put("/spring-offer", JSON.stringify({ destination: "/pricing", permanent: false }));
    const response = await visit("/spring-offer");
    expect([response.status, response.headers.get("location")]).toEqual([302, "/pricing"]);
  });

  it("ignores a broken hand edit instead of answering it", async () => {
    await env.REDIRECTS.put("/company", "not json");
    const response = await visit("/company");
    expect(response.status).toBe(200);
  });
});
