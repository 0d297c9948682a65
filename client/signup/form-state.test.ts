import { describe, expect, it } from "vitest";
import {
  back,
  canCreate,
  canGoNext,
  EMPTY_FORM,
  fieldError,
  formErrors,
  normalizeEmail,
  signUpRequest,
  type SignUpForm,
} from "./form-state.ts";

const filled: SignUpForm = {
  email: "ada@example.com",
  firstname: "Ada",
  lastname: "Lovelace",
  organization: "Analytical Engines",
  fieldOfWork: "engineering_development",
  password: "Difference#1",
  agreement: true,
};

describe("docs/signup.md modes: email entry, full form, single sign-on, Back", () => {
  it("Next is disabled while the email is empty", () => {
    expect(canGoNext("")).toBe(false);
    expect(canGoNext("   ")).toBe(false);
    expect(canGoNext("a")).toBe(true);
  });

  it("the email is lowercased and trimmed on input", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("Back returns to the email entry, clears the single sign-on and unticks the agreement", () => {
    expect(back(filled)).toEqual({ mode: null, sso: null, form: { ...filled, agreement: false } });
  });
});

describe("docs/signup.md the create button's enable rule", () => {
  it("email mode: enabled only when every field is valid and the agreement is ticked", () => {
    expect(canCreate({ mode: "email", form: filled, sso: null, loading: false })).toBe(true);
    for (const change of [
      { agreement: false },
      { password: "weak" },
      { organization: "  " },
      { fieldOfWork: "" as const },
      { firstname: "" },
      { lastname: "" },
      { email: "x@" },
    ]) {
      expect(canCreate({ mode: "email", form: { ...filled, ...change }, sso: null, loading: false })).toBe(false);
    }
  });

  it("never while loading, nor on the email entry", () => {
    expect(canCreate({ mode: "email", form: filled, sso: null, loading: true })).toBe(false);
    expect(canCreate({ mode: null, form: filled, sso: null, loading: false })).toBe(false);
  });

  it("single sign-on: the organization, the field of work, the agreement and the provider's credential or code", () => {
    const sso = { ...EMPTY_FORM, organization: "Acme", fieldOfWork: "product_business" as const, agreement: true };
    expect(canCreate({ mode: "sso", form: sso, sso: { provider: "github", code: "c0de" }, loading: false })).toBe(true);
    expect(
      canCreate({
        mode: "sso",
        form: sso,
        sso: { provider: "google", credential: "jwt", email: null, name: null },
        loading: false,
      }),
    ).toBe(true);
    expect(canCreate({ mode: "sso", form: sso, sso: { provider: "github", code: "" }, loading: false })).toBe(false);
    expect(canCreate({ mode: "sso", form: sso, sso: null, loading: false })).toBe(false);
    expect(
      canCreate({
        mode: "sso",
        form: { ...sso, organization: " " },
        sso: { provider: "github", code: "c" },
        loading: false,
      }),
    ).toBe(false);
    expect(
      canCreate({
        mode: "sso",
        form: { ...sso, agreement: false },
        sso: { provider: "github", code: "c" },
        loading: false,
      }),
    ).toBe(false);
  });

  it("gives each field's docs/signup.md message", () => {
    expect(formErrors(EMPTY_FORM, "email")).toEqual({
      email: "Email can't be empty.",
      firstname: "First name can't be empty.",
      lastname: "Last name can't be empty.",
      organization: "Organization can't be empty.",
      fieldOfWork: "Choose your field of work.",
      password:
        "Password should have: minimum 8 characters in length, at least one uppercase, one lowercase letter, one digit and one special character",
      agreement: "You should agree to proceed.",
    });
    expect(Object.keys(formErrors(EMPTY_FORM, "sso"))).toEqual(["organization", "fieldOfWork", "agreement"]);
    expect(fieldError(filled, "email")).toBeNull();
  });
});

describe("the request body (docs/signup.md), with the page's language for the confirmation email", () => {
  it("email path", () => {
    expect(
      signUpRequest({
        mode: "email",
        form: { ...filled, email: " Ada@Example.com" },
        sso: null,
        utm: { utm_source: "x" },
        useCases: ["ai"],
        language: "de",
      }),
    ).toEqual({
      email: "ada@example.com",
      first_name: "Ada",
      last_name: "Lovelace",
      organization_name: "Analytical Engines",
      position: 1,
      password: "Difference#1",
      agreement: true,
      utm: { utm_source: "x" },
      use_cases: ["ai"],
      language: "de",
    });
  });

  it("single sign-on path carries no email, name or password", () => {
    const body = signUpRequest({
      mode: "sso",
      form: filled,
      sso: { provider: "github", code: "c0de" },
      utm: null,
      useCases: [],
      language: "fr",
    });
    expect(body).toEqual({
      organization_name: "Analytical Engines",
      position: 1,
      agreement: true,
      utm: null,
      use_cases: [],
      language: "fr",
      github: { code: "c0de" },
    });
  });
});
