import type { Messages } from "../messages.ts";

// French typography: a no-break space before ? ! : ; (\u00a0).
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
