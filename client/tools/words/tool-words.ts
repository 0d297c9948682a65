import type { Language } from "../../content/languages.ts";
import { formatCoordinate, formatLatLng, type LatLng } from "../../maps/lat-lng.ts";
import type { MapWords } from "../../maps/map-types.ts";
import { ENGLISH_MAP_WORDS } from "../../maps/map-words.ts";

/**
 * The words of the pieces the free tools and the product demos share (the address
 * combobox, the country select, the map region and the tools' messages), in each language
 * of the site. The free tools are English pages and read the English words; a demo on a
 * German or French page reads its language's through ToolLanguage (tool-language.ts). A
 * missing word in German or French fails the type check.
 */
export interface ToolWords {
  /** A position as the tools write it: "Lat: 37.0194 / Long: -4.5612"; "NA" when unknown. */
  latLng(position: LatLng | null | undefined): string;
  /** A label before its value: "Picked point: …" (French sets a space before the colon). */
  labelled(label: string): string;
  /** Name of the suggestions list: "Address: suggestions". */
  suggestionsOf(label: string): string;
  /** For screen readers: "3 suggestions". */
  suggestionCount(count: number): string;
  lookingForSuggestions: string;
  loadingDetails: string;
  tryAgain: string;
  /** The address input's placeholder: what this deployment answers. */
  placeholder: { streets: string; towns: string };
  country: string;
  allCountries: string;
  /** The map's own buttons, credit and hints, and what the region says around it. */
  map: MapWords & {
    waiting: string;
    loading: string;
    error: string;
    keys: string;
    pickHelp: string;
    placesOnMap(count: number): string;
  };
  placeUnresolved: string;
  serviceUnavailable: string;
  positionNotResolved: string;
  /** Nothing matched: a postcode this deployment holds no data for (`kind: "not-held"`), an unknown one, or any text. */
  noSuggestions(
    problem:
      | { kind: "not-held"; text: string; country: string }
      | { kind: "unknown-postcode"; text: string; country: string | null }
      | { kind: "no-match"; text: string; country: string | null },
  ): string;
}

const latLngIn = (lat: string, lng: string) => (position: LatLng | null | undefined) =>
  position
    ? `${lat} ${formatCoordinate(position.lat)} / ${lng} ${formatCoordinate(position.lng)}`
    : `${lat} NA / ${lng} NA`;

/** A country's name in a language, read from the browser's or the runtime's own data. */
export function regionName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const POSTCODES_EN: Record<string, [article: string, words: string]> = {
  GB: ["a", "UK postcode"],
  IE: ["an", "Eircode"],
  US: ["a", "ZIP code"],
};

/** "a UK postcode", "an Eircode", "a postcode of Germany"; `every`: "every UK postcode". */
function postcodeOfEn(country: string, name: (code: string) => string, every = false): string {
  const [article, words] = POSTCODES_EN[country] ?? ["a", `postcode of ${name(country)}`];
  return `${every ? "every" : article} ${words}`;
}

