import { expect, type Page, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { signIn } from "./admin-helpers.ts";
import { fromSitePage } from "./site-origin.ts";

/** Posts a general inquiry as the funnel does, from a visitor address of its own; returns its id. */
async function postInquiry(page: Page, email: string, company: string): Promise<string> {
  const response = await page.request.post("/api/forms/inquiry", {
    headers: { ...fromSitePage(), "cf-connecting-ip": `203.0.113.7-${randomUUID().slice(0, 8)}` },
    data: {
      first_name: "Grace",
      last_name: "Hopper",
      email,
      job_title: "Rear admiral",
      company,
      country: "United States",
      Subject: "Which of your plans covers 2 million geocodes a month?",
      agreecheckbox: true,
      origin: "CTA-Contact-Us",
      context: { language: "de", page: "/de/kontakt", referrer: "https://search.example/?q=geocoding" },
    },
  });
  expect(response.status()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

test.describe("docs/leads.md: the admin leads inbox", () => {
  test("an admin finds a lead, reads it and its history, marks it handled, exports and erases it", async ({ page }) => {
    test.setTimeout(60_000);
    const email = `grace.${randomUUID().slice(0, 8)}@example.com`;
    const company = `=Navy ${randomUUID().slice(0, 6)}`;
    const id = await postInquiry(page, email, company);

    await signIn(page, "/admin/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Where each form's leads go" })).toContainText(
      "General inquiry → inbox only",
    );
    await page.getByRole("combobox", { name: "Form", exact: true }).selectOption({ label: "General inquiry" });
    await page.getByRole("combobox", { name: "Language", exact: true }).selectOption({ label: "German" });
    await expect(page).toHaveURL(/\/admin\/leads\?form=inquiry&language=de$/);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Grace Hopper");
    await expect(row).toContainText("German");

    await row.getByRole("link").click();
    await expect(page).toHaveURL(`/admin/leads/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`General inquiry: ${email}`);
    await expect(page.getByText(company, { exact: true })).toBeVisible();
    await expect(page.getByText("/de/kontakt")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Kept in the inbox" })).toBeVisible({ timeout: 15_000 });

    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("status")).toHaveText("Marked handled.");
    await expect(page.getByRole("row").filter({ hasText: "Marked handled" })).toContainText("by local admin");

    await page.goto("/admin/leads?form=inquiry&language=de");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text).toContain(`'${company}`);
    expect(text).toContain(email);

    await page.goto(`/admin/leads/${id}`);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Erase this person's data" }).click();
    await expect(page.getByRole("status")).toHaveText("Erased 1 lead.");
    await expect(page.getByText(/^Erased .* at the person's request/)).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
  });
});
