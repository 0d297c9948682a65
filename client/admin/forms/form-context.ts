import { createContext, useContext } from "react";
import type { MediaItem } from "../media/media-types.ts";

/** What every field of a generated form may need from the page it is on. */
export interface FormContextValue {
  /** Opens the media library and resolves with the chosen image, or null. */
  pickImage(): Promise<MediaItem | null>;
  /** Paths of the site's pages, offered while a link is typed. */
  linkSuggestionsId: string;
  /** Makes a component id (docs/editor.md: "a new one can be generated"). */
  newComponentId(): string;
}

export const FormContext = createContext<FormContextValue>({
  pickImage: async () => null,
  linkSuggestionsId: "",
  newComponentId: () => "",
});

export function useFormContext(): FormContextValue {
  return useContext(FormContext);
}
