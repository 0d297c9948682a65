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

export const suggestion: Messages["suggestion"] = {
  label: "Cette page en français",
  text: "Cette page existe aussi en français.",
  go: "Lire en français",
  dismiss: "Non merci",
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

export const errors: Messages["errors"] = {
  status: "Erreur {status}",
  reference: "Référence\u00a0:",
  home: "Retour à l’accueil",
  notFoundTitle: "Page introuvable",
  serverTitle: "Un problème est survenu",
  serverText:
    "Nous n’avons pas pu afficher cette page. Réessayez dans un instant\u00a0; si le problème persiste, écrivez-nous en indiquant la référence ci-dessous.",
  methodNotAllowed: {
    title: "Requête non acceptée",
    message: "Cette adresse n’accepte que {methods}, pas les requêtes {method}.",
  },
  addressTooLong: {
    title: "Adresse trop longue",
    message:
      "Cette adresse web est plus longue que toutes celles de ce site. Vérifiez le lien, ou repartez de la page d’accueil.",
  },
  notSameOrigin: {
    title: "Non envoyé depuis ce site",
    message: "Cette adresse n’accepte de modifications que depuis les pages de ce site.",
  },
  tooManyRequests: {
    title: "Trop de requêtes",
    message: "Trop de requêtes\u00a0: réessayez dans {seconds}\u00a0secondes.",
  },
};
