import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { AUDITED_PAGES } from "./audited-pages.ts";
import { layoutShifts, watchLayoutShifts } from "./layout-shifts.ts";

/**
 * Every audited page (audited-pages.ts) as a first visitor on a phone meets it, with the consent
 * banner open: no WCAG 2.1 A or AA failure that axe-core finds (the engine behind Lighthouse's
 * accessibility score), no error in the console, and nothing that moves as the page loads.
 * Lighthouse itself runs on one page of each template (lighthouse.spec.ts).
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

for (const path of AUDITED_PAGES) {
  test(`${path}: no WCAG A/AA failure, no console error, no layout shift (first visit, 390 px)`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await watchLayoutShifts(page);
    await page.goto(path, { waitUntil: "load" });
    await expect(page.getByRole("dialog")).toBeVisible();
    // Evaluated through the DevTools protocol: the page's Content-Security-Policy is left as it is.
    await page.evaluate(AXE);
    const results = await page.evaluate(() =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      }),
    );
    const violations = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(await layoutShifts(page)).toEqual({ sum: 0, sources: [] });
  });
}
