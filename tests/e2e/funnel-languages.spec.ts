import { expect, test } from "@playwright/test";
import { fillForm, heading, leadIdOf, openFunnel, storedLead, uniqueEmail } from "./funnel-helpers.ts";

test("/kontakt: the funnel in German, English values sent", async ({ page }) => {
  // Reads D1 through `npm run leads` (wrangler), slow on a busy machine.

  test.slow();
  await openFunnel(page, "/kontakt");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(heading(page)).toHaveText("Wie können wir Ihnen helfen?");
  await expect(page.getByRole("button", { name: "Zurück" })).toBeVisible();
  await page.locator(".funnel-choice", { hasText: "Vertrieb kontaktieren" }).click();
  await expect(heading(page)).toHaveText("Was möchten Sie umsetzen?");
  await page.getByRole("button", { name: "Filialfinder", exact: true }).click();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(heading(page)).toHaveText("Erzählen Sie uns von Ihrem Projekt");
  await fillForm(page, {
    Vorname: "Jonas",
    Nachname: "Weber",
    "Geschäftliche E-Mail-Adresse": uniqueEmail("jonas"),
    Position: "Leiter E-Commerce",
    Unternehmen: "Weber Möbel GmbH",
    Land: "Deutschland",
    Branche: "Einzelhandel",
    "Wann möchten Sie starten?": "Weiß ich noch nicht",
    "Details zu Ihrem Projekt": "Filialfinder für 40 Standorte.",
  });
  await page.getByRole("checkbox").check();
  const id = await leadIdOf(page, "sales", () => page.getByRole("button", { name: "Senden" }).click());
  await expect(heading(page)).toHaveText("Vielen Dank!");
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toBeVisible();
  expect(storedLead(id)?.payload).toMatchObject({
    country: "Germany",
    industry: "Retail",
    Your_timeframe: "I don't know",
    Use_Case: ["Store Locator"],
  });
});

test("/contactez-nous: the funnel in French, French industry values sent", async ({ page }) => {
  // Reads D1 through `npm run leads` (wrangler), slow on a busy machine.

  test.slow();
  await openFunnel(page, "/contactez-nous");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(heading(page)).toHaveText("Comment pouvons-nous vous aider\u00a0?");
  await page.locator(".funnel-choice", { hasText: "Contacter l’équipe commerciale" }).click();
  await page.getByRole("button", { name: "Géocodage", exact: true }).click();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(heading(page)).toHaveText("Parlez-nous de votre projet");
  await fillForm(page, {
    Prénom: "Camille",
    Nom: "Durand",
    "E-mail professionnel": uniqueEmail("camille"),
    Fonction: "Directrice technique",
    Entreprise: "Livraisons Durand",
    Pays: "France",
    "Secteur d’activité": "Transport & logistique",
    "Quand souhaitez-vous démarrer\u00a0?": "1 à 3 mois",
    "Détails de votre projet": "Géocodage de 10 000 adresses par jour.",
  });
  await page.getByRole("checkbox").check();
  const id = await leadIdOf(page, "sales", () => page.getByRole("button", { name: "Envoyer" }).click());
  await expect(heading(page)).toHaveText("Merci\u00a0!");
  expect(storedLead(id)?.payload).toMatchObject({
    country: "France",
    industry: "Transport & logistique",
    Your_timeframe: "1 to 3 months",
    Use_Case: ["Geocoding"],
  });
});

test("the French and German general inquiry screens are in their language", async ({ page }) => {
  await openFunnel(page, "/contactez-nous");
  await page.locator(".funnel-choice", { hasText: "Envoyer un message" }).click();
  await expect(heading(page)).toHaveText("Écrivez-nous");
  await expect(
    page.getByText("Tous les champs sont obligatoires, sauf mention «\u00a0facultatif\u00a0»."),
  ).toBeVisible();
  await openFunnel(page, "/kontakt");
  await page.locator(".funnel-choice", { hasText: "Nachricht senden" }).click();
  await expect(heading(page)).toHaveText("Schreiben Sie uns");
  await expect(page.getByLabel("Ihre Nachricht")).toBeVisible();
});
