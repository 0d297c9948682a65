import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { servicesSchema } from "./settings-schema.ts";

const problems = (services: unknown) => {
  const result = v.safeParse(servicesSchema, services);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe("service settings go into URLs and the CSP header, so they are checked strictly", () => {
  it("accepts https URLs, site paths and CSP host sources", () => {
    expect(
      problems({
        tagManager: {
          id: "GTM-ABC1",
          scriptUrl: "https://www.googletagmanager.com/gtm.js?id={id}",
          csp: { connect: ["https://*.google-analytics.com"] },
        },
        chat: { scriptUrl: "/__test-vendors/chat.js" },
        video: { embedUrl: "https://www.youtube-nocookie.com/embed/{id}" },
      }),
    ).toEqual([]);
  });

  it("refuses plain http, javascript: and quotes", () => {
    expect(problems({ chat: { scriptUrl: "http://chat.example/w.js" } })).toEqual([
      "scriptUrl must be an https:// URL or a path starting with /",
    ]);
    expect(problems({ chat: { scriptUrl: "javascript:alert(1)" } })).toHaveLength(1);
    expect(problems({ chat: { scriptUrl: "https://chat.example/w.js?x='" } })).toHaveLength(1);
    expect(problems({ chat: { scriptUrl: "//chat.example/w.js" } })).toHaveLength(1);
  });

  it("refuses CSP sources that would loosen the policy", () => {
    for (const source of [
      "'unsafe-inline'",
      "*",
      "https:",
      "https://a.example; script-src *",
      "http://a.example",
      "https://a.example/path",
    ]) {
      expect(problems({ chat: { scriptUrl: "https://c.example/w.js", csp: { script: [source] } } })).toHaveLength(1);
    }
  });

  it("an {id} in a script URL needs an id; an embed URL needs {id}", () => {
    expect(problems({ chat: { scriptUrl: "https://c.example/{id}.js" } })).toEqual([
      "scriptUrl holds {id}, so an id is needed",
    ]);
    expect(problems({ video: { embedUrl: "https://v.example/embed" } })).toEqual([
      "embedUrl must hold {id}, where the embed's id goes",
    ]);
    expect(problems({ chat: { id: "a b", scriptUrl: "https://c.example/{id}.js" } })).toHaveLength(1);
  });

  it("refuses an unknown service and embed settings on a script service", () => {
    expect(problems({ tracker: { scriptUrl: "https://t.example/t.js" } })).toHaveLength(1);
    expect(problems({ chat: { embedUrl: "https://c.example/{id}" } })).not.toEqual([]);
  });
});
