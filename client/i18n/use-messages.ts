import { usePageContext } from "../page-context.ts";
import type { Messages } from "./messages.ts";

/** The catalogue of the page's language (docs/languages.md), for server components of a page. */
export function useMessages(): Messages {
  return usePageContext().messages;
}
