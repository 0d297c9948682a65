import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../i18n/catalogue.ts";
import { SIGN_UP_MESSAGES } from "./messages.ts";
import { localMessage } from "./texts.ts";

describe("docs/languages.md: the sign-up's messages in the page's language", () => {
  it("a field rule's message is said in the page's language; English stays word for word (docs/signup.md)", () => {
    expect(localMessage(SIGN_UP_MESSAGES.emailEmpty, CATALOGUES.de.signUp)).toBe(
      "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    );
    expect(localMessage(SIGN_UP_MESSAGES.agreement, CATALOGUES.fr.signUp)).toBe(
      "Pour continuer, acceptez les conditions.",
    );
    expect(localMessage(SIGN_UP_MESSAGES.password, CATALOGUES.en.signUp)).toBe(SIGN_UP_MESSAGES.password);
  });

  it("a message of the accounts service stays as it came", () => {
    expect(localMessage("An account with this email already exists.", CATALOGUES.de.signUp)).toBe(
      "An account with this email already exists.",
    );
  });
});
