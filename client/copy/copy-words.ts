import type { Language } from "../content/languages.ts";

/**
 * The words of a code snippet's Copy button in each language of the site; the server
 * writes them on the button (data-copy-…), and the site script (client/enhance/copy.ts)
 * shows them without carrying any language itself.
 */
export interface CopyWords {
  /** The button's name: "Copy code". */
  name: string;
  label: string;
  done: string;
  failed: string;
  doneStatus: string;
  failedStatus: string;
}

const WORDS: Record<Language, CopyWords> = {
  en: {
    name: "Copy code",
    label: "Copy",
    done: "Copied",
    failed: "Copy failed",
    doneStatus: "Copied to the clipboard",
    failedStatus: "Could not copy to the clipboard",
  },
  de: {
    name: "Code kopieren",
    label: "Kopieren",
    done: "Kopiert",
    failed: "Fehlgeschlagen",
    doneStatus: "In die Zwischenablage kopiert",
    failedStatus: "Kopieren in die Zwischenablage fehlgeschlagen",
  },
  fr: {
    name: "Copier le code",
    label: "Copier",
    done: "Copié",
    failed: "Échec",
    doneStatus: "Copié dans le presse-papiers",
    failedStatus: "Impossible de copier dans le presse-papiers",
  },
};

export function copyWords(language: Language): CopyWords {
  return WORDS[language];
}