/** English words; `countryName` names a country as the English tools do (their own list). */
export function englishToolWords(countryName: (code: string) => string): ToolWords {
  return {
    latLng: formatLatLng,
    labelled: (label) => `${label}:`,
    suggestionsOf: (label) => `${label}: suggestions`,
    suggestionCount: (count) => `${count} suggestion${count === 1 ? "" : "s"}`,
    lookingForSuggestions: "Looking for suggestions…",
    loadingDetails: "Loading the details of this place…",
    tryAgain: "Try again",
    placeholder: { streets: "Start typing an address or a town", towns: "Type a town or a postcode" },
    country: "Country",
    allCountries: "All countries",
    map: {
      ...ENGLISH_MAP_WORDS,
      waiting: "The map appears here.",
      loading: "Loading the map…",
      error: "The map could not be loaded.",
      keys: "Use the arrow keys to move the map and the plus and minus keys to zoom.",
      pickHelp: " Press Enter to choose the point at the centre of the map, or click a point.",
      placesOnMap: (count) => `Places on this map (${count})`,
    },
    placeUnresolved:
      "We could not find the details of this place. Choose another suggestion, or type the address again.",
    serviceUnavailable:
      "The address service is not answering right now, so we cannot show results. Please try again in a moment.",
    positionNotResolved:
      "We could not find an address for this position: it may be at sea or far from any town in our data.",
    noSuggestions: (problem) => {
      const { text } = problem;
      if (problem.kind === "not-held") {
        const { country } = problem;
        return `“${text}” looks like ${postcodeOfEn(country, countryName)}. The open data built into this site has no postcodes of ${countryName(country)}, so it cannot look this one up: type the town instead. The Localities API finds ${postcodeOfEn(country, countryName, true)}.`;
      }
      const { country } = problem;
      if (problem.kind === "unknown-postcode")
        return `No place has the postcode “${text}” in our data${country ? ` for ${countryName(country)}` : ""}. Check the code, or type the town instead.`;
      const where = country ? ` in ${countryName(country)}` : "";
      return `No matches for “${text}”${where}. Check the spelling, try the town or a postcode${country ? ", or choose another country" : ""}.`;
    },
  };
}

const POSTCODES_DE: Record<string, string> = { GB: "britische Postleitzahl", IE: "irische Postleitzahl (Eircode)" };

const DE: ToolWords = {
  latLng: latLngIn("Breite:", "Länge:"),
  labelled: (label) => `${label}:`,
  suggestionsOf: (label) => `${label}: Vorschläge`,
  suggestionCount: (count) => `${count} ${count === 1 ? "Vorschlag" : "Vorschläge"}`,
  lookingForSuggestions: "Vorschläge werden gesucht…",
  loadingDetails: "Die Details zu diesem Ort werden geladen…",
  tryAgain: "Erneut versuchen",
  placeholder: { streets: "Adresse oder Ort eintippen", towns: "Ort oder Postleitzahl eintippen" },
  country: "Land",
  allCountries: "Alle Länder",
  map: {
    zoomIn: "Hineinzoomen",
    zoomOut: "Herauszoomen",
    credit: "Basiskarte: Natural Earth · Ortsnamen: GeoNames (CC BY 4.0)",
    wheelHint: (key) => `Zum Zoomen ${key} gedrückt halten und scrollen`,
    twoFingers: "Verschieben Sie die Karte mit zwei Fingern",
    waiting: "Hier erscheint die Karte.",
    loading: "Die Karte wird geladen…",
    error: "Die Karte konnte nicht geladen werden.",
    keys: "Mit den Pfeiltasten verschieben Sie die Karte, mit Plus und Minus zoomen Sie.",
    pickHelp:
      " Drücken Sie die Eingabetaste, um den Punkt in der Kartenmitte zu wählen, oder klicken Sie auf einen Punkt.",
    placesOnMap: (count) => `Orte auf dieser Karte (${count})`,
  },
  placeUnresolved:
    "Zu diesem Ort haben wir keine Details gefunden. Wählen Sie einen anderen Vorschlag oder tippen Sie die Adresse erneut ein.",
  serviceUnavailable:
    "Der Adressdienst antwortet gerade nicht, daher können wir keine Ergebnisse zeigen. Bitte versuchen Sie es gleich noch einmal.",
  positionNotResolved:
    "Zu dieser Position haben wir keine Adresse gefunden: Vielleicht liegt sie auf dem Meer oder weit entfernt von jedem Ort in unseren Daten.",
  noSuggestions: (problem) => {
    const { text } = problem;
    if (problem.kind === "not-held") {
      const name = regionName(problem.country, "de");
      const kind = POSTCODES_DE[problem.country] ?? `Postleitzahl aus ${name}`;
      return `„${text}“ sieht aus wie eine ${kind}. Die offenen Daten dieser Website enthalten keine Postleitzahlen aus ${name} und können sie deshalb nicht nachschlagen: Tippen Sie stattdessen den Ort ein. Die Localities API findet jede davon.`;
    }
    const where = problem.country ? ` für ${regionName(problem.country, "de")}` : "";
    if (problem.kind === "unknown-postcode")
      return `Zur Postleitzahl „${text}“ gibt es in unseren Daten${where} keinen Ort. Prüfen Sie die Eingabe oder tippen Sie den Ort ein.`;
    return `Keine Treffer für „${text}“${where}. Prüfen Sie die Schreibweise, versuchen Sie es mit dem Ort oder einer Postleitzahl${problem.country ? " oder wählen Sie ein anderes Land" : ""}.`;
  },
};

