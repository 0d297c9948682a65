import * as v from "valibot";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, httpsOrigin, type PropsOf } from "../define-block.ts";
import { ConsentEmbed } from "../../consent/consent-embed.tsx";
import { ThirdPartyEmbed } from "./third-party-embed.tsx";
import { externalVideoProblem, VIDEO_TYPES, YOUTUBE_ID } from "./video-rules.ts";

/** docs/section-library.md. */
const entries = {
  title: v.optional(v.string()),
  /** What the video shows, for people who cannot see it and as the facade's heading. */
  videoTitle: v.pipe(v.string("videoTitle must be text"), v.nonEmpty("videoTitle must not be empty")),
  videoOrientation: v.optional(
    v.picklist(["landscape", "portrait"], "videoOrientation must be landscape or portrait"),
    "landscape",
  ),
  videoType: v.picklist(["yt", "url"], "videoType must be yt (YouTube) or url (a video file)"),
  youtubeId: v.optional(v.string()),
  externalType: v.optional(v.picklist(VIDEO_TYPES, "externalType must be video/mp4 or video/webm"), "video/mp4"),
  externalSrc: v.optional(v.string()),
  autoplay: v.optional(v.boolean(), false),
  caption: v.optional(v.string()),
};

type VideoProps = PropsOf<typeof entries>;

function hostOf(src: string): string {
  try {
    return new URL(src).host;
  } catch {
    return "another site";
  }
}

function Video(props: VideoProps) {
  const { title, videoTitle, videoOrientation, videoType, youtubeId, externalType, externalSrc, autoplay, caption } =
    props;
  const shape = { aspect: videoOrientation };
  const embed =
    videoType === "yt" ? (
      // The player's address comes from services.video in site.json; it loads with consent.
      <ConsentEmbed
        service="video"
        id={youtubeId ?? ""}
        title={videoTitle}
        shape={videoOrientation}
        allow="autoplay; fullscreen; picture-in-picture"
      />
    ) : (
      <ThirdPartyEmbed
        service="video"
        provider={hostOf(externalSrc as string)}
        kind="video"
        src={externalSrc as string}
        mediaType={externalType}
        autoplay={autoplay}
        title={videoTitle}
        loadLabel="Play the video"
        externalUrl={externalSrc}
        shape={shape}
      />
    );
  return (
    <Section common={props} className="video">
      <div className="container container--narrow">
        {title ? <Heading level={1}>{title}</Heading> : null}
        <figure className={`video__figure video__figure--${videoOrientation}`}>
          {embed}
          {caption ? <figcaption className="video__caption">{caption}</figcaption> : null}
        </figure>
      </div>
    </Section>
  );
}

export const videoBlock = defineBlock({
  type: "video",
  sources: (props) => ({
    mediaSrc: props.videoType === "url" ? [httpsOrigin(props.externalSrc)].filter((origin) => origin !== null) : [],
  }),
  label: "Video",
  description: "A YouTube video or a video file from an https host, loaded only when the visitor asks.",
  group: "Media and embeds",
  entries,
  rules: [
    {
      field: "youtubeId",
      message: "youtubeId must be the 11-character id of a YouTube video",
      valid: (props) => props.videoType !== "yt" || YOUTUBE_ID.test(props.youtubeId ?? ""),
    },
    {
      field: "externalSrc",
      message: "externalSrc is needed for a video file",
      valid: (props) => props.videoType !== "url" || Boolean(props.externalSrc),
    },
    {
      // docs/section-library.md: one of the three messages, the first problem found.
      field: "externalSrc",
      message: (props) => externalVideoProblem(props.externalSrc ?? "", props.externalType) ?? "",
      valid: (props) =>
        props.videoType !== "url" ||
        !props.externalSrc ||
        externalVideoProblem(props.externalSrc, props.externalType) === null,
    },
  ],
  Component: Video,
  sample: {
    videoTitle: "Address autocomplete in a checkout, in 90 seconds",
    videoType: "yt",
    youtubeId: "LcsTour2026",
    caption: "A product tour: suggestions, details and a delivery estimate.",
  },
});
