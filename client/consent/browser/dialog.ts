import type { ConsentMethod } from "../../analytics/events.ts";
import type { Purpose } from "../services.ts";

export interface DialogChoices {
  /** The visitor decided: granted or not, per purpose. */
  decide(purposes: Partial<Record<Purpose, boolean>>, method: ConsentMethod): void;
  /** Escape or "Decide later": closed without a decision. */
  later(): void;
  /** Whether a purpose is granted now (to show the switches as they are). */
  granted(purpose: Purpose): boolean;
}

const FOCUSABLE = "a[href], button:not([disabled]):not([hidden]), input:not([disabled])";

/**
 * The consent banner's behaviour (the markup is client/consent/consent-dialog.tsx): a
 * modal dialog, so the page behind is inert; Tab and Shift+Tab cycle inside it; Escape
 * closes it as "decide later"; focus returns to where it was when it closes.
 */
export class ConsentDialogController {
  readonly #dialog: HTMLDialogElement;
  readonly #choices: DialogChoices;
  readonly #settings: HTMLElement | null;
  readonly #toggle: HTMLButtonElement | null;
  readonly #save: HTMLButtonElement | null;
  #returnFocus: HTMLElement | null = null;

  constructor(dialog: HTMLDialogElement, choices: DialogChoices) {
    this.#dialog = dialog;
    this.#choices = choices;
    this.#settings = dialog.querySelector("[data-consent-settings]");
    this.#toggle = dialog.querySelector('[data-consent-action="settings"]');
    this.#save = dialog.querySelector('[data-consent-action="save"]');
    dialog.addEventListener("click", (event) => this.#onClick(event));
    dialog.addEventListener("keydown", (event) => this.#keepFocusInside(event));
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      this.#choices.later();
    });
    dialog.addEventListener("close", () => this.#returnFocus?.focus());
  }

  get isOpen(): boolean {
    return this.#dialog.open;
  }

  /** Opens the banner; `withSettings` shows the per-purpose switches at once (the footer link). */
  open(withSettings: boolean): void {
    for (const input of this.#dialog.querySelectorAll<HTMLInputElement>(
      "input[data-consent-purpose]:not([disabled])",
    )) {
      input.checked = this.#choices.granted(input.dataset.consentPurpose as Purpose);
    }
    this.#showSettings(withSettings);
    if (!this.#dialog.open) {
      this.#returnFocus =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null;
      this.#dialog.showModal();
    }
    // The title first (neither choice is pushed on the visitor); the switches when asked for.
    this.#dialog
      .querySelector<HTMLElement>(withSettings ? "input[data-consent-purpose]:not([disabled])" : "#consent-title")
      ?.focus();
  }

  close(): void {
    this.#dialog.close();
  }

  #showSettings(show: boolean): void {
    if (this.#settings) this.#settings.hidden = !show;
    this.#toggle?.setAttribute("aria-expanded", String(show));
    if (this.#save) this.#save.hidden = !show;
  }

  #onClick(event: MouseEvent): void {
    const action = (event.target as Element | null)?.closest<HTMLElement>("[data-consent-action]")?.dataset
      .consentAction;
    if (action === "accept") this.#choices.decide({ analytics: true, tools: true }, "accept_all");
    else if (action === "decline") this.#choices.decide({ analytics: false, tools: false }, "decline_all");
    else if (action === "later") this.#choices.later();
    else if (action === "settings") this.#showSettings(this.#settings?.hidden === true);
    else if (action === "save") {
      const purposes: Partial<Record<Purpose, boolean>> = {};
      for (const input of this.#dialog.querySelectorAll<HTMLInputElement>(
        "input[data-consent-purpose]:not([disabled])",
      )) {
        purposes[input.dataset.consentPurpose as Purpose] = input.checked;
      }
      this.#choices.decide(purposes, "settings");
    }
  }

  /** The dialog is modal, but the browser would let Tab reach its own toolbar: wrap instead. */
  #keepFocusInside(event: KeyboardEvent): void {
    if (event.key !== "Tab") return;
    const items = Array.from(this.#dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement as HTMLElement | null;
    if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }
}
