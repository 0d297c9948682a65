import { expect, test, type Locator, type Page } from "@playwright/test";
import { CATALOGUES } from "../../client/i18n/catalogue.ts";
import { englishLeftovers, pageTexts } from "./language-helpers.ts";
import { newVisitor, uniqueAddress } from "./signup-helpers.ts";

/**
 * docs/languages.md: a German or French visitor stays in their language from the contact
 * page to the thank-you page. Every page of the walk is read whole (text, accessible names,
 * placeholders; the closed consent dialog too) and fails on any English text of the frame,
 * taken from the English catalogue; links of the frame lead to the page of the language, or
 * say with hreflang that they lead to an English one.
 */

interface Walk {
  language: "de" | "fr";
  storyPage: string;
  contact: string;
  signUp: string;
  finished: string;
  survey: string;
  thanks: string;
  words: {
    signUpButton: string;
    useCase: string;
    next: string;
    emailNext: string;
    firstName: string;
    lastName: string;
    organization: string;
    fieldOfWork: string;
    password: string;
    agreement: RegExp;
    create: string;
    firstNameEmpty: string;
    confirmTitle: string;
    sendAnswers: string;
    thanks: string;
  };
}

const WALKS: Walk[] = [
  {
    language: "de",
    storyPage: "/kunden",
    contact: "/kontakt",
    signUp: "/registrieren",
    finished: "/registrierung-abgeschlossen",
    survey: "/umfrage",
    thanks: "/danke",
    words: {
      signUpButton: "Registrieren",
      useCase: "Filialfinder",
      next: "Weiter",
      emailNext: "Weiter mit E-Mail",
      firstName: "Vorname",
      lastName: "Nachname",
      organization: "Unternehmen oder Organisation",
      fieldOfWork: "Technik / Entwicklung",
      password: "Passwort",
      agreement: /Ich akzeptiere die/,
      create: "Konto erstellen",
      firstNameEmpty: "Bitte geben Sie Ihren Vornamen ein.",
      confirmTitle: "Bestätigen Sie Ihre E-Mail-Adresse",
      sendAnswers: "Antworten senden",
      thanks: "Danke! Mit Ihren Antworten richten wir Ihr Konto passend ein.",
    },
  },
  {
    language: "fr",
    storyPage: "/entreprise",
    contact: "/contactez-nous",
    signUp: "/inscription",
    finished: "/inscription-terminee",
    survey: "/questionnaire",
    thanks: "/merci",
    words: {
      signUpButton: "S’inscrire",
      useCase: "Géocodage",
      next: "Suivant",
      emailNext: "Continuer avec mon e-mail",
      firstName: "Prénom",
      lastName: "Nom",
      organization: "Entreprise ou organisation",
      fieldOfWork: "Ingénierie / Développement",
      password: "Mot de passe",
      agreement: /J’accepte les/,
      create: "Créer mon compte",
      firstNameEmpty: "Indiquez votre prénom.",
      confirmTitle: "Confirmez votre adresse e-mail",
      sendAnswers: "Envoyer mes réponses",
      thanks: "Merci\u00a0! Vos réponses nous aident à préparer votre compte.",
    },
  },
];

