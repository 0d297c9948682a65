import { createContext, useContext, type ReactNode } from "react";
import { fillId } from "./config.ts";
import { consent as english } from "../i18n/en/consent.ts";
import type { Messages } from "../i18n/messages.ts";
import type { EmbedServiceSettings, ServicesSettings } from "./settings-schema.ts";

/** The page's service settings, for embeds and slots (provided by the page view). */
export const ConsentContext = createContext<ServicesSettings>({});

export type ConsentTexts = Messages["consent"];

/** The consent words in the page's language (provided by the page view; English outside a page). */
export const ConsentTextsContext = createContext<ConsentTexts>(english);

export type EmbedServiceId = "video" | "codeSandbox" | "fiddle";
export type SlotServiceId = "officesMap" | "reviewTracker";

export interface ConsentEmbedProps {
  /** Which embed service serves it; its embedUrl (site settings) gets `id`. */
  service: EmbedServiceId;
  /** The video, sandbox or fiddle id, as the provider knows it. */
  id: string;
  /** What it shows: the iframe's accessible name and the placeholder's heading. */
  title: string;
  /**
   * Its box: `landscape` 16:9 and `portrait` 9:16 (videos), `fixed` a height in pixels
   * (code sandboxes and fiddles, default 600, docs/consent.md).
   */
  shape?: "landscape" | "portrait" | "fixed";
  height?: number;
  /** The iframe's `allow` list, e.g. "autoplay; fullscreen; picture-in-picture" for a video. */
  allow?: string;
}

function Prompt({ service, title }: { service: EmbedServiceId | SlotServiceId; title: string }) {
  const { note, enable } = useContext(ConsentTextsContext).embed[service];
  return (
    <div className="consent-embed__placeholder">
      <p className="consent-embed__title">{title}</p>
      <p className="consent-embed__note">{note}</p>
      <button type="button" className="button button--primary" data-consent-enable={service}>
        {enable}
      </button>
    </div>
  );
}

/**
 * A third-party iframe (video, code sandbox, fiddle) behind consent. The server renders
 * a placeholder naming the service with a button that enables it; the site script swaps
 * in the iframe once its service is consented (on load, or after that button or the
 * banner). When the service has no settings it is off: the placeholder says the embed is
 * not available.
 *
 * @example <ConsentEmbed service="video" id={props.youtubeId} title="Store locator in two minutes" shape="landscape" allow="fullscreen" />
 */
export function ConsentEmbed({ service, id, title, shape = "fixed", height = 600, allow }: ConsentEmbedProps) {
  const settings = useContext(ConsentContext)[service] as EmbedServiceSettings | undefined;
  const texts = useContext(ConsentTextsContext);
  const className = `consent-embed consent-embed--${shape}`;
  if (!settings) {
    return (
      <div className={className}>
        <div className="consent-embed__placeholder">
          <p className="consent-embed__title">{title}</p>
          <p className="consent-embed__note">{texts.unavailable}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      className={className}
      data-consent-embed={service}
      data-embed-src={fillId(settings.embedUrl, id)}
      data-embed-title={title}
      {...(shape === "fixed" ? { "data-embed-height": String(height) } : {})}
      {...(allow ? { "data-embed-allow": allow } : {})}
    >
      <Prompt service={service} title={title} />
    </div>
  );
}

export interface ServiceSlotProps {
  /** The script service that fills this slot once consented. */
  service: SlotServiceId;
  /** Options the vendor's script reads from `data-options` (JSON), e.g. language, zoom 3, marker icons. */
  options?: Record<string, unknown>;
  /** Accessible name of the region (e.g. "Map of our offices"). */
  label: string;
  /** Shown before the service loads and without it (e.g. the offices' addresses as text). */
  children?: ReactNode;
  /** Offer a button that enables the service (default: yes for tools, no for trackers). */
  prompt?: boolean;
}

/**
 * Where a slot service (offices map widget, review tracker) draws itself. Its script loads
 * only on pages holding a slot, and only after consent; it reads `data-options`, and a
 * `consent:service-loaded` event is dispatched on the slot once the script has run. A slot
 * whose service has no settings renders its children only.
 */
export function ServiceSlot({
  service,
  options = {},
  label,
  children,
  prompt = service === "officesMap",
}: ServiceSlotProps) {
  const configured = useContext(ConsentContext)[service] !== undefined;
  if (!configured) return children ? <div className="service-slot">{children}</div> : null;
  return (
    <section
      className="service-slot"
      aria-label={label}
      data-service-slot={service}
      data-options={JSON.stringify(options)}
    >
      {children}
      {prompt ? (
        <div className="consent-embed consent-embed--slot">
          <Prompt service={service} title={label} />
        </div>
      ) : null}
    </section>
  );
}
