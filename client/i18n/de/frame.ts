import type { Messages } from "../messages.ts";

export const frame: Messages["frame"] = {
  skipToContent: "Zum Inhalt springen",
  homePage: "Startseite",
  menu: "Menü",
  close: "Schließen",
  mainNavigation: "Hauptnavigation",
  announcement: "Hinweis",
  languages: "Diese Seite in anderen Sprachen",
  social: "Locus in sozialen Netzwerken",
  legal: "Rechtliches",
  footerNavigation: "Seitenübersicht",
  languageNames: { en: "Englisch", de: "Deutsch", fr: "Französisch" },
  inLanguage: "auf {language}",
};

export const suggestion: Messages["suggestion"] = {
  label: "Diese Seite auf Deutsch",
  text: "Diese Seite gibt es auch auf Deutsch.",
  go: "Auf Deutsch lesen",
  dismiss: "Nein, danke",
};

export const cards: Messages["cards"] = {
  moreFrom: {
    blog: "Mehr aus dem Blog von {site}",
    news: "Weitere Neuigkeiten von {site}",
    pageStory: "Weitere Kundengeschichten von {site}",
  },
  linkLabel: "Weiterlesen",
  pagination: "{title}: Seiten",
  newer: "← Neuere",
  older: "Ältere →",
  page: "Seite {n}",
};

export const errors: Messages["errors"] = {
  status: "Fehler {status}",
  reference: "Referenz:",
  home: "Zur Startseite",
  notFoundTitle: "Seite nicht gefunden",
  serverTitle: "Da ist etwas schiefgelaufen",
  serverText:
    "Diese Seite lässt sich gerade nicht anzeigen. Versuchen Sie es bitte gleich noch einmal; bleibt der Fehler, schreiben Sie uns und nennen Sie die Referenz unten.",
  methodNotAllowed: {
    title: "Anfrage nicht möglich",
    message: "Diese Adresse beantwortet nur {methods}, keine {method}-Anfragen.",
  },
  addressTooLong: {
    title: "Adresse zu lang",
    message:
      "Diese Webadresse ist länger als jede Adresse dieser Website. Prüfen Sie den Link oder beginnen Sie noch einmal auf der Startseite.",
  },
  notSameOrigin: {
    title: "Nicht von dieser Website gesendet",
    message: "Diese Adresse nimmt Änderungen nur von den Seiten dieser Website an.",
  },
  tooManyRequests: {
    title: "Zu viele Anfragen",
    message: "Zu viele Anfragen: Versuchen Sie es in {seconds} Sekunden noch einmal.",
  },
};
