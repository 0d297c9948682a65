import { createContext, useContext } from "react";
import type { Messages } from "../i18n/messages.ts";

/** The survey's and the finished page's words in the page's language, a prop of the survey island. */
export type SurveyTexts = Messages["survey"];

/** Given by the survey island to its parts, from its `texts` prop. */
export const SurveyTextsContext = createContext<SurveyTexts | null>(null);

/** The survey's words, inside the survey island. */
export function useSurveyTexts(): SurveyTexts {
  const texts = useContext(SurveyTextsContext);
  if (!texts) throw new Error("useSurveyTexts() outside the survey island");
  return texts;
}
