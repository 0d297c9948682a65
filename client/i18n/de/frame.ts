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
