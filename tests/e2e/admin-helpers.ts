import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { SESSION_COOKIE, signSession } from "../../worker/local/admin/session.ts";

/** The password the e2e server runs with (scripts/e2e-server.ts). */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

/** Signs in through the local sign-in page, starting from an admin address. */
export async function signIn(page: Page, path = "/admin/editor"): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
  await expect(page.locator("#admin-root")).toHaveAttribute("data-hydrated", "true");
}

/** The form of the selected block or the page settings. */
export function panel(page: Page): Locator {
  return page.getByRole("complementary", { name: "Selected item" });
}

/** A field of the panel by its label (labels read "Title (required)" for required fields). */
export function field(page: Page, label: string): Locator {
  return panel(page)
    .getByLabel(new RegExp(`^${label}( \\(required\\))?`))
    .first();
}

/** Adds a block from the picker. */
export async function addBlock(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Add block" }).click();
  const picker = page.getByRole("dialog", { name: "Add a block" });
  await picker
    .getByRole("button", { name: new RegExp(`^${label}\\b`) })
    .first()
    .click();
  await expect(picker).toBeHidden();
  await expect(panel(page).getByRole("heading", { level: 2, name: label, exact: true })).toBeVisible();
}

/** Waits until the draft is saved (auto-save). */
export async function saved(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved|^No unpublished changes/ })).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * Gives a browser context an admin session as the sign-in would (for tests of admin pages
 * that are not about signing in: no sign-in attempt counts against its rate limit).
 */
export async function addAdminSession(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: await signSession(E2E_ADMIN_PASSWORD),
      url: baseURL ?? "http://localhost:8799",
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
}
