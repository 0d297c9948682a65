import { FORM_NAMES } from "../../client/forms/schemas.ts";
import { FORM_HANDLERS, INBOX_ONLY_VAR, inboxOnlyForms } from "../../worker/forms/handler-config.ts";

/**
 * docs/leads.md: production says where every form type's leads go, explicitly: a handler URL
 * (https), or the form's name in LEADS_INBOX_ONLY (its leads stay in the admin inbox) — one
 * of the two, never both, never neither. The problems as sentences for `npm run check`.
 * @example leadDestinationProblems({ LEADS_INBOX_ONLY: "sales" }) // ["form enterprise has neither …", …]
 */
export function leadDestinationProblems(vars: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const inbox = inboxOnlyForms(vars);
  for (const name of inbox.unknown)
    problems.push(`${INBOX_ONLY_VAR} names "${name}", which is not a form type (${FORM_NAMES.join(", ")})`);
  for (const form of FORM_NAMES) {
    const { urlVar } = FORM_HANDLERS[form];
    const url = typeof vars[urlVar] === "string" ? (vars[urlVar] as string).trim() : "";
    const declared = inbox.forms.includes(form);
    if (url === "" && !declared)
      problems.push(
        `form ${form} has neither a handler (${urlVar}) nor an inbox-only declaration (${INBOX_ONLY_VAR}): say where its leads go`,
      );
    else if (url !== "" && declared)
      problems.push(`form ${form} has a handler (${urlVar}) and is listed in ${INBOX_ONLY_VAR}: choose one`);
    else if (url !== "" && !/^https:\/\/[^/]/.test(url))
      problems.push(`${urlVar} must be an https URL, found "${url}"`);
  }
  return problems;
}
