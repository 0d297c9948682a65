import { expect, test, type Page } from "@playwright/test";

/** The language switcher's link to `language`. */
const switcherLink = (page: Page, language: string) =>
  page.locator(`.site-header nav.language-switcher a[hreflang="${language}"]`);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a German visitor at ${viewport.width} px`, () => {
    test.use({ viewport, locale: "de-DE" });

    test("goes from the English customer stories to the German page and back with the switcher", async ({ page }) => {
      await page.goto("/clients");
      const german = switcherLink(page, "de");
      await expect(german).toBeVisible();
      await expect(german).toHaveAccessibleName("Deutsch");
      await german.click();
      await expect(page).toHaveURL(/\/kunden$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("navigation", { name: "Diese Seite in anderen Sprachen" })).toBeVisible();

      const english = switcherLink(page, "en");
      await expect(english).toHaveAccessibleName("English");
      await english.click();
      await expect(page).toHaveURL(/\/clients$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    test("the German page's header, buttons and footer are in German", async ({ page }) => {
      await page.goto("/kunden");
      await expect(page.locator(".site-nav__actions a.button--primary")).toHaveText("Registrieren");
      await expect(page.locator(".site-nav__actions a.button--primary")).toHaveAttribute(
        "href",
        "/kontakt?originfunnel=signup",
      );
      await expect(page.locator("footer")).toContainText("Alle Rechte vorbehalten");
      if (viewport.width < 1280) {
        await page.getByRole("button", { name: "Menü" }).click();
        await expect(page.getByRole("button", { name: "Schließen" })).toBeVisible();
        await page.getByRole("button", { name: "Schließen" }).click();
      } else {
        await expect(page.getByRole("link", { name: "Preise", exact: true })).toBeVisible();
      }
    });
  });
}

test("the switcher is reachable with the keyboard and names each language in itself", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/clients");
  const links = page.locator(".site-header nav.language-switcher a");
  await expect(links).toHaveCount(2);
  expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute("lang"), a.getAttribute("title")]))).toEqual([
    ["de", "Deutsch"],
    ["fr", "Français"],
  ]);
  await links.first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/kunden$/);
});
