import type { FormName } from "../../client/forms/schemas.ts";

/**
 * Where each form's leads are delivered: the names of the var holding its handler's URL and
 * of the secret sent with each post, if the handler needs one. With no URL the lead stays in
 * the local inbox (`delivered-local`). Adding a form type adds one entry here.
 */
export const FORM_HANDLERS: Record<FormName, { urlVar: string; secretVar: string }> = {
  sales: { urlVar: "FORM_HANDLER_SALES_URL", secretVar: "FORM_HANDLER_SALES_SECRET" },
  enterprise: { urlVar: "FORM_HANDLER_ENTERPRISE_URL", secretVar: "FORM_HANDLER_ENTERPRISE_SECRET" },
  inquiry: { urlVar: "FORM_HANDLER_INQUIRY_URL", secretVar: "FORM_HANDLER_INQUIRY_SECRET" },
  survey: { urlVar: "FORM_HANDLER_SURVEY_URL", secretVar: "FORM_HANDLER_SURVEY_SECRET" },
  "marketing-lead": { urlVar: "FORM_HANDLER_MARKETING_URL", secretVar: "FORM_HANDLER_MARKETING_SECRET" },
};

export interface FormHandler {
  url: URL;
  /** Sent as `Authorization: Bearer …` when set. */
  secret: string | null;
}

function readVar(env: object, name: string): string | null {
  const value: unknown = (env as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * The handler configured for a form, or null for the local inbox. A URL that is not http(s)
 * is a configuration error: it throws, so the delivery is retried (and reported) rather than
 * quietly kept in the inbox.
 */
export function formHandler(env: object, form: FormName): FormHandler | null {
  const config = FORM_HANDLERS[form];
  if (!config) throw new Error(`no handler configuration for form "${form}"`);
  const url = readVar(env, config.urlVar);
  if (url === null) return null;
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
    throw new Error(`${config.urlVar} must be an http(s) URL`);
  }
  return { url: parsed, secret: readVar(env, config.secretVar) };
}
