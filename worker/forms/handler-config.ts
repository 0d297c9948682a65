import { FORM_NAMES, type FormName } from "../../client/forms/schemas.ts";

/**
 * Where each form's leads go (docs/leads.md): the names of the var holding its handler's
 * URL, of the var naming the handler's success location, and of the secret sent with each
 * post. A form with no URL keeps its leads in the admin inbox; production must say so in
 * LEADS_INBOX_ONLY (`npm run check`). Adding a form type adds one entry here.
 */
export const FORM_HANDLERS: Record<FormName, { urlVar: string; secretVar: string; successVar: string }> = {
  sales: {
    urlVar: "FORM_HANDLER_SALES_URL",
    secretVar: "FORM_HANDLER_SALES_SECRET",
    successVar: "FORM_HANDLER_SALES_SUCCESS_LOCATION",
  },
  enterprise: {
    urlVar: "FORM_HANDLER_ENTERPRISE_URL",
    secretVar: "FORM_HANDLER_ENTERPRISE_SECRET",
    successVar: "FORM_HANDLER_ENTERPRISE_SUCCESS_LOCATION",
  },
  inquiry: {
    urlVar: "FORM_HANDLER_INQUIRY_URL",
    secretVar: "FORM_HANDLER_INQUIRY_SECRET",
    successVar: "FORM_HANDLER_INQUIRY_SUCCESS_LOCATION",
  },
  survey: {
    urlVar: "FORM_HANDLER_SURVEY_URL",
    secretVar: "FORM_HANDLER_SURVEY_SECRET",
    successVar: "FORM_HANDLER_SURVEY_SUCCESS_LOCATION",
  },
  "marketing-lead": {
    urlVar: "FORM_HANDLER_MARKETING_URL",
    secretVar: "FORM_HANDLER_MARKETING_SECRET",
    successVar: "FORM_HANDLER_MARKETING_SUCCESS_LOCATION",
  },
};

/** The var listing the form types whose leads stay in the admin inbox by design. */
export const INBOX_ONLY_VAR = "LEADS_INBOX_ONLY";

export interface FormHandler {
  url: URL;
  /** Sent as `Authorization: Bearer …` when set. */
  secret: string | null;
  /**
   * Where the handler redirects once it has the lead: a redirect there is a delivery. Its
   * var, else the URL's own `success_location` query parameter (how the survey's handler is
   * called); null: only a 2xx is a delivery.
   */
  successLocation: URL | null;
}

/** A form's destination: its handler, or the admin inbox (declared inbox-only, or not configured at all). */
export type Destination = { kind: "handler"; handler: FormHandler } | { kind: "inbox"; declared: boolean };

function readVar(env: object, name: string): string | null {
  const value: unknown = (env as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function httpUrl(value: string, name: string): URL {
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
    throw new Error(`${name} must be an http(s) URL`);
  }
  return parsed;
}

/**
 * The form types LEADS_INBOX_ONLY names: a comma-separated list of form names ("" or unset:
 * none). Unknown names are returned apart, for `npm run check`.
 */
export function inboxOnlyForms(env: object): { forms: FormName[]; unknown: string[] } {
  const names = (readVar(env, INBOX_ONLY_VAR) ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set<string>(FORM_NAMES);
  return {
    forms: names.filter((name): name is FormName => known.has(name)),
    unknown: names.filter((name) => !known.has(name)),
  };
}

/**
 * The handler configured for a form, or null for the inbox. A URL that is not http(s) is a
 * configuration error: it throws, so the delivery is retried (and reported) rather than
 * quietly kept in the inbox.
 */
export function formHandler(env: object, form: FormName): FormHandler | null {
  const config = FORM_HANDLERS[form];
  if (!config) throw new Error(`no handler configuration for form "${form}"`);
  const url = readVar(env, config.urlVar);
  if (url === null) return null;
  const parsed = httpUrl(url, config.urlVar);
  const success = readVar(env, config.successVar);
  const fromQuery = parsed.searchParams.get("success_location");
  const successLocation = success
    ? httpUrl(success, config.successVar)
    : fromQuery && URL.canParse(fromQuery, parsed)
      ? new URL(fromQuery, parsed)
      : null;
  return { url: parsed, secret: readVar(env, config.secretVar), successLocation };
}

/** Where a form's leads go now: its handler if it has a URL, else the inbox. */
export function formDestination(env: object, form: FormName): Destination {
  const handler = formHandler(env, form);
  if (handler) return { kind: "handler", handler };
  return { kind: "inbox", declared: inboxOnlyForms(env).forms.includes(form) };
}
