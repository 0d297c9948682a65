/**
 * Analytics events pushed to the tag manager's data layer (spec part 1 §7, part 2 §7). The one
 * entry point for every island; the consent work adds the typed catalogue of events here.
 */

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** Pushes one event to `window.dataLayer` (created if the tag manager has not loaded yet). */
export function pushEvent(event: { event: string } & Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
