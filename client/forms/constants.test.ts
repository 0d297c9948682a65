import { describe, expect, it } from "vitest";
import { isReservedAnswerName, RESERVED_ANSWER_NAMES } from "./constants.ts";
import { FORM_SCHEMAS } from "./schemas.ts";

describe("docs/leads.md: a survey answer can never set a handler field", () => {
  it("every field of every form is reserved (the list is complete)", () => {
    const fields = Object.values(FORM_SCHEMAS).flatMap((schema) => Object.keys(schema.entries));
    for (const field of fields) expect(RESERVED_ANSWER_NAMES, field).toContain(field);
  });

  it("the handlers' parameters and object machinery are reserved, in any case", () => {
    for (const name of ["success_location", "SUCCESS_LOCATION", "__proto__", "constructor", "First_Name", "EMAIL"])
      expect(isReservedAnswerName(name), name).toBe(true);
    expect(isReservedAnswerName("role")).toBe(false);
  });
});
