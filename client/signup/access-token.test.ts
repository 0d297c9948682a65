import { describe, expect, it } from "vitest";
import { accountFromToken } from "./access-token.ts";

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (claims: object) => `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.c2ln`;

describe("docs/signup.md the access token decodes to an instance with pk, email, first_name, last_name, organization.name", () => {
  it("reads the instance at the top level", () => {
    expect(
      accountFromToken(
        token({
          pk: 42,
          email: "Ada@Example.com",
          first_name: "Ada",
          last_name: "Lovelace",
          organization: { name: "Engines" },
        }),
      ),
    ).toEqual({
      pk: "42",
      email: "ada@example.com",
      first_name: "Ada",
      last_name: "Lovelace",
      organization: "Engines",
    });
  });

  it("reads an instance nested under instance or user, and sub as the pk", () => {
    expect(accountFromToken(token({ sub: "u-1", instance: { email: "x@y.z" } }))).toMatchObject({
      pk: "u-1",
      email: "x@y.z",
      first_name: null,
    });
  });

  it("is null for what is not a JWT", () => {
    expect(accountFromToken("nope")).toBeNull();
    expect(accountFromToken(undefined)).toBeNull();
  });
});
