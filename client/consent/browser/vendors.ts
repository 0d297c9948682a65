import { dataLayer } from "../../analytics/data-layer.ts";
import type { ServiceId } from "../services.ts";

type Queue = ((...args: unknown[]) => void) & {
  queue: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
  push: unknown;
};

interface VendorGlobals {
  fbq?: Queue;
  _fbq?: Queue;
  _linkedin_partner_id?: string;
  _linkedin_data_partner_ids?: string[];
}

/** A queue function that buffers its calls until the vendor's script takes over (Meta pixel shape). */
function commandQueue(): Queue {
  const queue = ((...args: unknown[]) => {
    if (queue.callMethod) queue.callMethod(...args);
    else queue.queue.push(args);
  }) as Queue;
  queue.queue = [];
  queue.loaded = true;
  queue.version = "2.0";
  queue.push = queue;
  return queue;
}

/**
 * What a vendor's script expects to find before it runs, set from the service's `id`
 * setting. Vendors not listed need nothing but their script URL (their id is in it).
 */
export const VENDOR_SETUP: Partial<Record<ServiceId, (key: string | undefined) => void>> = {
  /** Google Tag Manager: the container starts from the gtm.js event. */
  tagManager() {
    dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
  },
  /** Meta pixel: the fbq queue, initialised with the pixel id, and a page view. */
  socialAdPixel(key) {
    const scope = window as unknown as VendorGlobals;
    scope.fbq ??= commandQueue();
    const fbq = scope.fbq;
    scope._fbq ??= fbq;
    if (key) fbq("init", key);
    fbq("track", "PageView");
  },
  /** LinkedIn Insight Tag: the partner id globals it reads. */
  businessNetwork(key) {
    const scope = window as unknown as VendorGlobals;
    if (!key) return;
    scope._linkedin_partner_id = key;
    scope._linkedin_data_partner_ids ??= [];
    scope._linkedin_data_partner_ids.push(key);
  },
};
