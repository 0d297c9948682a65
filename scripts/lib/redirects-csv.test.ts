import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv.ts";
import { parseRedirectsCsv } from "./redirects-csv.ts";

const HEADER = "source,destination,permanent,locale\n";

function problemsOf(body: string) {
  return parseRedirectsCsv(HEADER + body).problems;
}

describe("CSV reading (csv-parse)", () => {
  it("reads quoted fields, escaped quotes, CRLF, comments and blank lines", () => {
    const records = parseCsv('a,"b,c","say ""hi"""\r\n\n# a comment\nd,e,f\n');
    expect(records).toEqual([
      { line: 1, fields: ["a", "b,c", 'say "hi"'] },
      { line: 4, fields: ["d", "e", "f"] },
    ]);
  });

  it("drops a byte order mark and keeps a # inside a line", () => {
    expect(parseCsv("\uFEFFsource,destination\n/a,/company#offices\n")).toEqual([
      { line: 1, fields: ["source", "destination"] },
      { line: 2, fields: ["/a", "/company#offices"] },
    ]);
  });

  it("names the line a record starts on when a quoted field spans lines", () => {
    expect(parseCsv('a,"two\nlines"\nb,c\n')).toEqual([
      { line: 1, fields: ["a", "two\nlines"] },
      { line: 3, fields: ["b", "c"] },
    ]);
  });

  it("a broken file is one problem with its line, not a crash", () => {
    expect(parseRedirectsCsv(`${HEADER}/a,"/b,true,\n`).problems).toEqual([
      { line: 2, message: expect.stringMatching(/^not valid CSV: Quote Not Closed/) },
    ]);
  });
});

describe("redirects.csv validation (line-numbered errors)", () => {
  it("accepts good rows and normalises the source into the KV key", () => {
    const { rows, problems } = parseRedirectsCsv(`${HEADER}/FR/Clients/,/clients,true,fr\n/old-blog,blog,false,\n`);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, key: "/fr/clients", target: { destination: "/clients", permanent: true, locale: "fr" } },
      { line: 3, key: "/old-blog", target: { destination: "blog", permanent: false } },
    ]);
  });

  it("requires the header", () => {
    expect(parseRedirectsCsv("/a,/b,true,\n").problems).toEqual([
      { line: 1, message: "the first row must be the header source,destination,permanent,locale" },
    ]);
  });

  it("reports bad rows with their line", () => {
    expect(problemsOf("/a,/b\n")).toEqual([
      { line: 2, message: "expected 4 columns (source,destination,permanent,locale), found 2" },
    ]);
    expect(problemsOf("a,/b,true,\n")[0]).toEqual({ line: 2, message: 'source "a" must be a path starting with /' });
    expect(problemsOf("/a,/b,yes,\n")[0]).toEqual({ line: 2, message: 'permanent must be true or false, found "yes"' });
    expect(problemsOf("/a,/b,true,french\n")[0]?.message).toMatch(/locale "french"/);
    expect(problemsOf("/,/b,true,\n")[0]?.message).toBe("the home page cannot be redirected");
  });

  it("rejects destinations that are neither a path nor an http(s) URL", () => {
    for (const destination of [
      "mailto:sales@locus.example",
      "ftp://files.example/x",
      "//evil.example/x",
      "javascript:alert(1)",
      "//Evil.example",
    ]) {
      expect(problemsOf(`/a,${destination},true,\n`)).toEqual([
        { line: 2, message: `destination "${destination}" is neither a path nor an http(s) URL` },
      ]);
    }
    expect(problemsOf("/a,https://console.locus.example/signup,true,\n")).toEqual([]);
  });

  it("rejects destinations with a backslash or a control character, which browsers read as another site", () => {
    expect(problemsOf("/a,/\\evil.example,true,\n")).toEqual([
      { line: 2, message: 'destination "/\\evil.example" contains a control character or a backslash' },
    ]);
    expect(problemsOf('/a,"/\tevil",true,\n')[0]?.message).toMatch(/contains a space/);
  });

  it("a quoted destination with a comma is one field", () => {
    const { rows, problems } = parseRedirectsCsv(`${HEADER}/a,"/search?q=a,b",true,\n`);
    expect(problems).toEqual([]);
    expect(rows[0]?.target.destination).toBe("/search?q=a,b");
  });

  it("rejects sources the Worker would never look up: too long, or with a backslash", () => {
    expect(problemsOf(`/${"x".repeat(400)},/b,true,\n`)[0]?.message).toBe(
      "source is longer than 400 bytes as a URL path (401)",
    );
    expect(problemsOf(`/${"é".repeat(100)},/b,true,\n`)[0]?.message).toBe(
      "source is longer than 400 bytes as a URL path (601)",
    );
    expect(problemsOf("/a\\b,/b,true,\n")[0]?.message).toMatch(/backslash/);
  });

  it("rejects duplicate sources, including ones that differ only by case or trailing slash", () => {
    expect(problemsOf("/a,/x,true,\n/A/,/y,true,\n")).toEqual([
      { line: 3, message: "duplicate source /a (first on line 2)" },
    ]);
  });

  it("rejects loops", () => {
    expect(problemsOf("/a,/a/,true,\n")).toEqual([{ line: 2, message: "/a redirects to itself" }]);
    expect(problemsOf("/a,/b,true,\n/b,/a?x=1,true,\n")).toEqual([
      { line: 2, message: "loop: /a → /b → /a" },
      { line: 3, message: "loop: /b → /a → /b" },
    ]);
  });

  it("rejects chains longer than one hop", () => {
    expect(problemsOf("/a,/b,true,\n/b,/c,true,\n")).toEqual([
      { line: 2, message: "chain: /a → /b → /c; point /a straight to /c" },
    ]);
    expect(problemsOf("/a,/home,true,\n")).toEqual([
      { line: 2, message: "chain: /a → /home → /; point /a straight to /" },
    ]);
  });

  it("rejects rows that a built-in rule already answers", () => {
    expect(problemsOf("/zh/products,/,true,\n")[0]?.message).toMatch(/built-in rule/);
  });
});
