import { createContext, useContext } from "react";
import type { Language } from "../../content/languages.ts";
import { regionName, type ToolWords, toolWords } from "./tool-words.ts";

/**
 * The language the tools' shared pieces speak (tool-words.ts): English unless an island
 * says otherwise. A product demo on a German or French page wraps its tree in
 * `<ToolLanguage value={language}>`, and the combobox, the country select, the map and the
 * messages inside it follow; the free tools, English pages, set nothing.
 */
export const ToolLanguage = createContext<Language>("en");

export function useToolLanguage(): Language {
  return useContext(ToolLanguage);
}

/**
 * The shared words in the language of the island around the caller. Countries are named
 * by the runtime here, so that a map island does not carry the tools' country list; the
 * no-match message names them from that list (messages.ts).
 */
export function useToolWords(): ToolWords {
  return toolWords(useToolLanguage(), (code) => regionName(code, "en"));
}
