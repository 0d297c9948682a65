import { expect, test, type Page } from "@playwright/test";
import { EMBEDDED_CAPABILITIES } from "../../client/localities/capabilities.ts";
import { TOOL_SLUGS, tool } from "../../client/tools/tools.ts";
import { toolExamples } from "../../client/tools/words/input-words.ts";
import { brokenPromises } from "../../scripts/lib/tool-promises.ts";

/**
 * Every tool page, as a visitor of the embedded default reads it (docs/tools.md), before and
 * after a search: no invitation to type what the embedded provider does not declare
 * (streets, house numbers, full Eircodes, full UK postcodes), and no words meant for
 * developers (scripts/lib/tool-promises.ts holds the rules).
 */

async function visibleBroken(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text a visitor reads (Playwright), not a DOM node
  const text = await page.locator("main").innerText();
  return brokenPromises(text, EMBEDDED_CAPABILITIES);
}

test.use({ permissions: ["geolocation"], geolocation: { latitude: 51.5014, longitude: -0.1419 } });

for (const slug of TOOL_SLUGS) {
  test(`/${slug} promises only what the embedded provider answers, before and after a search`, async ({ page }) => {
    await page.goto(`/${slug}`);
    await expect(page.locator("locus-island[data-hydrated]")).toHaveCount(1);
    expect(await visibleBroken(page), "before").toEqual([]);
    const kind = tool(slug).kind;
    if (kind === "location") {
      await expect(page.locator(".tool-location__value").first()).not.toHaveText("NA");
    } else {
      // The tool's own first example, as a visitor would click it.
      const example = toolExamples(slug, EMBEDDED_CAPABILITIES)[0];
      await page.locator(".tool-examples__item").first().click();
      await expect(page.getByRole("combobox", { name: "Address" })).toHaveValue(example?.text ?? "");
      await page.getByRole("listbox").getByRole("option").first().click();
      const answer = kind === "geocode" ? page.locator(".tool-results__source") : page.locator(".tool-results");
      await expect(answer).toBeVisible();
    }
    expect(await visibleBroken(page), "after").toEqual([]);
  });
}
