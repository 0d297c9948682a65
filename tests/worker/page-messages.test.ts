import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../client/i18n/catalogue.ts";
import { pageLanguage } from "../../worker/i18n/page-messages.ts";

describe("docs/languages.md: the Worker reads the German and French catalogues the build wrote", () => {
  it("German and French from the static assets, with the country names of the language", async () => {
    const german = await pageLanguage(env.ASSETS, "de");
    expect(german.messages).toEqual(CATALOGUES.de);
    expect(german.countryNames?.DE).toBe("Deutschland");
    const french = await pageLanguage(env.ASSETS, "fr");
    expect(french.messages.frame.menu).toBe(CATALOGUES.fr.frame.menu);
    expect(french.countryNames?.GB).toBe("Royaume-Uni");
  });

  it("English from the code, without country names (the English list is the code's)", async () => {
    expect(await pageLanguage(env.ASSETS, "en")).toEqual({ messages: CATALOGUES.en });
  });
});
