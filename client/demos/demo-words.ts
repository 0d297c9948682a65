import type { Language } from "../content/languages.ts";

/**
 * The words of the product demos on the home and product pages (docs/demos.md), in each
 * language of the site: the home page's live autocomplete, the address autocomplete, the
 * Localities calls, the map and the geolocation demo. The pieces they share with the free
 * tools speak through client/tools/words/tool-words.ts. A missing word in German or French
 * fails the type check.
 */
export interface DemoWords {
  hero: { receives: string; hintTowns: string; hintStreets: string };
  autocomplete: {
    address: string;
    town: string;
    postcode: { US: string; IE: string; other: string };
    /** "75001, 75002, 75003 and 4 more". */
    andMore(shown: string, more: number): string;
    state: string;
    country: string;
    coordinates: string;
    hint: string;
  };
  localities: {
    inputStreets: string;
    inputTowns: string;
    placeholderStreets: string;
    placeholderTowns: string;
    type: string;
    anyType: string;
    addresses: string;
    towns: string;
    postcodes: string;
    suggestions: string;
    chooseOne: string;
    noSuggestion: string;
    raw: string;
    autocompleteCall: string;
    detailsCall: string;
    startHint: string;
    details: string;
  };
  map: { hint: string; label: string; picked: string; lookingUp(where: string): string };
  geolocation: {
    asking: string;
    failed: string;
    country: string;
    unknownCountry: string;
    position: string;
    unknownPosition: string;
    town: string;
    unknown: string;
    answer: string;
    mapLabel: string;
    marker: string;
    compareNote: string;
    waiting: string;
    compare: string;
    denied: string;
    device(where: string, distance: string | null): string;
  };
}

const EN: DemoWords = {
  hero: {
    receives: "What your code receives",
    hintTowns: "Try a town or a postcode: Lyon, Leeds, 10115 or 90210.",
    hintStreets: "Try a street address in any country, or a postcode.",
  },
  autocomplete: {
    address: "Address",
    town: "Town",
    postcode: { US: "ZIP Code", IE: "Eircode", other: "Postal Code" },
    andMore: (shown, more) => `${shown} and ${more} more`,
    state: "State / Region",
    country: "Country",
    coordinates: "Coordinates",
    hint: "Type two letters of a town, or the start of a ZIP code, and choose a suggestion.",
  },
  localities: {
    inputStreets: "Type an address, a town or a postcode",
    inputTowns: "Type a town or a postcode",
    placeholderStreets: "For example: 10 Downing Street, 90210, Lyon",
    placeholderTowns: "For example: saint etien, 90210, SW1A 1AA",
    type: "Type",
    anyType: "Any type",
    addresses: "Addresses",
    towns: "Towns (locality)",
    postcodes: "Postcodes (postal_code)",
    suggestions: "1. Suggestions",
    chooseOne: "Suggestions: choose one to see its details",
    noSuggestion: "No suggestion for this text with these filters.",
    raw: "The request and its JSON answer",
    autocompleteCall: "Autocomplete call",
    detailsCall: "Details call",
    startHint: "Suggestions start from the second character.",
    details: "2. Details of the chosen suggestion",
  },
  map: {
    hint: "Click anywhere on the map, or focus it and press Enter, to see what is there.",
    label: "Interactive map",
    picked: "Picked point",
    lookingUp: (where) => `Looking up ${where}…`,
  },
  geolocation: {
    asking: "Asking the Geolocation API where you are…",
    failed: "The Geolocation API did not answer just now. Reload the page to try again.",
    country: "Your country",
    unknownCountry: "Unknown: your connection does not tell",
    position: "Approximate position",
    unknownPosition: "Not known for your connection",
    town: "Nearest town",
    unknown: "Not known",
    answer: "The API's answer",
    mapLabel: "Map of your approximate position",
    marker: "Your approximate position",
    compareNote:
      "This needs no permission: it comes from your connection. Your device knows better; compare the two (your position stays in this page).",
    waiting: "Waiting for your browser…",
    compare: "Compare with my device's position",
    denied: "Your browser did not share its position.",
    device: (where, distance) =>
      `Your device: ${where}${distance ? `, ${distance} from the approximate position.` : "."}`,
  },
};

