import { describe, expect, it } from "vitest";
import { codeSamples } from "./samples.ts";

const BASE = "https://api.locus.example";

describe("code samples for the product's API", () => {
  it("call the base address of the site settings, with or without a trailing slash", () => {
    for (const base of [BASE, `${BASE}/`]) {
      for (const sample of codeSamples(base, "geocode"))
        expect(sample.code).toContain("https://api.locus.example/localities/geocode");
    }
  });

  it("the browser sample carries the public key; curl and Python, on a server, the private key", () => {
    const [curl, fetch, python] = codeSamples(BASE, "autocomplete");
    expect(fetch?.code).toContain('key: "YOUR_PUBLIC_KEY"');
    expect(curl?.code).toContain('--data-urlencode "key=YOUR_PRIVATE_KEY"');
    expect(python?.code).toContain('"key": os.environ["LOCUS_PRIVATE_KEY"]');
    for (const sample of [curl, python]) expect(sample?.code).not.toContain("PUBLIC_KEY");
  });

  it("send every parameter of the request, encoded by the tool that sends it", () => {
    const [curl, fetch, python] = codeSamples(BASE, "autocomplete");
    expect(curl?.code).toBe(
      [
        'curl -G "https://api.locus.example/localities/autocomplete" \\',
        '  --data-urlencode "input=Lyon" \\',
        '  --data-urlencode "components=country:fr" \\',
        '  --data-urlencode "key=YOUR_PRIVATE_KEY"',
      ].join("\n"),
    );
    expect(fetch?.code).toContain('new URLSearchParams({ input: "Lyon", components: "country:fr", key:');
    expect(python?.code).toContain('params={"input": "Lyon", "components": "country:fr", "key":');
  });

  it("say where a details id comes from", () => {
    for (const sample of codeSamples(BASE, "details"))
      expect(sample.code).toMatch(/PUBLIC_ID: the public_id of a suggestion/);
  });

  it("an endpoint without a sample request has none", () => {
    expect(codeSamples(BASE, "nearby")).toEqual([]);
  });
});
