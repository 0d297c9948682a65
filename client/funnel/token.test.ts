import { describe, expect, it, vi } from "vitest";
import { prefillFromToken } from "./token.ts";

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (claims: object) => `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.c2lnbmF0dXJl`;

describe("docs/leads.md the token prefills first name, last name, email and organization", () => {
  it("decodes the console's claims", () => {
    const claims = {
      pk: 42,
      email: "lin@example.com",
      first_name: "Lin",
      last_name: "Chen",
      organization: { name: "Acme Maps" },
    };
    expect(prefillFromToken(token(claims))).toEqual({
      first_name: "Lin",
      last_name: "Chen",
      email: "lin@example.com",
      company: "Acme Maps",
    });
  });

  it("keeps what is there", () => {
    expect(prefillFromToken(token({ email: "lin@example.com" }))).toEqual({ email: "lin@example.com" });
  });

  it("a token without user data prefills nothing", () => {
    expect(prefillFromToken(token({ pk: 1 }))).toBeNull();
    expect(prefillFromToken(null)).toBeNull();
  });

  it("a token that does not decode is only logged", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(prefillFromToken("not-a-token")).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
