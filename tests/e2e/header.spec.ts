import { expect, test } from "@playwright/test";

const menu = (page: import("@playwright/test").Page, id: string) => page.locator(`details[data-menu="${id}"]`);

test.describe("header menus on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("work with the keyboard alone: focus opens, Escape closes, one open at a time", async ({ page }) => {
    await page.goto("/company");
    await expect(page.locator("html")).toHaveAttribute("data-site-script", "ready");

    const products = menu(page, "menu-products");
    const partnership = menu(page, "menu-partnership");
    const productsLabel = products.locator("summary");

    // Tab from the top of the page until the Products label has focus.
    for (let i = 0; i < 10 && !(await productsLabel.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(productsLabel).toBeFocused();
    await expect(products).toHaveAttribute("open", "");

    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("open", "");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^Store locator/ })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(products).not.toHaveAttribute("open", "");
    await expect(productsLabel).toBeFocused();

    // Shift focus to the next menu: Products closes, Partnership opens.
    await page.keyboard.press("Tab");
    await expect(partnership.locator("summary")).toBeFocused();
    await expect(partnership).toHaveAttribute("open", "");
    await expect(products).not.toHaveAttribute("open", "");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^Partner programme/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/partners");
  });

  test("open on hover, one at a time", async ({ page }) => {
    await page.goto("/company");
    await expect(page.locator("html")).toHaveAttribute("data-site-script", "ready");
    await menu(page, "menu-products").locator("summary").hover();
    await expect(menu(page, "menu-products")).toHaveAttribute("open", "");
    await menu(page, "menu-resources").locator("summary").hover();
    await expect(menu(page, "menu-resources")).toHaveAttribute("open", "");
    await expect(menu(page, "menu-products")).not.toHaveAttribute("open", "");
    await page.getByRole("link", { name: /^Customer stories/ }).click();
    await expect(page).toHaveURL("/clients");
  });

  test("a click on the label of a menu hover opened keeps it open; click toggles only what click opened", async ({
    page,
  }) => {
    await page.goto("/company");
    await expect(page.locator("html")).toHaveAttribute("data-site-script", "ready");
    const products = menu(page, "menu-products");
    await products.locator("summary").hover();
    await expect(products).toHaveAttribute("open", "");
    await products.locator("summary").click();
    await expect(products).toHaveAttribute("open", "");
    // Now the click owns it: the next click closes it, and one more opens it again.
    await products.locator("summary").click();
    await expect(products).not.toHaveAttribute("open", "");
    await products.locator("summary").click();
    await expect(products).toHaveAttribute("open", "");
  });

  test("a hover-opened menu stays open while the pointer travels into its panel, then closes when it leaves", async ({
    page,
  }) => {
    await page.goto("/company");
    await expect(page.locator("html")).toHaveAttribute("data-site-script", "ready");
    const resources = menu(page, "menu-resources");
    await resources.locator("summary").hover();
    await expect(resources).toHaveAttribute("open", "");
    const link = page.getByRole("link", { name: /^Customer stories/ });
    await link.hover();
    await expect(resources).toHaveAttribute("open", "");
    await page.mouse.move(640, 700);
    await expect(resources).not.toHaveAttribute("open", "");
  });

  test("external links of the menus open a new tab with noopener", async ({ page }) => {
    await page.goto("/company");
    // The menus are closed (their links out of the accessibility tree): find the link by its address.
    // Documentation is a page of this site now; the API status page is still on a host of its own.
    const status = page.locator('#site-nav a[href^="https://status."]').first();
    await expect(status).toHaveAttribute("target", "_blank");
    await expect(status).toHaveAttribute("rel", /noopener/);
  });

  test("without JavaScript the menus still open on click, one at a time", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/company");
    await menu(page, "menu-products").locator("summary").click();
    await expect(menu(page, "menu-products")).toHaveAttribute("open", "");
    await menu(page, "menu-resources").locator("summary").click();
    await expect(menu(page, "menu-products")).not.toHaveAttribute("open", "");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Blog/ }).click();
    await expect(page).toHaveURL("/blog");
    await context.close();
  });

  test("calls to action lead where the spec says", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/contact?originfunnel=signup");
    const login = nav.getByRole("link", { name: "Log in" });
    await expect(login).toHaveAttribute("href", "https://console.locus.example");
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("data-gaid", "header-pricing");
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the navigation, Escape closes it", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(nav).toBeVisible();
    await nav.locator("summary", { hasText: "Products" }).click();
    await nav.getByRole("link", { name: /^Maps/ }).click();
    await expect(page).toHaveURL("/products/map");

    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("the open menu has a visible Close button; Escape closes it from inside too, and focus returns to Menu", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const close = nav.getByRole("button", { name: "Close" });
    await expect(close).toBeVisible();
    const box = await close.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await close.click();
    await expect(nav).toBeHidden();

    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe("header on a desktop screen has no Close button", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("the navigation shows without one", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Close" })).toBeHidden();
  });
});

test("full-screen pages have no header or footer", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".site-footer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Locus/ }).first()).toHaveAttribute("href", "/");
});
