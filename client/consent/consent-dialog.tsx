import type { ConsentSettings } from "./settings-schema.ts";
import { fill } from "../i18n/fill.ts";
import type { ConsentTexts } from "./consent-embed.tsx";
import { PURPOSES, SERVICES, type ServiceId } from "./services.ts";

function Purposes({ configured, texts }: { configured: readonly ServiceId[]; texts: ConsentTexts }) {
  return (
    <fieldset className="consent__purposes">
      <legend className="visually-hidden">{texts.choosePurpose}</legend>
      {PURPOSES.map((purpose) => {
        const ids = configured.filter((id) => SERVICES[id].purpose === purpose);
        if (purpose !== "security" && ids.length === 0) return null;
        const { title, text } = texts.purposes[purpose];
        const inputId = `consent-purpose-${purpose}`;
        return (
          <div className="consent__purpose" key={purpose}>
            <input
              type="checkbox"
              id={inputId}
              data-consent-purpose={purpose}
              aria-describedby={`${inputId}-text`}
              // Always on: checked and disabled (readonly does not apply to a checkbox).
              {...(purpose === "security" ? { defaultChecked: true, disabled: true } : {})}
            />
            <label htmlFor={inputId}>{title}</label>
            <p id={`${inputId}-text`} className="consent__purpose-text">
              {text}
              {ids.length > 0
                ? ` ${fill(texts.services, { list: ids.map((id) => texts.serviceNames[id]).join(", ") })}`
                : null}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * The consent banner: a modal <dialog> the site script opens on the first visit and
 * from the footer's cookie settings link (client/consent/browser/dialog.ts). Accept all
 * and Decline are equally prominent; Settings shows one switch per purpose; Escape or
 * "Decide later" closes it without deciding. `config` (JSON in
 * data-consent-config) is what the script needs.
 */
export function ConsentDialog({
  settings,
  configured,
  config,
  texts,
  policyLink,
}: {
  settings: ConsentSettings;
  configured: readonly ServiceId[];
  config: object;
  /** The dialog's words in the page's language. */
  texts: ConsentTexts;
  /** The policy link's attributes (the page's language's policy when there is one, docs/languages.md). */
  policyLink: { href: string; hrefLang?: string };
}) {
  return (
    <dialog
      className="consent"
      data-consent-dialog=""
      data-consent-config={JSON.stringify(config)}
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
    >
      <div className="consent__body">
        <h2 id="consent-title" className="consent__title" tabIndex={-1}>
          {settings.title}
        </h2>
        <p id="consent-text" className="consent__text">
          {settings.text} <a {...policyLink}>{settings.policy.text}</a>
        </p>
        <div id="consent-settings" className="consent__settings" data-consent-settings="" hidden>
          <Purposes configured={configured} texts={texts} />
        </div>
        <div className="consent__actions">
          <button
            type="button"
            className="button button--secondary consent__toggle"
            data-consent-action="settings"
            aria-expanded="false"
            aria-controls="consent-settings"
          >
            {texts.settings}
          </button>
          <button type="button" className="button button--secondary" data-consent-action="save" hidden>
            {texts.save}
          </button>
          <button type="button" className="button button--primary" data-consent-action="decline">
            {texts.decline}
          </button>
          <button type="button" className="button button--primary" data-consent-action="accept">
            {texts.accept}
          </button>
        </div>
        <button type="button" className="link-button consent__later" data-consent-action="later">
          {texts.later}
        </button>
      </div>
    </dialog>
  );
}
