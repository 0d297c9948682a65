import { createContext, useContext } from "react";
import type { Messages } from "../i18n/messages.ts";
import { EXTRA_MESSAGES, SIGN_UP_MESSAGES } from "./messages.ts";

/** The sign-up's words in the page's language (client/i18n/{en,de,fr}/sign-up.ts), a prop of its island. */
export type SignUpTexts = Messages["signUp"];

/** Given by the sign-up island to its parts, from its `texts` prop. */
export const SignUpTextsContext = createContext<SignUpTexts | null>(null);

/** The sign-up's words, inside the sign-up island. */
export function useSignUpTexts(): SignUpTexts {
  const texts = useContext(SignUpTextsContext);
  if (!texts) throw new Error("useSignUpTexts() outside the sign-up island");
  return texts;
}

/** The field rules' messages (in English, as the schemas and the Worker give them), by catalogue key. */
const RULE_MESSAGES: ReadonlyMap<string, keyof SignUpTexts["messages"]> = new Map([
  [SIGN_UP_MESSAGES.emailEmpty, "emailEmpty"],
  [SIGN_UP_MESSAGES.firstNameEmpty, "firstNameEmpty"],
  [SIGN_UP_MESSAGES.lastNameEmpty, "lastNameEmpty"],
  [SIGN_UP_MESSAGES.organizationEmpty, "organizationEmpty"],
  [SIGN_UP_MESSAGES.password, "password"],
  [SIGN_UP_MESSAGES.agreement, "agreement"],
  [SIGN_UP_MESSAGES.unknown, "unknown"],
  [EXTRA_MESSAGES.emailInvalid, "emailInvalid"],
  [EXTRA_MESSAGES.fieldOfWork, "fieldOfWork"],
]);

/**
 * A message as the visitor reads it: one of the field rules' messages (from the page's own
 * check or the Worker's) in the page's language; any other text, such as a message of the
 * accounts service, as it came (docs/languages.md).
 * @example localMessage("Email can't be empty.", de) // "Bitte geben Sie Ihre E-Mail-Adresse ein."
 */
export function localMessage(message: string, texts: SignUpTexts): string {
  const key = RULE_MESSAGES.get(message);
  return key ? texts.messages[key] : message;
}
