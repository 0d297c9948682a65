import * as v from "valibot";
import { isEditing, usePageContext } from "../../page-context.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, httpsOrigin, requiredText, type PropsOf } from "../define-block.ts";
import { embedHeightField } from "./embed-sizes.ts";

/** An https address, for frames shown as they are. */
const httpsUrl = (field: string) =>
  v.pipe(v.string(`${field} must be text`), v.regex(/^https:\/\/[^\s]+$/, `${field} must be an https:// address`));

/** docs/section-library.md: iframeUrl, containerWidth, iframeWidth, iframeHeight (600, docs/section-library.md). */
const contactEntries = {
  title: v.optional(v.string()),
  iframeUrl: httpsUrl("iframeUrl"),
  /** The frame's accessible name. */
  iframeTitle: v.optional(v.string(), "Contact form"),
  containerWidth: v.optional(
    v.picklist(["narrow", "default", "full"], "containerWidth must be narrow, default or full"),
    "narrow",
  ),
  /** The frame's width in pixels; the whole container when absent. It never overflows a phone's screen. */
  iframeWidth: v.optional(
    v.pipe(
      v.number("iframeWidth must be a number of pixels"),
      v.integer(),
      v.minValue(200, "iframeWidth must be at least 200"),
      v.maxValue(1600, "iframeWidth must be at most 1600"),
    ),
  ),
  iframeHeight: embedHeightField("iframeHeight", 600),
};

const CONTAINERS = {
  narrow: "container container--narrow",
  default: "container",
  full: "container container--full",
} as const;

function ContactFormFrame(props: PropsOf<typeof contactEntries>) {
  const { title, iframeUrl, iframeTitle, containerWidth, iframeWidth, iframeHeight } = props;
  const context = usePageContext();
  return (
    <Section common={props} className="frame-block">
      <div className={CONTAINERS[containerWidth]}>
        {title ? <Heading level={1}>{title}</Heading> : null}
        {isEditing(context) ? (
          // docs/section-library.md: the editor sees only a placeholder label, not the live form.
          <p className={`frame-block__placeholder embed--h${iframeHeight}`}>Contact form: {iframeUrl}</p>
        ) : (
          <iframe
            className={`frame-block__frame embed--h${iframeHeight}${iframeWidth ? "" : " frame-block__frame--full"}`}
            src={iframeUrl}
            title={iframeTitle}
            width={iframeWidth}
            height={iframeHeight}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    </Section>
  );
}

export const contactFormFrameBlock = defineBlock({
  type: "contactFormFrame",
  sources: (props) => ({ frameSrc: [httpsOrigin(props.iframeUrl)].filter((origin) => origin !== null) }),
  label: "Contact form frame",
  description: "A contact form hosted elsewhere, in a frame (600 px high by default); editors see a placeholder.",
  group: "Media and embeds",
  entries: contactEntries,
  Component: ContactFormFrame,
  sample: {
    title: "Write to our partnerships team",
    iframeUrl: "https://forms.locus.example/partners",
    iframeTitle: "Partnership enquiry form",
  },
});

/** An infographic from a visual-content host, shown in a frame. */
const infographicEntries = {
  title: v.optional(v.string()),
  src: httpsUrl("src"),
  /** What the infographic shows: the frame's accessible name. */
  infographicTitle: requiredText("infographicTitle"),
  height: embedHeightField("height", 800),
  /** A text summary under the frame, for people who cannot see it. */
  summary: v.optional(v.string()),
};

function Infographic(props: PropsOf<typeof infographicEntries>) {
  const { title, src, infographicTitle, height, summary } = props;
  return (
    <Section common={props} className="frame-block">
      <div className="container container--narrow">
        {title ? <Heading level={1}>{title}</Heading> : null}
        <figure className="frame-block__figure">
          <iframe
            className={`frame-block__frame frame-block__frame--full embed--h${height}`}
            src={src}
            title={infographicTitle}
            height={height}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups"
            referrerPolicy="no-referrer"
          />
          {summary ? <figcaption className="frame-block__caption">{summary}</figcaption> : null}
        </figure>
      </div>
    </Section>
  );
}

export const infographicBlock = defineBlock({
  type: "infographic",
  sources: (props) => ({ frameSrc: [httpsOrigin(props.src)].filter((origin) => origin !== null) }),
  label: "Infographic",
  description: "An infographic from a visual-content host, in a frame, with a text summary.",
  group: "Media and embeds",
  entries: infographicEntries,
  Component: Infographic,
  sample: {
    title: "Where failed deliveries come from",
    src: "https://visuals.locus.example/embed/failed-deliveries-2026",
    infographicTitle: "Causes of failed deliveries in 2026, by share",
    summary: "Incomplete addresses cause 41% of failed first deliveries, wrong postcodes 23%, and access problems 18%.",
  },
});

/**
 * Raw HTML from an editor (docs/section-library.md). It is never put
 * into the page: it is shown only inside a sandboxed frame's `srcdoc`, with scripts allowed
 * but no same-origin access, so it cannot read the page, its cookies or its storage.
 */
const iframeHtmlEntries = {
  title: v.optional(v.string()),
  html: requiredText("html"),
  /** The frame's accessible name. */
  frameTitle: requiredText("frameTitle"),
  height: embedHeightField("height", 400),
};

/**
 * The frame's document: the editor's HTML after the site's frame stylesheet. The frame
 * inherits the page's CSP, so its scripts and styles must come from this site; inline ones
 * are refused by the browser.
 */
export function frameDocument(html: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="${FRAME_STYLESHEET}"></head><body>${html}</body></html>`;
}

/** Styles for raw HTML frames (client/public/frame.css). */
export const FRAME_STYLESHEET = "/frame.css";

function IframeHtml(props: PropsOf<typeof iframeHtmlEntries>) {
  const { title, html, frameTitle, height } = props;
  return (
    <Section common={props} className="frame-block">
      <div className="container container--narrow">
        {title ? <Heading level={1}>{title}</Heading> : null}
        <iframe
          className={`frame-block__frame frame-block__frame--full embed--h${height}`}
          srcDoc={frameDocument(html)}
          title={frameTitle}
          height={height}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </div>
    </Section>
  );
}

export const iframeHtmlBlock = defineBlock({
  type: "iframeHtml",
  label: "HTML frame",
  description: "Raw HTML from an editor, shown only inside a sandboxed frame, never in the page itself.",
  group: "Media and embeds",
  entries: iframeHtmlEntries,
  Component: IframeHtml,
  sample: {
    title: "Status of our APIs",
    frameTitle: "Current status of the Locus APIs",
    height: 300,
    html: '<h1>All systems operational</h1><ul class="status"><li>Localities API <b class="ok">operational</b></li><li>Maps <b class="ok">operational</b></li><li>Geolocation <b class="ok">operational</b></li></ul><p><a href="https://status.locus.example" target="_blank" rel="noopener">Status history</a></p>',
  },
});