/** Fails on any English text of the frame on the page as it is now (its path in the message). */
async function expectNoEnglish(page: Page, language: Walk["language"]): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  const leftovers = englishLeftovers(await pageTexts(page), CATALOGUES.en, CATALOGUES[language]);
  expect(leftovers, `English on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * A link of the frame stays in the language: it leads to a page in that language, or it says
 * with hreflang that its page is in another (docs/languages.md, the link rule).
 */
async function expectStaysInLanguage(page: Page, link: Locator, language: Walk["language"]): Promise<void> {
  const href = await link.getAttribute("href");
  const hreflang = await link.getAttribute("hreflang");
  expect(href, "a link of the frame").toBeTruthy();
  const answer = await page.request.get(href as string);
  const lang = /<html lang="(\w+)"/.exec(await answer.text())?.[1];
  if (hreflang) expect(lang, `${href} is said to be in ${hreflang}`).toBe(hreflang);
  else expect(lang, `${href} has no hreflang: it must be in ${language}`).toBe(language);
}

for (const walk of WALKS) {
  const { words } = walk;
  test(`${walk.language}: ${walk.contact} → sign-up → survey → thank-you, all in the visitor's language`, async ({
    page,
  }) => {
    test.slow();
    await newVisitor(page);
    await page.clock.install();

    // The header's sign-up button leads to the contact page of the language, in sign-up mode.
    await page.goto(walk.storyPage);
    await expectNoEnglish(page, walk.language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator(".site-nav__actions a.button--primary", { hasText: words.signUpButton }).click();
    await expect(page).toHaveURL(new RegExp(`${walk.contact}\\?originfunnel=signup$`));
    await expect(page.locator('locus-island[data-island="funnel"][data-hydrated="true"]')).toHaveCount(1);
    await expectNoEnglish(page, walk.language);
    await expectStaysInLanguage(page, page.locator(".fullscreen-bar .logo"), walk.language);

    // The use cases, then Next: the sign-up page of the language.
    await page.getByRole("button", { name: words.useCase, exact: true }).click();
    await page.getByRole("button", { name: words.next }).click();
    await expect(page).toHaveURL(new RegExp(`${walk.signUp}$`));
    await expect(page.locator('locus-island[data-island="signup"][data-hydrated="true"]')).toHaveCount(1);
    await expectNoEnglish(page, walk.language);

    const address = uniqueAddress("example.com", walk.language);
    await page.getByRole("textbox", { name: CATALOGUES[walk.language].signUp.emailLabel }).fill(address);
    await page.getByRole("button", { name: words.emailNext }).click();
    // A field left empty says so in the language.
    await page.getByLabel(words.firstName, { exact: true }).focus();
    await page.getByLabel(words.lastName, { exact: true }).focus();
    await expect(page.getByText(words.firstNameEmpty)).toBeVisible();
    await expectNoEnglish(page, walk.language);
    await expectStaysInLanguage(
      page,
      page.getByRole("link", { name: CATALOGUES[walk.language].signUp.agreement.privacy }),
      walk.language,
    );

    await page.getByLabel(words.firstName, { exact: true }).fill("Lena");
    await page.getByLabel(words.lastName, { exact: true }).fill("Martin");
    await page.getByLabel(words.organization).fill("Atelier Martin");
    await page.getByLabel(words.fieldOfWork).check();
    await page.getByLabel(words.password, { exact: true }).fill("Difference#1");
    await page.getByLabel(words.agreement).check();
    const [posted] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith("/api/signup")),
      page.getByRole("button", { name: words.create }).click(),
    ]);
    // The confirmation email is written in the visitor's language (docs/signup.md).
    expect(posted.postDataJSON()).toMatchObject({ email: address, language: walk.language });
    await page.clock.runFor(2_000);

    // Sign-up finished: "Confirm your email" and the survey, in the language.
    await expect(page).toHaveURL(new RegExp(`${walk.finished}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirmTitle);
    await expect(page.locator(".survey-confirm__email")).toHaveText(address);
    await expectNoEnglish(page, walk.language);
    for (const select of await page.locator(".survey-form select").all()) await select.selectOption({ index: 1 });
    await page.getByRole("button", { name: words.sendAnswers }).click();
    await expect(page.getByText(words.thanks)).toBeVisible();
    await expectNoEnglish(page, walk.language);

    // The survey page knows the answers were sent; the thank-you page closes the walk.
    await page.goto(walk.survey);
    await expect(page.locator('locus-island[data-island="survey"][data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByText(words.thanks)).toBeVisible();
    await expectNoEnglish(page, walk.language);
    await page.goto(walk.thanks);
    await expectNoEnglish(page, walk.language);
    for (const link of await page.locator("main a, .site-header .logo").all())
      await expectStaysInLanguage(page, link, walk.language);

    // The cookie settings, from the footer: the dialog in the language.
    await page.locator("[data-cookie-management]").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoEnglish(page, walk.language);
  });
}

test("the English catalogue's texts are found: the check can fail", async ({ page }) => {
  await page.goto("/contact?originfunnel=signup");
  await expect(page.locator('locus-island[data-island="funnel"][data-hydrated="true"]')).toHaveCount(1);
  const leftovers = englishLeftovers(await pageTexts(page), CATALOGUES.en, CATALOGUES.de);
  expect(leftovers).toEqual(expect.arrayContaining([expect.stringContaining(CATALOGUES.en.funnel.back)]));
  expect(leftovers.length).toBeGreaterThan(5);
});
