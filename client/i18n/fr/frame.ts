import type { Messages } from "../messages.ts";

// French typography: a no-break space before ? ! : ; (\u00a0).
export const frame: Messages["frame"] = {
  skipToContent: "Aller au contenu",
  homePage: "page d’accueil",
  menu: "Menu",
  close: "Fermer",
  mainNavigation: "Navigation principale",
  announcement: "Annonce",
  languages: "Cette page dans d’autres langues",
  social: "Locus sur les réseaux sociaux",
  legal: "Informations légales",
  footerNavigation: "Plan du site",
  languageNames: { en: "anglais", de: "allemand", fr: "français" },
  inLanguage: "en {language}",
};

export const cards: Messages["cards"] = {
  moreFrom: {
    blog: "Plus d’articles de {site}",
    news: "Plus d’actualités de {site}",
    pageStory: "Plus de témoignages clients de {site}",
  },
  linkLabel: "Lire la suite",
  pagination: "{title}\u00a0: pages",
  newer: "← Plus récents",
  older: "Plus anciens →",
  page: "Page {n}",
};
