import * as v from "valibot";
import { isReservedAnswerName, MAX_LENGTH } from "./constants.ts";
import { email, oneOf, optionalText, requiredText, someOf, ticked } from "./fields.ts";
import { COUNTRIES, countryCode, countryName } from "../tools/countries.ts";
import { INDUSTRY_VALUES, JOB_FUNCTIONS, ORIGINS, TIMEFRAMES, USE_CASE_LABELS } from "./options.ts";

/**
 * Every form type the site sends, by the name it is posted under (`POST /api/forms/{name}`).
 * One valibot schema each, used by the browser before posting and by the Worker before
 * storing. Field names are the ones the form handlers receive (docs/signup.md).
 *
 * Adding a form type: add its schema here and its handler's entry in
 * worker/forms/handler-config.ts (the compiler insists); see docs/leads.md.
 */

/**
 * docs/leads.md: countries are sent by their common English name (the list the site's tools
 * use, from i18n-iso-countries), whatever the page's language: one value per country for the CRM.
 */
export const COUNTRY_VALUES: readonly string[] = COUNTRIES.map((c) => c.name);

/**
 * docs/leads.md: a country, posted by any English name i18n-iso-countries knows (so that a
 * post written before a name changed still counts) and kept by its common name.
 */
const country = v.pipe(
  v.string("Country must be text"),
  v.trim(),
  v.check((name) => countryCode(name) !== null, "Country must be one of the listed options"),
  v.transform((name) => countryName(countryCode(name)) as string),
);

/** docs/leads.md: the lead carries the country's ISO 3166-1 alpha-2 code beside its name, taken from the name. */
function withCountryCode<T extends { country: string }>(lead: T): T & { country_code: string } {
  return { ...lead, country_code: countryCode(lead.country) ?? "" };
}

/** Who writes: on every contact form. */
const person = {
  first_name: requiredText("First name", MAX_LENGTH.name),
  last_name: requiredText("Last name", MAX_LENGTH.name),
  email: email(),
};

/** Their work and their message: contact sales and general inquiry. */
const work = {
  job_title: requiredText("Job title", MAX_LENGTH.jobTitle),
  company: requiredText("Company", MAX_LENGTH.company),
  country,
  /** Whatever is posted here is replaced by the code of `country` (withCountryCode). */
  country_code: v.optional(v.pipe(v.string(), v.maxLength(2)), ""),
  Subject: requiredText("Details", MAX_LENGTH.details),
};

const funnelFields = {
  originFunnel: optionalText("originFunnel", MAX_LENGTH.originFunnel),
  origin: oneOf("origin", ORIGINS),
};

/** docs/leads.md Contact sales: the full form, after the use-case tiles. */
const sales = v.pipe(
  v.strictObject({
    ...person,
    ...work,
    industry: oneOf("Industry", INDUSTRY_VALUES),
    Your_timeframe: oneOf("Timeframe", TIMEFRAMES),
    agreecheckbox: ticked("The agreement checkbox"),
    ...funnelFields,
    Use_Case: someOf("Use_Case", USE_CASE_LABELS),
  }),
  v.transform(withCountryCode),
);

/** docs/leads.md Enterprise: the short form (phone and details optional). */
const enterprise = v.strictObject({
  ...person,
  company: requiredText("Company", MAX_LENGTH.company),
  phoneNumber: optionalText("Phone number", MAX_LENGTH.phone),
  Subject: optionalText("Details", MAX_LENGTH.details),
  agreecheckbox: ticked("The agreement checkbox"),
  ...funnelFields,
  Use_Case: someOf("Use_Case", USE_CASE_LABELS),
});

/** docs/leads.md General inquiry. */
const inquiry = v.pipe(
  v.strictObject({
    ...person,
    ...work,
    agreecheckbox: ticked("The agreement checkbox"),
    origin: oneOf("origin", ORIGINS),
  }),
  v.transform(withCountryCode),
);

/** Survey step identifiers become field names, so they are kept plain. */
export const SURVEY_IDENTIFIER = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** docs/signup.md: at most 15 steps. */
export const SURVEY_MAX_STEPS = 15;
const surveyAnswer = v.union(
  [
    v.pipe(v.string(), v.maxLength(500, "an answer must be at most 500 characters")),
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(50)),
  ],
  "an answer must be text or a list of texts",
);

/** The first answer name that is reserved (a handler field, object machinery), or null. */
function reservedAnswer(answers: object): string | null {
  return Object.keys(answers).find(isReservedAnswerName) ?? null;
}

/**
 * docs/leads.md Survey: the answers by step identifier (text, or a list for multiple choice) and the
 * hidden email field. The handler receives `email` and one field per answer; an answer may
 * never be named like a handler field (constants.ts RESERVED_ANSWER_NAMES), so it can never
 * set one. The Worker also checks each answer against the page's configured questions.
 */
const survey = v.strictObject({
  email: email(),
  answers: v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === "object" && input !== null && !Array.isArray(input),
      "answers must be an object of answers by question",
    ),
    // Before the record: valibot's record leaves out keys such as __proto__ without a word.
    v.check(
      (answers) => reservedAnswer(answers) === null,
      (issue) => `"${reservedAnswer(issue.input as object)}" is a reserved name, not a question of the survey`,
    ),
    v.record(
      v.pipe(v.string(), v.regex(SURVEY_IDENTIFIER, "a step identifier must be a letter then letters, digits, _ or -")),
      surveyAnswer,
    ),
    v.check((answers) => Object.keys(answers).length <= SURVEY_MAX_STEPS, `at most ${SURVEY_MAX_STEPS} answers`),
  ),
});

/**
 * docs/leads.md Marketing-system lead, sent by the sign-up proxy once an account exists; docs/leads.md gives
 * the job function's values. Names may be empty: a single sign-on account (a GitHub login)
 * can have none.
 */
const marketingLead = v.strictObject({
  Firstname: optionalText("Firstname", MAX_LENGTH.name),
  Lastname: optionalText("Lastname", MAX_LENGTH.name),
  Email: email("Email"),
  Company: requiredText("Company", MAX_LENGTH.company),
  Use_Case: someOf("Use_Case", USE_CASE_LABELS),
  Job_Function: oneOf("Job_Function", JOB_FUNCTIONS),
});

export const FORM_SCHEMAS = {
  sales,
  enterprise,
  inquiry,
  survey,
  "marketing-lead": marketingLead,
} as const;

export type FormName = keyof typeof FORM_SCHEMAS;
export const FORM_NAMES = Object.keys(FORM_SCHEMAS) as FormName[];

/** What the browser or a Worker module posts for a form (before trimming and defaults). */
export type FormInput<F extends FormName> = v.InferInput<(typeof FORM_SCHEMAS)[F]>;
/** A valid lead of a form, as stored in D1 and delivered. */
export type FormPayload<F extends FormName> = v.InferOutput<(typeof FORM_SCHEMAS)[F]>;

export function isFormName(name: string): name is FormName {
  return Object.hasOwn(FORM_SCHEMAS, name);
}
