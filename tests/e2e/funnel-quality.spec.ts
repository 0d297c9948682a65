import { expect, test, type Page } from "@playwright/test";
import { launch, type LaunchedChrome } from "chrome-launcher";
import { HtmlValidate } from "html-validate";
import lighthouse from "lighthouse";
import { existsSync } from "node:fs";
import { heading, openFunnel } from "./funnel-helpers.ts";

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": ["error", { target: "crossorigin" }] },
});

async function problems(page: Page, name: string): Promise<string[]> {
  const report = await validator.validateString(await page.content(), name);
  return report.results.flatMap((r) => r.messages.map((m) => `${name}: ${m.ruleId}: ${m.message}`));
}

test("every funnel screen, as the browser has built it, is valid HTML with one h1", async ({ page }) => {
  const found: string[] = [];
  const screens: [string, () => Promise<unknown>][] = [
    ["contact choices", async () => openFunnel(page, "/contact")],
    ["use cases", () => page.locator(".funnel-choice", { hasText: "Contact sales" }).click()],
    ["contact sales", async () => {
      await page.getByRole("button", { name: "AI", exact: true }).click();
      await page.getByRole("button", { name: "Next" }).click();
    }],
    ["general inquiry", async () => {
      await page.getByRole("button", { name: "Back" }).click();
      await page.locator(".funnel-choice", { hasText: "Send a message" }).click();
    }],
    ["enterprise", () => openFunnel(page, "/contactez-nous?originfunnel=pricing")],
  ];
  for (const [name, show] of screens) {
    await show();
    await expect(heading(page)).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    found.push(...(await problems(page, name)));
  }
  expect(found).toEqual([]);
});

test.describe("Lighthouse mobile on the funnel: accessibility 100, SEO 100", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const chromePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  let chrome: LaunchedChrome;

  test.beforeAll(async () => {
    chrome = await launch({
      ...(chromePath ? { chromePath } : {}),
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    });
  });
  test.afterAll(async () => {
    await chrome?.kill();
  });

  // The first screen of each kind the server renders: a form, and the use-case tiles.
  for (const path of ["/contact?originfunnel=pricing", "/kontakt?originfunnel=signup"]) {
    test(path, async ({ baseURL }) => {
      const result = await lighthouse(new URL(path, baseURL).href, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["seo", "accessibility"] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no result");
      const failing = ["seo", "accessibility"].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}/${ref.id}: ${lhr.audits[ref.id]?.title}`),
      );
      expect(failing).toEqual([]);
      expect(lhr.categories.accessibility?.score).toBe(1);
      expect(lhr.categories.seo?.score).toBe(1);
    });
  }
});
