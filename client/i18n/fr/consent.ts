import type { Messages } from "../messages.ts";

export const consent: Messages["consent"] = {
  choosePurpose: "Choisir par finalité",
  services: "Services\u00a0: {list}.",
  settings: "Paramètres",
  save: "Enregistrer mes choix",
  decline: "Refuser",
  accept: "Tout accepter",
  later: "Décider plus tard",
  purposes: {
    analytics: {
      title: "Mesure d’audience et publicité",
      text: "Compter les visites et mesurer nos campagnes, pour améliorer le site et dépenser moins en publicités qui ne vous concernent pas.",
    },
    tools: {
      title: "Outils et médias",
      text: "Discuter avec notre équipe, une carte de nos bureaux, des vidéos et des exemples de code en direct, chargés chez leurs éditeurs.",
    },
    security: {
      title: "Sécurité",
      text: "Protéger le site et votre compte, et retenir les choix que vous faites ici. Toujours actif.",
    },
  },
  serviceNames: {
    tagManager: "Gestionnaire de balises (statistiques de visite)",
    marketingPixel: "Pixel marketing (résultats des campagnes)",
    socialAdPixel: "Pixel publicitaire d’un réseau social",
    businessNetwork: "Statistiques d’un réseau professionnel",
    visitorIdentification: "Identification des entreprises qui nous rendent visite",
    reviewTracker: "Widget d’avis clients",
    chat: "Discussion avec notre équipe",
    officesMap: "Carte de nos bureaux",
    video: "Lecteur vidéo",
    codeSandbox: "Bacs à sable de code",
    fiddle: "Exemples de code interactifs",
  },
  embed: {
    video: {
      note: "Ce lecteur vidéo est fourni par une autre entreprise et ne se charge qu’avec votre accord. L’activer l’autorise sur toutes les pages\u00a0; vous pouvez changer d’avis dans les paramètres des cookies.",
      enable: "Activer le lecteur vidéo",
    },
    codeSandbox: {
      note: "Ce bac à sable de code est fourni par une autre entreprise et ne se charge qu’avec votre accord. L’activer l’autorise sur toutes les pages\u00a0; vous pouvez changer d’avis dans les paramètres des cookies.",
      enable: "Activer le bac à sable",
    },
    fiddle: {
      note: "Cet exemple de code interactif est fourni par une autre entreprise et ne se charge qu’avec votre accord. L’activer l’autorise sur toutes les pages\u00a0; vous pouvez changer d’avis dans les paramètres des cookies.",
      enable: "Activer l’exemple de code",
    },
    officesMap: {
      note: "Cette carte de nos bureaux est fournie par une autre entreprise et ne se charge qu’avec votre accord. L’activer l’autorise sur toutes les pages\u00a0; vous pouvez changer d’avis dans les paramètres des cookies.",
      enable: "Activer la carte des bureaux",
    },
    reviewTracker: {
      note: "Ce widget d’avis est fourni par une autre entreprise et ne se charge qu’avec votre accord. L’activer l’autorise sur toutes les pages\u00a0; vous pouvez changer d’avis dans les paramètres des cookies.",
      enable: "Activer le widget d’avis",
    },
  },
  unavailable: "Ce contenu intégré n’est pas disponible pour le moment.",
};
