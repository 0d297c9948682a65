import type { Messages } from "../messages.ts";

export const suggestion: Messages["suggestion"] = {
  label: "Cette page en français",
  text: "Cette page existe aussi en français.",
  go: "Lire en français",
  dismiss: "Non merci",
};
