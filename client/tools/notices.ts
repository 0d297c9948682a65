/**
 * Texts of the free tools that docs/tools.md quotes, word for word. Kept here,
 * once, so that islands, tests and content quote the same words.
 */
export const EIRCODE_NOTICE =
  "Please select Ireland as your country to retrieve your Eircode. If another country is selected, a postal or ZIP code will be provided instead.";

/** docs/tools.md describes it: asks for United States and says others return a postal code or Eircode. */
export const ZIP_NOTICE =
  "Please select United States as your country to get a ZIP code. Other countries return a postal code or an Eircode instead.";

export const ENABLE_LOCATION = "Please enable your browser to access your location and reload this page";
export const WITHOUT_PERMISSION = "Without permission, we won't be able to show your exact position.";
export const ADDRESS_NOT_FOUND = "Could not find your address";
export const LAT_NA = "Lat: NA";
export const LONG_NA = "Long: NA";
export const COUNTRY_NA = "Country: NA";
export const ZIP_NA = "Zip Code: NA";
