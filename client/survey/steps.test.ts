import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  allAnswered,
  answersProblem,
  PLACEHOLDER_EMAIL,
  stepSchema,
  stepsProblem,
  stepsSchema,
  surveyEmail,
  type SurveyStep,
} from "./steps.ts";

const role: SurveyStep = {
  identifier: "role",
  question: "What is your role?",
  noneValue: "Choose a role",
  choices: [
    { title: "Developer", value: "developer" },
    { title: "Product manager", value: "product" },
  ],
};
const team: SurveyStep = {
  identifier: "team_size",
  question: "How big is your team?",
  noneValue: "Choose a size",
  choices: [
    { title: "1-10", value: "small" },
    { title: "11+", value: "large" },
  ],
};

describe("docs/signup.md survey steps: at most 15, each with identifier, question, noneValue and choices", () => {
  it("accepts a complete step and refuses a 16th", () => {
    expect(v.safeParse(stepSchema, role).success).toBe(true);
    const many = Array.from({ length: 16 }, (_, i) => ({ ...role, identifier: `q${i}` }));
    expect(v.safeParse(stepsSchema, many).issues?.[0]?.message).toBe("A survey has at most 15 steps");
  });

  it("docs/signup.md a choice needs both a title and a value", () => {
    const missing = v.safeParse(stepSchema, {
      ...role,
      choices: [
        { title: "Developer", value: " " },
        { title: "", value: "x" },
      ],
    });
    expect(missing.issues?.map((issue) => issue.message)).toEqual([
      "A choice needs a value (what is sent)",
      "A choice needs a title (what people see)",
    ]);
    expect(v.safeParse(stepSchema, { ...role, choices: [{ title: "Developer" }] }).success).toBe(false);
  });

  it("docs/signup.md a choice is not listed twice, and identifiers are the steps' own", () => {
    const twice = { ...role, choices: [...role.choices, { title: "developer", value: "dev2" }] };
    expect(stepsProblem([twice])).toBe('Step "role" lists the choice "developer" twice: a choice is added once');
    expect(stepsProblem([{ ...role, choices: [...role.choices, { title: "Engineer", value: "developer" }] }])).toMatch(
      /lists the choice "Engineer" twice/,
    );
    expect(stepsProblem([role, { ...team, identifier: "role" }])).toBe(
      'Two steps use the identifier "role": each step needs its own',
    );
    expect(stepsProblem([role, team])).toBeNull();
  });

  it("an identifier names the answer sent: plain, and never a handler field or a reserved name (docs/leads.md)", () => {
    expect(v.safeParse(stepSchema, { ...role, identifier: "1st" }).success).toBe(false);
    for (const identifier of ["Email", "email", "success_location", "first_name", "Company", "constructor"])
      expect(v.safeParse(stepSchema, { ...role, identifier }).issues?.[0]?.message, identifier).toBe(
        `identifier may not be ${identifier}: a form handler's field or a reserved name (docs/leads.md)`,
      );
  });
});

describe("docs/signup.md submit needs every step answered", () => {
  it("with one of each step's choices", () => {
    expect(allAnswered([role, team], { role: "developer" })).toBe(false);
    expect(allAnswered([role, team], { role: "developer", team_size: "huge" })).toBe(false);
    expect(allAnswered([role, team], { role: "developer", team_size: "small" })).toBe(true);
    expect(allAnswered([], {})).toBe(true);
  });
});

describe("docs/signup.md the survey's email", () => {
  it("is the one kept by the sign-up", () => {
    expect(surveyEmail("ada@example.com", { production: true, admin: false })).toEqual({
      email: "ada@example.com",
      placeholder: false,
    });
  });

  it("is a placeholder outside production and in admin mode, and none in production ('No email set')", () => {
    expect(surveyEmail(null, { production: false, admin: false })).toEqual({
      email: PLACEHOLDER_EMAIL,
      placeholder: true,
    });
    expect(surveyEmail(null, { production: true, admin: true })).toEqual({
      email: PLACEHOLDER_EMAIL,
      placeholder: true,
    });
    expect(surveyEmail(null, { production: true, admin: false })).toEqual({ email: null, placeholder: false });
  });
});

describe("docs/leads.md: survey answers are answers to the configured questions", () => {
  it("every answer names a step and holds one of its choices", () => {
    expect(answersProblem([role, team], { role: "developer", team_size: "small" })).toBeNull();
    expect(answersProblem([role, team], { role: "developer" })).toBeNull();
    expect(answersProblem([role], { role: "developer", success_location: "https://evil.example" })).toBe(
      'No question "success_location" in this survey',
    );
    expect(answersProblem([role], { role: "hacker" })).toBe('"hacker" is not a choice of the question "role"');
    expect(answersProblem([role], { role: ["developer", "x"] })).toBe('"x" is not a choice of the question "role"');
    expect(answersProblem([], { role: "developer" })).toBe('No question "role" in this survey');
  });
});