const POSTCODES_FR: Record<string, string> = { GB: "un code postal britannique", IE: "un Eircode irlandais" };

const FR: ToolWords = {
  latLng: latLngIn("Lat. :", "Long. :"),
  labelled: (label) => `${label}\u00a0:`,
  suggestionsOf: (label) => `${label} : suggestions`,
  suggestionCount: (count) => `${count} suggestion${count > 1 ? "s" : ""}`,
  lookingForSuggestions: "Recherche de suggestions…",
  loadingDetails: "Chargement des détails de ce lieu…",
  tryAgain: "Réessayer",
  placeholder: { streets: "Une adresse ou une ville", towns: "Une ville ou un code postal" },
  country: "Pays",
  allCountries: "Tous les pays",
  map: {
    zoomIn: "Zoom avant",
    zoomOut: "Zoom arrière",
    credit: "Fond de carte : Natural Earth · Noms de lieux : GeoNames (CC BY 4.0)",
    wheelHint: (key) => `Maintenez ${key} et faites défiler pour zoomer`,
    twoFingers: "Déplacez la carte avec deux doigts",
    waiting: "La carte s’affiche ici.",
    loading: "Chargement de la carte…",
    error: "La carte n’a pas pu être chargée.",
    keys: "Déplacez la carte avec les flèches du clavier et zoomez avec les touches plus et moins.",
    pickHelp: " Appuyez sur Entrée pour choisir le point au centre de la carte, ou cliquez sur un point.",
    placesOnMap: (count) => `Lieux sur cette carte (${count})`,
  },
  placeUnresolved:
    "Nous n’avons pas trouvé les détails de ce lieu. Choisissez une autre suggestion ou saisissez à nouveau l’adresse.",
  serviceUnavailable:
    "Le service d’adresses ne répond pas pour le moment : nous ne pouvons pas afficher de résultats. Réessayez dans un instant.",
  positionNotResolved:
    "Nous n’avons trouvé aucune adresse à cette position : elle est peut-être en mer, ou loin de toute ville de nos données.",
  noSuggestions: (problem) => {
    const { text } = problem;
    if (problem.kind === "not-held") {
      const name = regionName(problem.country, "fr");
      const kind = POSTCODES_FR[problem.country] ?? `un code postal (${name})`;
      return `« ${text} » ressemble à ${kind}. Les données ouvertes intégrées à ce site ne contiennent pas les codes postaux de ce pays (${name}) et ne peuvent donc pas le retrouver : saisissez plutôt la ville. L’API Localities, elle, les trouve tous.`;
    }
    const where = problem.country ? ` (${regionName(problem.country, "fr")})` : "";
    if (problem.kind === "unknown-postcode")
      return `Aucun lieu ne porte le code postal « ${text} » dans nos données${where}. Vérifiez le code ou saisissez plutôt la ville.`;
    return `Aucun résultat pour « ${text} »${where}. Vérifiez l’orthographe, essayez la ville ou un code postal${problem.country ? ", ou choisissez un autre pays" : ""}.`;
  },
};

/** The shared words in `language`; English names countries with `englishCountryName`. */
export function toolWords(language: Language, englishCountryName: (code: string) => string): ToolWords {
  if (language === "de") return DE;
  if (language === "fr") return FR;
  return englishToolWords(englishCountryName);
}