const DE: DemoWords = {
  hero: {
    receives: "Was Ihr Code zurückbekommt",
    hintTowns: "Probieren Sie einen Ort oder eine Postleitzahl: Lyon, Leeds, 10115 oder 90210.",
    hintStreets: "Probieren Sie eine Straßenadresse in einem beliebigen Land oder eine Postleitzahl.",
  },
  autocomplete: {
    address: "Adresse",
    town: "Ort",
    postcode: { US: "ZIP Code", IE: "Eircode", other: "Postleitzahl" },
    andMore: (shown, more) => `${shown} und ${more} weitere`,
    state: "Bundesland / Region",
    country: "Land",
    coordinates: "Koordinaten",
    hint: "Tippen Sie zwei Buchstaben eines Orts oder den Anfang einer Postleitzahl und wählen Sie einen Vorschlag.",
  },
  localities: {
    inputStreets: "Adresse, Ort oder Postleitzahl eintippen",
    inputTowns: "Ort oder Postleitzahl eintippen",
    placeholderStreets: "Zum Beispiel: Unter den Linden 5, 90210, Lyon",
    placeholderTowns: "Zum Beispiel: saint etien, 90210, SW1A 1AA",
    type: "Typ",
    anyType: "Alle Typen",
    addresses: "Adressen",
    towns: "Orte (locality)",
    postcodes: "Postleitzahlen (postal_code)",
    suggestions: "1. Vorschläge",
    chooseOne: "Vorschläge: Wählen Sie einen, um seine Details zu sehen",
    noSuggestion: "Kein Vorschlag für diesen Text mit diesen Filtern.",
    raw: "Die Anfrage und ihre JSON-Antwort",
    autocompleteCall: "Aufruf der Autovervollständigung",
    detailsCall: "Aufruf der Details",
    startHint: "Vorschläge gibt es ab dem zweiten Zeichen.",
    details: "2. Details zum gewählten Vorschlag",
  },
  map: {
    hint: "Klicken Sie irgendwo auf die Karte, oder wählen Sie sie mit der Tastatur aus und drücken Sie die Eingabetaste, um zu sehen, was dort ist.",
    label: "Interaktive Karte",
    picked: "Gewählter Punkt",
    lookingUp: (where) => `Suche nach ${where}…`,
  },
  geolocation: {
    asking: "Die Geolocation API ermittelt, wo Sie sind…",
    failed:
      "Die Geolocation API hat gerade nicht geantwortet. Laden Sie die Seite neu, um es noch einmal zu versuchen.",
    country: "Ihr Land",
    unknownCountry: "Unbekannt: Ihre Verbindung verrät es nicht",
    position: "Ungefähre Position",
    unknownPosition: "Für Ihre Verbindung nicht bekannt",
    town: "Nächster Ort",
    unknown: "Nicht bekannt",
    answer: "Die Antwort der API",
    mapLabel: "Karte Ihrer ungefähren Position",
    marker: "Ihre ungefähre Position",
    compareNote:
      "Dafür braucht es keine Erlaubnis: Es kommt aus Ihrer Verbindung. Ihr Gerät weiß es genauer; vergleichen Sie beides (Ihre Position bleibt in dieser Seite).",
    waiting: "Warten auf Ihren Browser…",
    compare: "Mit der Position meines Geräts vergleichen",
    denied: "Ihr Browser hat seine Position nicht geteilt.",
    device: (where, distance) =>
      `Ihr Gerät: ${where}${distance ? `, ${distance} von der ungefähren Position entfernt.` : "."}`,
  },
};

const FR: DemoWords = {
  hero: {
    receives: "Ce que reçoit votre code",
    hintTowns: "Essayez une ville ou un code postal : Lyon, Leeds, 10115 ou 90210.",
    hintStreets: "Essayez une adresse postale dans n’importe quel pays, ou un code postal.",
  },
  autocomplete: {
    address: "Adresse",
    town: "Ville",
    postcode: { US: "Code ZIP", IE: "Eircode", other: "Code postal" },
    andMore: (shown, more) => `${shown} et ${more} autres`,
    state: "État / Région",
    country: "Pays",
    coordinates: "Coordonnées",
    hint: "Saisissez deux lettres d’une ville, ou le début d’un code postal, puis choisissez une suggestion.",
  },
  localities: {
    inputStreets: "Saisissez une adresse, une ville ou un code postal",
    inputTowns: "Saisissez une ville ou un code postal",
    placeholderStreets: "Par exemple : 10 place Bellecour, 90210, Lyon",
    placeholderTowns: "Par exemple : saint etien, 90210, SW1A 1AA",
    type: "Type",
    anyType: "Tous les types",
    addresses: "Adresses",
    towns: "Villes (locality)",
    postcodes: "Codes postaux (postal_code)",
    suggestions: "1. Suggestions",
    chooseOne: "Suggestions : choisissez-en une pour voir ses détails",
    noSuggestion: "Aucune suggestion pour ce texte avec ces filtres.",
    raw: "La requête et sa réponse JSON",
    autocompleteCall: "Appel d’autocomplétion",
    detailsCall: "Appel des détails",
    startHint: "Les suggestions commencent dès le deuxième caractère.",
    details: "2. Détails de la suggestion choisie",
  },
  map: {
    hint: "Cliquez n’importe où sur la carte, ou sélectionnez-la au clavier et appuyez sur Entrée, pour voir ce qui s’y trouve.",
    label: "Carte interactive",
    picked: "Point choisi",
    lookingUp: (where) => `Recherche de ${where}…`,
  },
  geolocation: {
    asking: "L’API de géolocalisation cherche où vous êtes…",
    failed: "L’API de géolocalisation n’a pas répondu à l’instant. Rechargez la page pour réessayer.",
    country: "Votre pays",
    unknownCountry: "Inconnu : votre connexion ne le dit pas",
    position: "Position approximative",
    unknownPosition: "Inconnue pour votre connexion",
    town: "Ville la plus proche",
    unknown: "Inconnue",
    answer: "La réponse de l’API",
    mapLabel: "Carte de votre position approximative",
    marker: "Votre position approximative",
    compareNote:
      "Aucune autorisation n’est nécessaire : cela vient de votre connexion. Votre appareil en sait plus ; comparez les deux (votre position reste dans cette page).",
    waiting: "En attente de votre navigateur…",
    compare: "Comparer avec la position de mon appareil",
    denied: "Votre navigateur n’a pas partagé sa position.",
    device: (where, distance) =>
      `Votre appareil : ${where}${distance ? `, à ${distance} de la position approximative.` : "."}`,
  },
};

const WORDS: Record<Language, DemoWords> = { en: EN, de: DE, fr: FR };

/** The demos' words in `language`. */
export function demoWords(language: Language): DemoWords {
  return WORDS[language];
}
