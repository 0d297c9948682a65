import type { Messages } from "../messages.ts";

// French typography: a no-break space before ? ! : ; and inside « » (\u00a0).
export const tools: Messages["tools"] = {
  loadingSuggestions: "Recherche de suggestions…",
  loadingDetails: "Chargement des détails de ce lieu…",
  suggestionsFound: { one: "1 suggestion", other: "{count} suggestions" },
  position: "Lat.\u00a0: {lat} / Long.\u00a0: {lng}",
  unknown: "inconnue",
  tryAgain: "Réessayer",
  placeUnresolved:
    "Nous n’avons pas trouvé les détails de ce lieu. Choisissez une autre suggestion, ou saisissez de nouveau l’adresse.",
  serviceUnavailable:
    "Le service d’adresses ne répond pas pour le moment, nous ne pouvons donc pas afficher de résultats. Réessayez dans un instant.",
  positionNotResolved:
    "Nous n’avons trouvé aucune adresse pour cette position\u00a0: elle est peut-être en mer, ou loin de toute ville de nos données.",
  locationBlockedHelp:
    "Si vous avez bloqué la localisation pour ce site, autorisez-la dans les paramètres du site de votre navigateur (l’icône à côté de la barre d’adresse), puis réessayez. Inutile de recharger la page.",
  locationUnavailable:
    "Votre navigateur n’a pas pu donner votre position cette fois-ci (pas de signal, ou cela a pris trop de temps).",
  noMatch: "Aucun résultat pour «\u00a0{text}\u00a0». Vérifiez l’orthographe, essayez la ville ou un code postal.",
  noMatchIn:
    "Aucun résultat pour «\u00a0{text}\u00a0» dans ce pays\u00a0: {country}. Vérifiez l’orthographe, essayez la ville ou un code postal, ou choisissez un autre pays.",
  postcodeUnknown:
    "Aucun lieu n’a le code postal «\u00a0{text}\u00a0» dans nos données. Vérifiez le code, ou saisissez plutôt la ville.",
  postcodeUnknownIn:
    "Aucun lieu n’a le code postal «\u00a0{text}\u00a0» dans nos données pour ce pays\u00a0: {country}. Vérifiez le code, ou saisissez plutôt la ville.",
  postcodeNotHeld:
    "«\u00a0{text}\u00a0» ressemble à {postcode}. Les données ouvertes de ce site n’ont pas les codes postaux de ce pays ({country})\u00a0: elles ne peuvent pas le retrouver, saisissez plutôt la ville. L’API Localities trouve {every}.",
  postcodeNames: {
    GB: { one: "un code postal britannique", every: "tous les codes postaux britanniques" },
    IE: { one: "un Eircode", every: "tous les Eircodes" },
    US: { one: "un code ZIP", every: "tous les codes ZIP" },
    other: { one: "un code postal de ce pays ({country})", every: "tous les codes postaux de ce pays ({country})" },
  },
  suggestionsOf: "{label}\u00a0: suggestions",
  country: "Pays",
  allCountries: "Tous les pays",
  pickerStreets: "Saisissez une adresse ou une ville",
  pickerTowns: "Saisissez une ville ou un code postal",
  map: {
    zoomIn: "Zoom avant",
    zoomOut: "Zoom arrière",
    credit: "Fond de carte\u00a0: Natural Earth · Noms de lieux\u00a0: GeoNames (CC BY 4.0)",
    wheelHint: "Maintenez {key} et faites défiler pour zoomer",
    twoFingers: "Déplacez la carte avec deux doigts",
    waiting: "La carte s’affiche ici.",
    loading: "Chargement de la carte…",
    error: "La carte n’a pas pu être chargée.",
    keys: "Déplacez la carte avec les flèches du clavier, zoomez avec les touches plus et moins.",
    pickHelp: "Appuyez sur Entrée pour choisir le point au centre de la carte, ou cliquez sur un point.",
    places: "Lieux sur cette carte ({count})",
  },
};

export const demos: Messages["demos"] = {
  autocomplete: {
    postcode: { US: "Code ZIP", IE: "Eircode", other: "Code postal" },
    address: "Adresse",
    town: "Ville",
    region: "Région",
    country: "Pays",
    coordinates: "Coordonnées",
    morePostcodes: "{list} et {count} autres",
    hint: "Tapez deux lettres d’une ville, ou le début d’un code postal, et choisissez une suggestion.",
  },
  localities: {
    labelStreets: "Saisissez une adresse, une ville ou un code postal",
    labelTowns: "Saisissez une ville ou un code postal",
    exampleStreets: "Par exemple\u00a0: 1 rue de Rivoli, 69002, Leeds",
    exampleTowns: "Par exemple\u00a0: saint etien, 69002, SW1A 1AA",
    type: "Type",
    types: {
      any: "Tous les types",
      address: "Adresses",
      locality: "Villes (locality)",
      postal_code: "Codes postaux (postal_code)",
    },
    suggestions: "1. Suggestions",
    chooseOne: "Suggestions\u00a0: choisissez-en une pour voir ses détails",
    none: "Aucune suggestion pour ce texte avec ces filtres.",
    raw: "La requête et sa réponse JSON",
    autocompleteCall: "Appel d’autocomplétion",
    fromSecond: "Les suggestions commencent au deuxième caractère.",
    details: "2. Détails de la suggestion choisie",
    detailsCall: "Appel de détails",
  },
  map: {
    hint: "Cliquez n’importe où sur la carte, ou placez-y le focus et appuyez sur Entrée, pour voir ce qui s’y trouve.",
    label: "Carte interactive",
    picked: "Point choisi",
    lookingUp: "Recherche de {position}…",
  },
  geolocation: {
    asking: "Nous demandons à l’API de géolocalisation où vous êtes…",
    failed: "L’API de géolocalisation n’a pas répondu à l’instant. Rechargez la page pour réessayer.",
    country: "Votre pays",
    countryUnknown: "Inconnu\u00a0: votre connexion ne le dit pas",
    position: "Position approximative",
    positionUnknown: "Inconnue pour votre connexion",
    town: "Ville la plus proche",
    townUnknown: "Inconnue",
    noMap: "Pas de carte\u00a0: votre connexion ne dit pas où elle se trouve.",
    answer: "La réponse de l’API",
    mapLabel: "Carte de votre position approximative",
    marker: "Votre position approximative",
    compareText:
      "Aucune autorisation n’est nécessaire\u00a0: tout vient de votre connexion. Votre appareil en sait plus\u00a0; comparez les deux (votre position reste dans cette page).",
    compare: "Comparer avec la position de mon appareil",
    waiting: "En attente de votre navigateur…",
    denied: "Votre navigateur n’a pas partagé sa position.",
    device: "Votre appareil\u00a0: {position}",
    distance: "à {distance} de la position approximative",
  },
  hero: {
    receives: "Ce que reçoit votre code",
    tryTowns: "Essayez une ville ou un code postal\u00a0: Lyon, Leeds, 10115 ou 90210.",
    tryStreets: "Essayez une adresse de n’importe quel pays, ou un code postal.",
  },
};
