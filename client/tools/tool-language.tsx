import { createContext, useContext } from "react";
import type { Language } from "../content/languages.ts";
import { demos as englishDemos, tools as englishTools } from "../i18n/en/tools.ts";
import { fill } from "../i18n/fill.ts";
import type { Messages } from "../i18n/messages.ts";
import { formatCoordinate, type LatLng } from "../maps/lat-lng.ts";
import { postcodeKind } from "./address-fields.ts";
import { type CountryOption, COUNTRIES, countryName } from "./countries.ts";
import type { ToolWords } from "./messages.ts";

/**
 * The page's language for the tools and demos (docs/languages.md): their words, and on a page
 * in German or French the country names in that language. Plain JSON, a prop of each island
 * that holds them; the server makes it (client/tools/tool-language.server.ts).
 */
export interface ToolLanguage {
  language: Language;
  tools: Messages["tools"];
  demos: Messages["demos"];
  /** Every country named in the page's language, sorted its way; absent in English (client/tools/countries.ts). */
  countries?: readonly CountryOption[];
}

/** English, for an island rendered without one (the editor's playground). */
export const ENGLISH_TOOLS: ToolLanguage = { language: "en", tools: englishTools, demos: englishDemos };

export const ToolLanguageContext = createContext<ToolLanguage>(ENGLISH_TOOLS);

/** The tools' words and country names, inside a tool or demo island. */
export function useToolLanguage(): ToolLanguage {
  return useContext(ToolLanguageContext);
}

/** The countries of the selector, in the page's language. */
export function countryList(page: ToolLanguage): readonly CountryOption[] {
  return page.countries ?? COUNTRIES;
}

/** The words the tools' messages are made of, with country names in the page's language. */
export function toolWords(page: ToolLanguage): ToolWords {
  return {
    texts: page.tools,
    countryName: (code) => page.countries?.find((c) => c.code === code)?.name ?? countryName(code),
  };
}

/**
 * A position in the page's words (docs/languages.md): "Lat: 45.7485 / Long: 4.8467" in English,
 * as the tools write it, "Breite: … / Länge: …" in German, "Lat. : … / Long. : …" in French.
 */
export function positionText(
  page: ToolLanguage,
  position: LatLng | null | undefined,
  format: (value: number) => string = formatCoordinate,
): string {
  const unknown = page.tools.unknown;
  return fill(page.tools.position, {
    lat: position ? format(position.lat) : unknown,
    lng: position ? format(position.lng) : unknown,
  });
}

/** The postcode row's name for an address of `countryCode`: "ZIP Code", "Eircode", "Postleitzahl"… */
export function postcodeName(page: ToolLanguage, countryCode: string | null): string {
  return page.demos.autocomplete.postcode[postcodeKind(countryCode)];
}
