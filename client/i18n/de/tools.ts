import type { Messages } from "../messages.ts";

export const tools: Messages["tools"] = {
  loadingSuggestions: "Vorschläge werden gesucht …",
  loadingDetails: "Details zu diesem Ort werden geladen …",
  suggestionsFound: { one: "1 Vorschlag", other: "{count} Vorschläge" },
  position: "Breite: {lat} / Länge: {lng}",
  unknown: "unbekannt",
  tryAgain: "Erneut versuchen",
  placeUnresolved:
    "Die Details zu diesem Ort haben wir nicht gefunden. Wählen Sie einen anderen Vorschlag oder geben Sie die Adresse neu ein.",
  serviceUnavailable:
    "Der Adressdienst antwortet gerade nicht, daher können wir keine Ergebnisse zeigen. Versuchen Sie es bitte gleich noch einmal.",
  positionNotResolved:
    "Zu dieser Position haben wir keine Adresse gefunden: Vielleicht liegt sie auf dem Meer oder weit entfernt von jedem Ort in unseren Daten.",
  locationBlockedHelp:
    "Wenn Sie den Standortzugriff für diese Website blockiert haben, erlauben Sie ihn in den Website-Einstellungen Ihres Browsers (das Symbol neben der Adressleiste) und versuchen Sie es erneut. Die Seite müssen Sie dafür nicht neu laden.",
  locationUnavailable:
    "Ihr Browser konnte Ihre Position diesmal nicht ermitteln (kein Signal, oder es hat zu lange gedauert).",
  noMatch:
    "Keine Treffer für „{text}“. Prüfen Sie die Schreibweise oder versuchen Sie es mit dem Ort oder einer Postleitzahl.",
  noMatchIn:
    "Keine Treffer für „{text}“ in {country}. Prüfen Sie die Schreibweise, versuchen Sie es mit dem Ort oder einer Postleitzahl, oder wählen Sie ein anderes Land.",
  postcodeUnknown:
    "Die Postleitzahl „{text}“ gehört in unseren Daten zu keinem Ort. Prüfen Sie sie oder geben Sie stattdessen den Ort ein.",
  postcodeUnknownIn:
    "Die Postleitzahl „{text}“ gehört in unseren Daten für {country} zu keinem Ort. Prüfen Sie sie oder geben Sie stattdessen den Ort ein.",
  postcodeNotHeld:
    "„{text}“ sieht aus wie {postcode}. Die offenen Daten dieser Website enthalten keine Postleitzahlen für {country} und können sie daher nicht nachschlagen: Geben Sie stattdessen den Ort ein. Die Localities API findet {every}.",
  postcodeNames: {
    GB: { one: "eine britische Postleitzahl", every: "jede britische Postleitzahl" },
    IE: { one: "ein Eircode", every: "jeden Eircode" },
    US: { one: "ein ZIP-Code", every: "jeden ZIP-Code" },
    other: { one: "eine Postleitzahl für {country}", every: "jede Postleitzahl für {country}" },
  },
  suggestionsOf: "{label}: Vorschläge",
  country: "Land",
  allCountries: "Alle Länder",
  pickerStreets: "Adresse oder Ort eingeben",
  pickerTowns: "Ort oder Postleitzahl eingeben",
  map: {
    zoomIn: "Hineinzoomen",
    zoomOut: "Herauszoomen",
    credit: "Basiskarte: Natural Earth · Ortsnamen: GeoNames (CC BY 4.0)",
    wheelHint: "Zum Zoomen {key} gedrückt halten und scrollen",
    twoFingers: "Verschieben Sie die Karte mit zwei Fingern",
    waiting: "Hier erscheint die Karte.",
    loading: "Karte wird geladen …",
    error: "Die Karte konnte nicht geladen werden.",
    keys: "Mit den Pfeiltasten verschieben Sie die Karte, mit Plus und Minus zoomen Sie.",
    pickHelp:
      "Drücken Sie die Eingabetaste, um den Punkt in der Kartenmitte zu wählen, oder klicken Sie auf einen Punkt.",
    places: "Orte auf dieser Karte ({count})",
  },
};

export const demos: Messages["demos"] = {
  autocomplete: {
    postcode: { US: "ZIP-Code", IE: "Eircode", other: "Postleitzahl" },
    address: "Adresse",
    town: "Ort",
    region: "Bundesland / Region",
    country: "Land",
    coordinates: "Koordinaten",
    morePostcodes: "{list} und {count} weitere",
    hint: "Geben Sie zwei Buchstaben eines Orts oder den Anfang einer Postleitzahl ein und wählen Sie einen Vorschlag.",
  },
  localities: {
    labelStreets: "Adresse, Ort oder Postleitzahl eingeben",
    labelTowns: "Ort oder Postleitzahl eingeben",
    exampleStreets: "Zum Beispiel: Unter den Linden 1, 10115, Lyon",
    exampleTowns: "Zum Beispiel: saint etien, 90210, SW1A 1AA",
    type: "Typ",
    types: {
      any: "Alle Typen",
      address: "Adressen",
      locality: "Orte (locality)",
      postal_code: "Postleitzahlen (postal_code)",
    },
    suggestions: "1. Vorschläge",
    chooseOne: "Vorschläge: Wählen Sie einen, um seine Details zu sehen",
    none: "Kein Vorschlag für diesen Text mit diesen Filtern.",
    raw: "Die Anfrage und ihre JSON-Antwort",
    autocompleteCall: "Autocomplete-Aufruf",
    fromSecond: "Vorschläge gibt es ab dem zweiten Zeichen.",
    details: "2. Details zum gewählten Vorschlag",
    detailsCall: "Details-Aufruf",
  },
  map: {
    hint: "Klicken Sie irgendwo auf die Karte oder fokussieren Sie sie und drücken Sie die Eingabetaste, um zu sehen, was dort liegt.",
    label: "Interaktive Karte",
    picked: "Gewählter Punkt",
    lookingUp: "{position} wird nachgeschlagen …",
  },
  geolocation: {
    asking: "Die Geolocation API wird gefragt, wo Sie sind …",
    failed:
      "Die Geolocation API hat gerade nicht geantwortet. Laden Sie die Seite neu, um es noch einmal zu versuchen.",
    country: "Ihr Land",
    countryUnknown: "Unbekannt: Ihre Verbindung verrät es nicht",
    position: "Ungefähre Position",
    positionUnknown: "Für Ihre Verbindung nicht bekannt",
    town: "Nächster Ort",
    townUnknown: "Nicht bekannt",
    noMap: "Keine Karte: Ihre Verbindung verrät keinen Standort.",
    answer: "Die Antwort der API",
    mapLabel: "Karte Ihrer ungefähren Position",
    marker: "Ihre ungefähre Position",
    compareText:
      "Dafür ist keine Erlaubnis nötig: Die Angaben stammen aus Ihrer Verbindung. Ihr Gerät weiß es genauer; vergleichen Sie beides (Ihre Position bleibt auf dieser Seite).",
    compare: "Mit der Position meines Geräts vergleichen",
    waiting: "Warten auf Ihren Browser …",
    denied: "Ihr Browser hat seine Position nicht mitgeteilt.",
    device: "Ihr Gerät: {position}",
    distance: "{distance} von der ungefähren Position entfernt",
  },
  hero: {
    receives: "Das erhält Ihr Code",
    tryTowns: "Probieren Sie einen Ort oder eine Postleitzahl: Lyon, Leeds, 10115 oder 90210.",
    tryStreets: "Probieren Sie eine Adresse in einem beliebigen Land oder eine Postleitzahl.",
  },
};
