/** The substance rules live beside the page schema, where the admin editor reads them too. */
export {
  duplicateTitles,
  MIN_WORDS,
  pageText,
  pageWords,
  substanceProblems,
  thinPages,
} from "../../client/content/substance.ts";
