import { describe, expect, it } from "vitest";
import { isStrongPassword, parseSignUpRequest, accountsPayload } from "./schema.ts";

const PASSWORD_MESSAGE =
  "Password should have: minimum 8 characters in length, at least one uppercase, one lowercase letter, one digit and one special character";

const emailPath = {
  email: " Ada.Lovelace@Example.COM ",
  first_name: " Ada ",
  last_name: "Lovelace",
  organization_name: "Analytical Engines",
  position: 1,
  password: "Difference#1",
  agreement: true,
  utm: { utm_source: "newsletter" },
  use_cases: ["autocomplete", "ai"],
};

describe("docs/signup.md password: 8 characters, an uppercase, a lowercase letter, a digit and one of # ? ! @ $ % ^ & * -", () => {
  it("accepts each special character", () => {
    for (const special of "#?!@$%^&*-") expect(isStrongPassword(`Abcdef1${special}`)).toBe(true);
  });

  it("refuses what lacks one of them", () => {
    expect(isStrongPassword("Abcde1#")).toBe(false); // 7 characters
    expect(isStrongPassword("abcdef1#")).toBe(false); // no uppercase
    expect(isStrongPassword("ABCDEF1#")).toBe(false); // no lowercase
    expect(isStrongPassword("Abcdefg#")).toBe(false); // no digit
    expect(isStrongPassword("Abcdefg1")).toBe(false); // no special
    expect(isStrongPassword("Abcdef1_")).toBe(false); // _ is not one of them
  });
});

describe("the Worker's check of POST /api/signup (the page's schemas)", () => {
  it("accepts the email path, trimmed, the email lowercased", () => {
    const parsed = parseSignUpRequest(emailPath);
    expect(parsed).toMatchObject({
      ok: true,
      sso: false,
      request: { email: "ada.lovelace@example.com", first_name: "Ada", position: 1 },
    });
  });

  it("gives each field its docs/signup.md message", () => {
    const parsed = parseSignUpRequest({
      email: "  ",
      first_name: " ",
      last_name: "",
      organization_name: "   ",
      position: 3,
      password: "short",
      agreement: false,
    });
    expect(parsed).toEqual({
      ok: false,
      fields: {
        email: ["Email can't be empty."],
        first_name: ["First name can't be empty."],
        last_name: ["Last name can't be empty."],
        organization_name: ["Organization can't be empty."],
        position: ["Choose your field of work."],
        password: [PASSWORD_MESSAGE],
        agreement: ["You should agree to proceed."],
      },
    });
  });

  it("names missing and unknown keys", () => {
    const parsed = parseSignUpRequest({
      first_name: "Ada",
      last_name: "L",
      organization_name: "O",
      position: 0,
      password: "Difference#1",
      agreement: true,
      admin: true,
    });
    expect(parsed).toEqual({
      ok: false,
      fields: { email: ["Email can't be empty."], admin: ["admin is not a sign-up field."] },
    });
    expect(parseSignUpRequest([1])).toEqual({
      ok: false,
      fields: { non_field_errors: ["The sign-up must be a JSON object of fields."] },
    });
  });

  it("accepts single sign-on with a Google credential or a GitHub code, and the organization is needed", () => {
    const shared = { organization_name: "Acme", position: 0, agreement: true, utm: null };
    expect(parseSignUpRequest({ ...shared, google: { credential: "eyJ.a.b" } })).toMatchObject({
      ok: true,
      sso: "google",
    });
    expect(parseSignUpRequest({ ...shared, github: { code: "abc" } })).toMatchObject({ ok: true, sso: "github" });
    expect(parseSignUpRequest({ ...shared, organization_name: " ", github: { code: "abc" } })).toEqual({
      ok: false,
      fields: { organization_name: ["Organization can't be empty."] },
    });
    expect(parseSignUpRequest({ ...shared, github: { code: "" } })).toEqual({
      ok: false,
      fields: { github: ["github.code is required"] },
    });
    expect(parseSignUpRequest({ ...shared, github: { code: "a" }, google: { credential: "b" } })).toMatchObject({
      ok: false,
    });
  });

  it("the accounts service receives docs/signup.md without the agreement and the use cases, with the page's language", () => {
    const parsed = parseSignUpRequest(emailPath);
    if (!parsed.ok) throw new Error("expected valid");
    expect(Object.keys(accountsPayload(parsed.request)).sort()).toEqual([
      "email",
      "first_name",
      "language",
      "last_name",
      "organization_name",
      "password",
      "position",
      "utm",
    ]);
    expect(accountsPayload(parsed.request).language).toBe("en");
    const german = parseSignUpRequest({ ...emailPath, language: "de" });
    expect(german.ok && accountsPayload(german.request).language).toBe("de");
    expect(parseSignUpRequest({ ...emailPath, language: "es" })).toEqual({
      ok: false,
      fields: { language: ["language must be one of en, de, fr"] },
    });
  });
});
