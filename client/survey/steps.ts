import * as v from "valibot";
import { isReservedAnswerName } from "../forms/constants.ts";
import { SURVEY_IDENTIFIER, SURVEY_MAX_STEPS } from "../forms/schemas.ts";

/**
 * The onboarding survey's steps as editors write them (docs/signup.md): at most
 * 15, each with an identifier (the field its answer is sent as), a question, the label of
 * an empty answer (noneValue) and its choices (a title shown, a value sent). A choice needs
 * both, and no step lists the same choice twice. Pure rules, shared by the block's schema
 * and the survey island.
 */

const nonEmpty = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(200, "at most 200 characters"));

export const choiceSchema = v.strictObject({
  title: nonEmpty("A choice needs a title (what people see)"),
  value: nonEmpty("A choice needs a value (what is sent)"),
});

export const stepSchema = v.strictObject({
  identifier: v.pipe(
    v.string("identifier must be text"),
    v.regex(SURVEY_IDENTIFIER, "identifier must be a letter, then letters, digits, _ or - (it names the answer sent)"),
    v.check(
      (identifier) => !isReservedAnswerName(identifier),
      (issue) =>
        `identifier may not be ${String(issue.input)}: a form handler's field or a reserved name (docs/leads.md)`,
    ),
  ),
  question: nonEmpty("A step needs its question"),
  noneValue: nonEmpty("A step needs the label shown while nothing is chosen (noneValue)"),
  choices: v.pipe(
    v.array(choiceSchema),
    v.minLength(2, "A step needs at least 2 choices"),
    v.maxLength(20, "A step has at most 20 choices"),
  ),
});

export const stepsSchema = v.pipe(
  v.array(stepSchema),
  v.maxLength(SURVEY_MAX_STEPS, `A survey has at most ${SURVEY_MAX_STEPS} steps`),
);

export type SurveyStep = v.InferOutput<typeof stepSchema>;
export type SurveyChoice = SurveyStep["choices"][number];

/**
 * The first problem across steps, as the editor's message, or null: two steps with one
 * identifier, or a step that lists a choice twice (the same title or the same value).
 */
export function stepsProblem(steps: readonly SurveyStep[]): string | null {
  const identifiers = new Set<string>();
  for (const step of steps) {
    if (identifiers.has(step.identifier))
      return `Two steps use the identifier "${step.identifier}": each step needs its own`;
    identifiers.add(step.identifier);
    const titles = new Set<string>();
    const values = new Set<string>();
    for (const choice of step.choices) {
      if (titles.has(choice.title.toLowerCase()) || values.has(choice.value)) {
        return `Step "${step.identifier}" lists the choice "${choice.title}" twice: a choice is added once`;
      }
      titles.add(choice.title.toLowerCase());
      values.add(choice.value);
    }
  }
  return null;
}

/** docs/signup.md: every step answered with one of its choices (admins are exempt: they preview). */
export function allAnswered(steps: readonly SurveyStep[], answers: Readonly<Record<string, string>>): boolean {
  return steps.every((step) => step.choices.some((choice) => choice.value === answers[step.identifier]));
}

/** docs/signup.md: the address used outside production and in admin mode when none was kept. */
export const PLACEHOLDER_EMAIL = "survey.preview@locus.example";

/**
 * docs/signup.md: the email the answers are sent with: the one kept by the sign-up; outside production
 * and for admins, the placeholder; otherwise none ("No email set").
 */
export function surveyEmail(
  stored: string | null,
  where: { production: boolean; admin: boolean },
): { email: string | null; placeholder: boolean } {
  if (stored) return { email: stored, placeholder: false };
  if (!where.production || where.admin) return { email: PLACEHOLDER_EMAIL, placeholder: true };
  return { email: null, placeholder: false };
}

/**
 * docs/leads.md: posted answers checked against the survey's configured steps: every answer
 * names a step and holds one of its choices' values (a list: each of them). The first
 * problem as a message, or null.
 * @example answersProblem([role], { role: "developer", success_location: "x" }) // 'No question "success_location" in this survey'
 */
export function answersProblem(
  steps: readonly SurveyStep[],
  answers: Readonly<Record<string, string | readonly string[]>>,
): string | null {
  const byIdentifier = new Map(steps.map((step) => [step.identifier, step]));
  for (const [name, answer] of Object.entries(answers)) {
    const step = byIdentifier.get(name);
    if (!step) return `No question "${name}" in this survey`;
    const values = new Set(step.choices.map((choice) => choice.value));
    for (const value of typeof answer === "string" ? [answer] : answer) {
      if (!values.has(value)) return `"${value}" is not a choice of the question "${name}"`;
    }
  }
  return null;
}
