/**
 * The pages the site shell must get right for everyone (docs/testing.md): every template in
 * English, and the German and French pages people land on and convert through.
 * `accessibility.spec.ts` checks all of them; `lighthouse.spec.ts` one of each template.
 */
export const AUDITED_PAGES = [
  "/",
  "/products/localities",
  "/industry/logistics",
  "/clients/kyma-ferries",
  "/blog/us-zip-codes-explained",
  "/policies/privacy",
  "/pricing",
  "/pricing-credits",
  "/products/stores",
  "/zip-code-lookup",
  "/contact?originfunnel=pricing",
  "/kontakt?originfunnel=signup",
  "/sign_up",
  "/sign_up-finished",
  "/survey",
  "/developers/localities",
  // docs/languages.md: the German and French conversion path.
  "/contactez-nous?originfunnel=signup",
  "/registrieren",
  "/inscription",
  "/registrierung-abgeschlossen",
  "/questionnaire",
  "/merci",
  // The German and French pages people land on (docs/content-model.md).
  "/startseite",
  "/accueil",
  "/preise",
  "/tarifs",
  "/produkte/localities",
  "/produits/cartes",
  "/rechtliches/datenschutz",
  "/impressum",
  "/juridique/mentions-legales",
] as const;

/** Pages kept out of search engines on purpose (noindex). */
export const NOINDEX = new Set<string>([
  "/sign_up-finished",
  "/survey",
  "/registrierung-abgeschlossen",
  "/questionnaire",
  "/merci",
]);
