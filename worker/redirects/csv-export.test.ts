import { describe, expect, it } from "vitest";
import { parseRedirectsCsv } from "../../scripts/lib/redirects-csv.ts";
import { redirectsCsv } from "./csv-export.ts";

describe("the admin's CSV export of redirects", () => {
  it("is a redirects.csv the sync reads back to the same keys and values", () => {
    const redirects = [
      { source: "/spring-offer", target: { destination: "/pricing?plan=pro,annual", permanent: false } },
      { source: "/fr/tarifs", target: { destination: "/pricing", permanent: true, locale: "fr" } },
      { source: "/quote", target: { destination: 'https://example.com/a"b', permanent: true } },
    ];
    const text = redirectsCsv(redirects);
    expect(text.split("\n")[0]).toBe("source,destination,permanent,locale");
    const { rows, problems } = parseRedirectsCsv(text);
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.key, row.target])).toEqual([
      ["/fr/tarifs", { destination: "/pricing", permanent: true, locale: "fr" }],
      ["/quote", { destination: 'https://example.com/a"b', permanent: true }],
      ["/spring-offer", { destination: "/pricing?plan=pro,annual", permanent: false }],
    ]);
  });
});
