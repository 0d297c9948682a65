import type { EmbedHeight } from "./embed-sizes.ts";

/** The only embed behind this facade: a video file from an editor's https host. */
export type EmbedService = "video";

const PLAY_ICON = "M8 5.5v13l10.5-6.5z";

/** What the browser puts in place of the facade: a video player. */
export type EmbedKind = "video";

export interface ThirdPartyEmbedProps {
  /** Consent service id. */
  service: EmbedService;
  /** The provider's name, shown to the visitor ("YouTube", "CodeSandbox"). */
  provider: string;
  kind: EmbedKind;
  /** What is loaded on click: the frame's or the video file's address, or the widget script. */
  src: string;
  /** Accessible name of the frame or video, and the facade's heading. */
  title: string;
  /** The call to load it: "Play the video", "Open the sandbox here". */
  loadLabel: string;
  /** Where to see it on the provider's own site, for visitors without JavaScript. */
  externalUrl?: string;
  /** Frame size: a 16:9 or 9:16 box, or a fixed height. */
  shape: { aspect: "landscape" | "portrait" } | { height: EmbedHeight };
  /** A `<video>`'s MIME type. */
  mediaType?: string;
  /** Play at once when loaded (muted, as browsers require); ignored with reduced motion. */
  autoplay?: boolean;
}

/**
 * A third-party embed behind a facade: the server renders a placeholder that names the
 * provider and says what loading it means, and a button; nothing is requested from the
 * third party before the visitor clicks it. The site script (client/enhance/embeds.ts)
 * then puts the frame, video or widget script in its place, sized as the placeholder was
 * (no layout shift). Without JavaScript the placeholder links to the provider's page.
 *
 * Players and widgets of the configured third-party services (YouTube, code sandboxes,
 * fiddles, the review tracker) do not use this: they load through consent
 * (client/consent/consent-embed.tsx).
 */
export function ThirdPartyEmbed(props: ThirdPartyEmbedProps) {
  const { service, provider, kind, src, title, loadLabel, externalUrl, shape, mediaType, autoplay } = props;
  const shapeClass = "aspect" in shape ? `embed--${shape.aspect}` : `embed--h${shape.height}`;
  return (
    <div
      className={`embed ${shapeClass}`}
      data-embed=""
      data-embed-service={service}
      data-embed-kind={kind}
      data-embed-src={src}
      data-embed-title={title}
      data-embed-type={mediaType}
      data-embed-autoplay={autoplay ? "true" : undefined}
      data-embed-height={"height" in shape ? shape.height : undefined}
    >
      <div className="embed__facade">
        <svg className="embed__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={PLAY_ICON} />
        </svg>
        <p className="embed__title">{title}</p>
        <p className="embed__note">
          Hosted by {provider}. Loading it sends your IP address to {provider}, which may set cookies.
        </p>
        <button type="button" className="button button--primary embed__load" data-embed-load="" hidden>
          {loadLabel}
        </button>
        {externalUrl ? (
          <p className="embed__external">
            <a href={externalUrl} target="_blank" rel="noopener noreferrer">
              Open on {provider}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
