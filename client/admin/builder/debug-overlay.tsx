import { useEffect, useState } from "react";
import { api } from "../api.ts";
import { formatBytes } from "../media/media-types.ts";
import { anchorId } from "../../sections/anchor-id.ts";
import { debugInfo, type DebugImage } from "./debug-info.ts";

const weights = new Map<string, Promise<number | null>>();

/** An image's weight from its Content-Length (read by the Worker); null ("N/A") when that fails. */
function imageWeight(src: string): Promise<number | null> {
  let weight = weights.get(src);
  if (!weight) {
    weight = api<{ bytes: number | null }>(`/image-size?src=${encodeURIComponent(src)}`).then(
      (r) => r.bytes,
      () => null,
    );
    weights.set(src, weight);
  }
  return weight;
}

function ImageInfo({ image }: { image: DebugImage }) {
  const [bytes, setBytes] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    imageWeight(image.src).then((value) => live && setBytes(value));
    return () => {
      live = false;
    };
  }, [image.src]);
  return (
    <li className="debug-panel__image">
      <span>{image.name}</span> · <code>{image.filename}</code> · {image.width ?? "?"}×{image.height ?? "?"} px ·{" "}
      <span data-weight>{bytes === undefined ? "…" : formatBytes(bytes)}</span>
      <br />
      <code className="debug-panel__url">{image.src}</code>
    </li>
  );
}

/**
 * The debug overlay of one block (admins, outside preview, debug on; docs/editor.md):
 * component id, anchor id (as the element id it becomes), title and subtitle anchors, and
 * each image's name, file, size and weight.
 */
export function DebugPanel({ block }: { block: { type: string; props: Record<string, unknown> } }) {
  const info = debugInfo(block.props);
  return (
    <aside className="debug-panel" aria-label="Debug information">
      <p>
        <strong>Component ID</strong> <code>{info.componentId ?? "none"}</code>
        {" · "}
        <strong>Anchor</strong> <code>{info.anchorId ? `#${anchorId(info.anchorId)}` : "none"}</code>
      </p>
      {info.anchors.length > 0 ? (
        <p>
          {info.anchors.map((a) => (
            <code key={a}>{a} </code>
          ))}
        </p>
      ) : null}
      {info.images.length > 0 ? (
        <ul className="debug-panel__images">
          {info.images.map((image, i) => (
            <ImageInfo key={`${image.src}-${i}`} image={image} />
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
