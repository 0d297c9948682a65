import { expect, test, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { heading, openFunnel } from "./funnel-helpers.ts";

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  // input-attributes: no attribute an input's type does not take (readonly on a checkbox, docs/consent.md).
  rules: { "require-sri": ["error", { target: "crossorigin" }], "input-attributes": "error" },
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
    [
      "contact sales",
      async () => {
        await page.getByRole("button", { name: "AI", exact: true }).click();
        await page.getByRole("button", { name: "Next" }).click();
      },
    ],
    [
      "general inquiry",
      async () => {
        await page.getByRole("button", { name: "Back" }).click();
        await page.locator(".funnel-choice", { hasText: "Send a message" }).click();
      },
    ],
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
