import { expect, test, type Page } from "@playwright/test";

/**
 * The German and French pages of the conversion path (docs/content-model.md), as a German or
 * French visitor uses them: the language switcher between the versions, the demos and the
 * pricing simulator in their language, and nothing wider than a phone.
 */

async function hydrated(page: Page, island: string) {
  const root = page.locator(`locus-island[data-island="${island}"]`).first();
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute("data-hydrated", "true");
  return root;
}

test("the language switcher goes from the English pricing page to the German one, then to the French one", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.locator(".language-switcher").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/preise$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kostenlos anfangen, nach Verbrauch bezahlen");
  await page.locator(".language-switcher").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test.describe("a visitor from London on the German pricing page", () => {
  test.use({ extraHTTPHeaders: { "X-Simulate-Country": "GB" } });

  test("sees pounds written the German way, switches to euros in place, and the simulator follows in German", async ({
    page,
  }) => {
    await page.goto("/preise");
    const pro = page.locator('.price-card[data-plan="pro"] .price-card__money:visible');
    await expect(pro).toHaveText("42\u00a0£");
    await expect(page.locator(".pricing-cards .pricing__currency")).toContainText(
      "Preise in britischen Pfund (GBP), passend zu Ihrem Standort.",
    );
    await hydrated(page, "pricing-simulator");
    await expect(page.getByTestId("simulator-credits")).toHaveText("135.000 Credits");
    const autocomplete = page.locator(".simulator").getByLabel("Adress-Autovervollständigung");
    await autocomplete.fill("1,5m");
    await expect(page.getByTestId("simulator-credits")).toHaveText("1.575.000 Credits");
    await expect(page.locator(".simulator__summary")).toContainText("Am günstigsten für diese Nutzung");

    await page.locator(".pricing-cards").getByRole("link", { name: "EUR" }).click();
    await expect(pro).toHaveText("49\u00a0€");
    await expect(page.locator(".simulator__currency")).toContainText("Preise in Euro (EUR), wie von Ihnen gewählt.");
    await expect(page.getByTestId("simulator-cta")).toHaveText(/^Starten mit Pro /);
  });
});

test("the German home page's live demo answers in German", async ({ page }) => {
  await page.goto("/startseite");
  const input = page.getByRole("combobox", { name: "Adresse suchen" });
  await input.click();
  await hydrated(page, "hero-autocomplete");
  await input.pressSequentially("Lyo", { delay: 50 });
  await page.getByRole("listbox", { name: "Adresse suchen: Vorschläge" }).getByRole("option").first().click();
  await expect(page.locator(".hero-demo__response-title")).toHaveText("Das erhält Ihr Code");
  await expect(page.getByTestId("hero-demo-response")).toContainText('"formatted_address": "Lyon');
});

test("the German address demo names countries in German and the chosen address's parts in German", async ({ page }) => {
  await page.goto("/produkte/localities");
  await hydrated(page, "demo-autocomplete");
  const demo = page.locator(".demo--autocomplete");
  await demo.getByLabel("Land").selectOption({ label: "Frankreich" });
  await demo.getByRole("combobox", { name: "Adresse" }).pressSequentially("Lyo", { delay: 50 });
  await demo.getByRole("listbox", { name: "Adresse: Vorschläge" }).getByRole("option").first().click();
  await expect(page.getByTestId("autocomplete-chosen")).toContainText("Lyon");
  await expect(demo.locator(".demo-chosen__rows")).toContainText("Ort");
  await expect(demo.locator(".demo-chosen__rows")).toContainText("Frankreich");
  await expect(demo.locator(".demo-chosen__rows")).toContainText("Breite:");
});

test("the French map demo names its buttons in French and says what is at a picked point", async ({ page }) => {
  await page.goto("/produits/cartes");
  await hydrated(page, "demo-map");
  const map = page.getByRole("region", { name: "Carte interactive" });
  await expect(map).toHaveAttribute("data-map-state", "ready");
  await expect(map.getByRole("button", { name: "Zoom avant" })).toBeVisible();
  await expect(map).toContainText("Fond de carte : Natural Earth");
  await map.click({ position: { x: 200, y: 150 } });
  await expect(page.locator(".demo-map__answer")).toContainText("Lat. :");
});

for (const path of ["/startseite", "/accueil", "/preise", "/tarifs", "/produkte/localities", "/impressum"]) {
  test(`${path} fits a 390 px phone: nothing wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
