import type { ConsentClientConfig } from "../config.ts";
import { isGranted, type ConsentRecord } from "../record.ts";
import { SERVICES, type ServiceId } from "../services.ts";
import { VENDOR_SETUP } from "./vendors.ts";

/** Services already started on this page: a later decision never loads one twice. */
const started = new Set<ServiceId>();

function slots(id: ServiceId): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`[data-service-slot="${id}"]`));
}

/** Replaces each placeholder of an embed service by its iframe. */
function showEmbeds(id: ServiceId): void {
  for (const box of document.querySelectorAll<HTMLElement>(`[data-consent-embed="${id}"]`)) {
    const { embedSrc, embedTitle, embedHeight, embedAllow } = box.dataset;
    if (!embedSrc) continue;
    const frame = document.createElement("iframe");
    frame.src = embedSrc;
    frame.title = embedTitle ?? "";
    frame.loading = "lazy";
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    if (embedHeight) frame.height = embedHeight;
    if (embedAllow) frame.allow = embedAllow;
    box.replaceChildren(frame);
    box.dataset.embedLoaded = "true";
  }
}

function loadScript(id: ServiceId, src: string): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset.service = id;
  script.addEventListener("load", () => {
    for (const slot of slots(id))
      slot.dispatchEvent(new CustomEvent("consent:service-loaded", { detail: { service: id } }));
  });
  // docs/consent.md: a vendor that fails to load is only logged.
  script.addEventListener("error", () => console.warn(`Third-party service ${id} could not be loaded from ${src}`));
  document.head.append(script);
}

/**
 * Starts every configured service the record grants that this page may use: scripts on
 * every page (not those the page skips), slot scripts where a slot is, embeds in place
 * of their placeholders. Declined or undecided services are never requested.
 */
export function startGranted(config: ConsentClientConfig, record: ConsentRecord | null): void {
  for (const { id, src, key } of config.services) {
    if (started.has(id) || config.skip.includes(id) || !isGranted(record, id)) continue;
    const { placement } = SERVICES[id];
    if (placement === "embed") {
      showEmbeds(id);
    } else {
      if (!src || (placement === "slot" && slots(id).length === 0)) continue;
      // The slot's "enable" prompt has done its job; what the slot shows now is the vendor's.
      for (const slot of slots(id)) slot.querySelector(".consent-embed--slot")?.remove();
      try {
        VENDOR_SETUP[id]?.(key);
        loadScript(id, src);
      } catch (error) {
        console.warn(`Third-party service ${id} could not be started`, error);
      }
    }
    started.add(id);
  }
}
