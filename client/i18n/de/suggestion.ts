import type { Messages } from "../messages.ts";

export const suggestion: Messages["suggestion"] = {
  label: "Diese Seite auf Deutsch",
  text: "Diese Seite gibt es auch auf Deutsch.",
  go: "Auf Deutsch lesen",
  dismiss: "Nein, danke",
};
