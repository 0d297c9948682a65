import { INDUSTRIES_FR } from "../../forms/options.ts";
import type { Messages } from "../messages.ts";

// French typography: a no-break space before ? ! : ; (\u00a0).
export const funnel: Messages["funnel"] = {
  back: "Retour",
  contactChoices: {
    heading: "Comment pouvons-nous vous aider\u00a0?",
    intro: "Choisissez ce qui vous amène, nous nous occupons du reste.",
    sales: {
      title: "Contacter l’équipe commerciale",
      text: "Offres, volumes et conditions Enterprise pour votre projet.",
    },
    support: {
      title: "Contacter le support",
      text: "L’aide technique des ingénieurs qui conçoivent nos API.",
      newTab: "s’ouvre dans un nouvel onglet",
    },
    message: { title: "Envoyer un message", text: "Partenariats, presse, facturation ou toute autre question." },
  },
  signupChoices: {
    heading: "Qu’est-ce qui vous décrit le mieux\u00a0?",
    intro: "Nous vous montrerons le chemin le plus court pour démarrer.",
    developer: { title: "J’écris du code", text: "Je veux une clé d’API et la documentation pour commencer." },
    nonDeveloper: { title: "Je n’écris pas de code", text: "Je découvre Locus pour mon équipe ou mon entreprise." },
  },
  useCases: {
    heading: "Que souhaitez-vous réaliser\u00a0?",
    intro: "Choisissez tous les cas d’usage qui vous concernent, pour que les bonnes personnes vous répondent.",
    signupHeading: "Qu’allez-vous construire avec Locus\u00a0?",
    signupIntro:
      "Choisissez tous les cas d’usage qui vous concernent\u00a0; après l’inscription, nous vous orienterons vers les bons guides.",
    selected: "{count} sélectionné(s)",
    none: "Choisissez au moins un cas d’usage pour continuer.",
    next: "Suivant",
    labels: {
      storelocator: "Localisateur de magasins",
      productlocator: "Localisateur de produits",
      autocomplete: "Saisie semi-automatique d’adresses",
      checkout: "Paiement e-commerce",
      fleet: "Distance et temps de trajet",
      geocoding: "Géocodage",
      geofencing: "Géorepérage",
      indoor: "Cartographie intérieure",
      dataset: "Analyse géospatiale",
      ai: "IA",
      other: "Autre",
    },
  },
  forms: {
    sales: {
      heading: "Parlez-nous de votre projet",
      intro: "Notre équipe commerciale vous répond en général sous un jour ouvré.",
      details: "Détails de votre projet",
    },
    enterprise: {
      heading: "Parlons de l’offre Enterprise",
      intro: "Laissez vos coordonnées\u00a0: un responsable de compte vous recontacte sous un jour ouvré.",
      details: "Comment pouvons-nous vous aider\u00a0?",
    },
    inquiry: {
      heading: "Écrivez-nous",
      intro: "Partenariats, presse, facturation ou suggestions\u00a0: nous lisons chaque message.",
      details: "Votre message",
    },
    fields: {
      first_name: "Prénom",
      last_name: "Nom",
      email: "E-mail professionnel",
      job_title: "Fonction",
      company: "Entreprise",
      country: "Pays",
      industry: "Secteur d’activité",
      Your_timeframe: "Quand souhaitez-vous démarrer\u00a0?",
      phoneNumber: "Numéro de téléphone",
    },
    choose: { country: "Choisissez un pays", industry: "Choisissez un secteur", timeframe: "Choisissez un délai" },
    optional: "facultatif",
    requiredNote: "Tous les champs sont obligatoires, sauf mention «\u00a0facultatif\u00a0».",
    useCasesChosen: "Vos cas d’usage",
    agreement: {
      before:
        "J’accepte que Locus conserve ces informations et les utilise pour répondre à ma demande, comme le décrit la ",
      link: "politique de confidentialité",
      after: ".",
    },
    send: "Envoyer",
    sending: "Envoi en cours…",
    fieldError: "Veuillez vérifier ce champ.",
    trap: "Site web",
  },
  industries: INDUSTRIES_FR,
  timeframes: ["moins d’un mois", "1 à 3 mois", "3 à 6 mois", "6 à 12 mois", "plus d’un an", "Je ne sais pas"],
  success: {
    heading: "Merci\u00a0!",
    text: "Votre message nous est bien parvenu. Une personne de l’équipe concernée vous répondra par e-mail, en général sous un jour ouvré.",
    home: "Retour à l’accueil",
  },
};
