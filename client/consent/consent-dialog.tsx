import type { ConsentSettings } from "./settings-schema.ts";
import { PURPOSE_LABELS, SERVICE_LABELS } from "./labels.ts";
import { PURPOSES, SERVICES, type ServiceId } from "./services.ts";

function Purposes({ configured }: { configured: readonly ServiceId[] }) {
  return (
    <fieldset className="consent__purposes">
      <legend className="visually-hidden">Choose by purpose</legend>
      {PURPOSES.map((purpose) => {
        const ids = configured.filter((id) => SERVICES[id].purpose === purpose);
        if (purpose !== "security" && ids.length === 0) return null;
        const { title, text } = PURPOSE_LABELS[purpose];
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
              {ids.length > 0 ? ` Services: ${ids.map((id) => SERVICE_LABELS[id]).join(", ")}.` : null}
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
}: {
  settings: ConsentSettings;
  configured: readonly ServiceId[];
  config: object;
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
          {settings.text} <a href={settings.policy.href}>{settings.policy.text}</a>
        </p>
        <div id="consent-settings" className="consent__settings" data-consent-settings="" hidden>
          <Purposes configured={configured} />
        </div>
        <div className="consent__actions">
          <button
            type="button"
            className="button button--secondary consent__toggle"
            data-consent-action="settings"
            aria-expanded="false"
            aria-controls="consent-settings"
          >
            Settings
          </button>
          <button type="button" className="button button--secondary" data-consent-action="save" hidden>
            Save my choices
          </button>
          <button type="button" className="button button--primary" data-consent-action="decline">
            Decline
          </button>
          <button type="button" className="button button--primary" data-consent-action="accept">
            Accept all
          </button>
        </div>
        <button type="button" className="link-button consent__later" data-consent-action="later">
          Decide later
        </button>
      </div>
    </dialog>
  );
}
