/**
 * The states of the address tools and the product demos (client/tools/, client/demos/,
 * client/maps/): loading, nothing found, the service not answering. The words the free
 * tools' own pages give verbatim (docs/tools.md) stay in client/tools/notices.ts.
 */
export const tools = {
  loadingSuggestions: "Looking for suggestions…",
  loadingDetails: "Loading the details of this place…",
  /** Read out when suggestions arrive. */
  suggestionsFound: { one: "1 suggestion", other: "{count} suggestions" },
  /** A position as the demos and maps write it; `unknown` stands for a coordinate not known. */
  position: "Lat: {lat} / Long: {lng}",
  unknown: "NA",
  tryAgain: "Try again",
  placeUnresolved: "We could not find the details of this place. Choose another suggestion, or type the address again.",
  serviceUnavailable:
    "The address service is not answering right now, so we cannot show results. Please try again in a moment.",
  positionNotResolved:
    "We could not find an address for this position: it may be at sea or far from any town in our data.",
  locationBlockedHelp:
    "If you blocked location for this site, allow it in your browser’s site settings (the icon beside the address bar), then try again. You do not need to reload the page.",
  locationUnavailable: "Your browser could not tell us your position this time (no signal, or it took too long).",
  noMatch: "No matches for “{text}”. Check the spelling, try the town or a postcode.",
  noMatchIn:
    "No matches for “{text}” in {country}. Check the spelling, try the town or a postcode, or choose another country.",
  postcodeUnknown: "No place has the postcode “{text}” in our data. Check the code, or type the town instead.",
  postcodeUnknownIn:
    "No place has the postcode “{text}” in our data for {country}. Check the code, or type the town instead.",
  postcodeNotHeld:
    "“{text}” looks like {postcode}. The open data built into this site has no postcodes of {country}, so it cannot look this one up: type the town instead. The Localities API finds {every}.",
  /** A postcode named in a sentence: "a UK postcode", "every UK postcode". */
  postcodeNames: {
    GB: { one: "a UK postcode", every: "every UK postcode" },
    IE: { one: "an Eircode", every: "every Eircode" },
    US: { one: "a ZIP code", every: "every ZIP code" },
    other: { one: "a postcode of {country}", every: "every postcode of {country}" },
  },
  suggestionsOf: "{label}: suggestions",
  country: "Country",
  allCountries: "All countries",
  pickerStreets: "Start typing an address or a town",
  pickerTowns: "Type a town or a postcode",
  map: {
    // The map's own buttons, credit of the embedded base map and gesture hints.
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    credit: "Base map: Natural Earth · Place names: GeoNames (CC BY 4.0)",
    wheelHint: "Use {key} + scroll to zoom the map",
    twoFingers: "Use two fingers to move the map",
    waiting: "The map appears here.",
    loading: "Loading the map…",
    error: "The map could not be loaded.",
    keys: "Use the arrow keys to move the map and the plus and minus keys to zoom.",
    pickHelp: "Press Enter to choose the point at the centre of the map, or click a point.",
    places: "Places on this map ({count})",
  },
};

/** The product demos and the home page's live demo (client/islands/demo-*.tsx, hero-autocomplete.tsx). */
export const demos = {
  autocomplete: {
    /** The postcode row's name by the country of the address. */
    postcode: { US: "ZIP Code", IE: "Eircode", other: "Postal Code" },
    address: "Address",
    town: "Town",
    region: "State / Region",
    country: "Country",
    coordinates: "Coordinates",
    morePostcodes: "{list} and {count} more",
    hint: "Type two letters of a town, or the start of a ZIP code, and choose a suggestion.",
  },
  localities: {
    labelStreets: "Type an address, a town or a postcode",
    labelTowns: "Type a town or a postcode",
    exampleStreets: "For example: 10 Downing Street, 90210, Lyon",
    exampleTowns: "For example: saint etien, 90210, SW1A 1AA",
    type: "Type",
    types: {
      any: "Any type",
      address: "Addresses",
      locality: "Towns (locality)",
      postal_code: "Postcodes (postal_code)",
    },
    suggestions: "1. Suggestions",
    chooseOne: "Suggestions: choose one to see its details",
    none: "No suggestion for this text with these filters.",
    raw: "The request and its JSON answer",
    autocompleteCall: "Autocomplete call",
    fromSecond: "Suggestions start from the second character.",
    details: "2. Details of the chosen suggestion",
    detailsCall: "Details call",
  },
  map: {
    hint: "Click anywhere on the map, or focus it and press Enter, to see what is there.",
    label: "Interactive map",
    picked: "Picked point",
    lookingUp: "Looking up {position}…",
  },
  geolocation: {
    asking: "Asking the Geolocation API where you are…",
    failed: "The Geolocation API did not answer just now. Reload the page to try again.",
    country: "Your country",
    countryUnknown: "Unknown: your connection does not tell",
    position: "Approximate position",
    positionUnknown: "Not known for your connection",
    town: "Nearest town",
    townUnknown: "Not known",
    noMap: "No map: your connection does not tell where it is.",
    answer: "The API's answer",
    mapLabel: "Map of your approximate position",
    marker: "Your approximate position",
    compareText:
      "This needs no permission: it comes from your connection. Your device knows better; compare the two (your position stays in this page).",
    compare: "Compare with my device's position",
    waiting: "Waiting for your browser…",
    denied: "Your browser did not share its position.",
    device: "Your device: {position}",
    distance: "{distance} from the approximate position",
  },
  hero: {
    receives: "What your code receives",
    tryTowns: "Try a town or a postcode: Lyon, Leeds, 10115 or 90210.",
    tryStreets: "Try a street address in any country, or a postcode.",
  },
};
