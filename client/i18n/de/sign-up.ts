import type { Messages } from "../messages.ts";

export const signUp: Messages["signUp"] = {
  back: "Zurück",
  emailLabel: "Geschäftliche E-Mail-Adresse",
  emailHint: "An diese Adresse schicken wir einen Bestätigungslink.",
  next: "Weiter mit E-Mail",
  or: "oder",
  github: "Mit GitHub registrieren",
  googleUnavailable: "Die Anmeldung mit Google ist gerade nicht verfügbar.",
  login: { before: "Sie haben schon ein Konto?", link: "Anmelden" },
  emailStep: { heading: "Konto anlegen", intro: "Sagen Sie uns, wer Sie sind, und wählen Sie ein Passwort." },
  ssoStep: { heading: "Konto fertigstellen", intro: "Nur noch ein Schritt: Wo arbeiten Sie?" },
  ssoAs: { google: "Registrierung mit Google", github: "Registrierung mit GitHub" },
  fields: {
    email: "Geschäftliche E-Mail-Adresse",
    firstname: "Vorname",
    lastname: "Nachname",
    organization: "Unternehmen oder Organisation",
    fieldOfWork: "Tätigkeitsbereich",
    password: "Passwort",
  },
  fieldsOfWork: { product_business: "Produkt / Business", engineering_development: "Technik / Entwicklung" },
  passwordHint:
    "Mindestens 8 Zeichen, darunter ein Groß- und ein Kleinbuchstabe, eine Ziffer und eines der Zeichen # ? ! @ $ % ^ & * -",
  showPassword: "Zeigen",
  hidePassword: "Verbergen",
  showPasswordLabel: "Passwort anzeigen",
  hidePasswordLabel: "Passwort verbergen",
  agreement: {
    before: "Ich akzeptiere die ",
    terms: "Nutzungsbedingungen",
    between: " und die ",
    privacy: "Datenschutzerklärung",
    after: " von Locus.",
  },
  create: "Konto erstellen",
  creating: "Ihr Konto wird erstellt …",
  createHint: "Füllen Sie alle Felder aus und akzeptieren Sie die Bedingungen, um Ihr Konto zu erstellen.",
  errorTitle: "Ihr Konto wurde nicht erstellt",
  timeout:
    "Die Registrierung hat zu lange gedauert. Prüfen Sie bitte Ihre Verbindung und versuchen Sie es noch einmal.",
  network: "Wir haben Locus nicht erreicht. Prüfen Sie bitte Ihre Verbindung und versuchen Sie es noch einmal.",
  githubDenied:
    "Die Anmeldung mit GitHub wurde abgebrochen. Versuchen Sie es noch einmal oder registrieren Sie sich mit Ihrer E-Mail-Adresse.",
  githubState: "Wir konnten Ihre Anmeldung mit GitHub nicht bestätigen. Melden Sie sich bitte erneut mit GitHub an.",
  benefitsTitle: "Alles, was Sie für den Start brauchen",
  messages: {
    emailEmpty: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    firstNameEmpty: "Bitte geben Sie Ihren Vornamen ein.",
    lastNameEmpty: "Bitte geben Sie Ihren Nachnamen ein.",
    organizationEmpty: "Bitte geben Sie Ihr Unternehmen oder Ihre Organisation an.",
    password:
      "Das Passwort braucht mindestens 8 Zeichen, darunter einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen.",
    agreement: "Um fortzufahren, stimmen Sie bitte den Bedingungen zu.",
    unknown: "Unbekannter Fehler",
    genericBefore: "Ihr Konto konnte nicht erstellt werden. Bitte wenden Sie sich an",
    emailInvalid: "Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@firma.de.",
    fieldOfWork: "Wählen Sie Ihren Tätigkeitsbereich.",
  },
};

export const survey: Messages["survey"] = {
  confirmTitle: "Bestätigen Sie Ihre E-Mail-Adresse",
  confirmBefore: "Wir haben einen Bestätigungslink an ",
  confirmAfter:
    " geschickt. Öffnen Sie ihn, um Ihr Konto zu aktivieren, und melden Sie sich dann in der Locus-Konsole an.",
  confirmUnknown:
    "Wir haben einen Bestätigungslink an Ihre E-Mail-Adresse geschickt. Öffnen Sie ihn, um Ihr Konto zu aktivieren, und melden Sie sich dann in der Locus-Konsole an.",
  confirmHelpBefore: "Nach ein paar Minuten noch keine E-Mail? Sehen Sie im Spam-Ordner nach oder schreiben Sie an ",
  confirmHelpAfter: ".",
  noEmail: "Keine E-Mail-Adresse hinterlegt",
  noEmailHelp: "Registrieren Sie sich zuerst: Wir verwenden die Adresse, mit der Sie sich registrieren.",
  signUp: "Registrieren",
  noSteps: "Keine Fragen angelegt",
  answerAll: "Beantworten Sie alle Fragen, um Ihre Antworten zu senden.",
  sending: "Wird gesendet …",
  submit: "Antworten senden",
  thanks: "Danke! Mit Ihren Antworten richten wir Ihr Konto passend ein.",
  placeholder: "Vorschau außerhalb der Produktion: Die Antworten gehen mit der Platzhalteradresse ",
  sendError: "Ihre Antworten konnten nicht gesendet werden: ",
  adminToggle: "Abschlussansicht zeigen (Admin)",
  stepOf: "Frage {n} von {total}",
};
