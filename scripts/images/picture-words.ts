/**
 * The words drawn inside the illustrations, in each language of the site (docs/images.md):
 * a German page shows "Preise in Euro" where the English one shows "Prices shown in euros".
 * Pictures whose only words are names (towns, shops) or figures are drawn once.
 */
import type { Language } from "../../client/content/languages.ts";

export interface PictureWords {
  /** The home picture: the visitor's country read from the connection. */
  countryFromIp: string;
  /** The Localities picture: how precise a town from open data is. */
  approximate: string;
  townPrecision: string;
  /** The Maps picture: the base map's credit. */
  baseMap: string;
  /** The Geolocation picture. */
  pricesInEuros: string;
  /** The Distance picture: the fastest cell of the matrix. */
  fastestAt: (time: string) => string;
  /** The Store Locator picture's list heading. */
  nearestTo: (town: string) => string;
}

export const PICTURE_WORDS: Record<Language, PictureWords> = {
  en: {
    countryFromIp: "Country from the IP address",
    approximate: "APPROXIMATE",
    townPrecision: "Precision of a town from open data",
    baseMap: "Base map: Natural Earth",
    pricesInEuros: "Prices shown in euros",
    fastestAt: (time) => `Fastest, leaving at ${time}`,
    nearestTo: (town) => `NEAREST TO ${town.toUpperCase()}`,
  },
  de: {
    countryFromIp: "Land aus der IP-Adresse",
    approximate: "UNGEFÄHR",
    townPrecision: "Genauigkeit eines Orts aus offenen Daten",
    baseMap: "Basiskarte: Natural Earth",
    pricesInEuros: "Preise in Euro",
    fastestAt: (time) => `Am schnellsten, Abfahrt ${time}`,
    nearestTo: (town) => `RUND UM ${town.toUpperCase()}`,
  },
  fr: {
    countryFromIp: "Pays d’après l’adresse IP",
    approximate: "APPROXIMATIF",
    townPrecision: "Précision d’une ville, données ouvertes",
    baseMap: "Fond de carte\u202f: Natural Earth",
    pricesInEuros: "Prix affichés en euros",
    fastestAt: (time) => `Le plus rapide, départ à ${time.replace(":", " h ")}`,
    nearestTo: (town) => `AUTOUR DE ${town.toUpperCase()}`,
  },
};

const englishRegionCodes = (() => {
  const names = new Intl.DisplayNames("en", { type: "region" });
  const codes = new Map<string, string>();
  for (let a = 65; a <= 90; a += 1)
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code) codes.set(name, code);
    }
  return codes;
})();

/**
 * A suggestion's second line ("IL, United States") with its country named in `language`
 * ("IL, Vereinigte Staaten"), as the page around the picture would name it.
 */
export function localisedPlaceLine(line: string, language: Language): string {
  if (language === "en") return line;
  const parts = line.split(", ");
  const code = englishRegionCodes.get(parts.at(-1) ?? "");
  if (!code) return line;
  parts[parts.length - 1] = new Intl.DisplayNames(language, { type: "region" }).of(code) ?? (parts.at(-1) as string);
  return parts.join(", ");
}
