/** docs/section-library.md: an external video must be hosted at an https:// address. */
export const EXTERNAL_VIDEO_HOST = "https://";

export const VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** docs/section-library.md, the three editor messages for an external video source. */
export const VIDEO_MESSAGES = {
  host: `the video must be externally hosted (value should start with "${EXTERNAL_VIDEO_HOST}")`,
  webm: "the video must be a webm file (*.webm)",
  mp4: "the video must be a mp4 file (*.mp4)",
} as const;

function pathOf(src: string): string {
  try {
    return new URL(src).pathname;
  } catch {
    return src;
  }
}

/**
 * The editor's message for an external video source, or null when it is fine: it must
 * start with https://, and end in .webm for a webm video or in .mp4 for an mp4 one.
 * @example externalVideoProblem("http://cdn.example/a.mp4", "video/mp4") // the host message
 */
export function externalVideoProblem(src: string, type: VideoType): string | null {
  if (!src.startsWith(EXTERNAL_VIDEO_HOST)) return VIDEO_MESSAGES.host;
  const path = pathOf(src).toLowerCase();
  if (type === "video/webm" && !path.endsWith(".webm")) return VIDEO_MESSAGES.webm;
  if (type === "video/mp4" && !path.endsWith(".mp4")) return VIDEO_MESSAGES.mp4;
  return null;
}

/** A YouTube video id: 11 letters, digits, - or _. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
