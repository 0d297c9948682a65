import { useState } from "react";
import type { CanvasBlock } from "./canvas.tsx";

/** An external video's address and type, for a video block that plays a file from an https host. */
export function externalVideo(block: CanvasBlock): { src: string; type: string } | null {
  const { videoType, externalSrc, externalType } = block.props;
  if (
    block.type !== "video" ||
    videoType !== "url" ||
    typeof externalSrc !== "string" ||
    !externalSrc.startsWith("https://")
  )
    return null;
  return { src: externalSrc, type: typeof externalType === "string" ? externalType : "video/mp4" };
}

/**
 * docs/editor.md: the reload-video button of an external video in the canvas. Visitors get a
 * facade that loads the file on their click; the editor plays it here and, after its address
 * or file changed on its host, loads it again from the start.
 */
export function VideoReload({ src, type }: { src: string; type: string }) {
  const [loads, setLoads] = useState(0);
  return (
    <div className="canvas__video" data-canvas-control="">
      <button type="button" className="admin-button admin-button--small" onClick={() => setLoads((n) => n + 1)}>
        {loads === 0 ? "Load the video here" : "Reload video"}
      </button>
      {loads > 0 ? (
        // biome-ignore lint/a11y/useMediaCaption: the editor's preview of an editor's own file; the page itself carries the captions it has
        <video key={`${src}#${loads}`} controls preload="metadata" className="canvas__video-player">
          <source src={src} type={type} />
        </video>
      ) : null}
    </div>
  );
}
