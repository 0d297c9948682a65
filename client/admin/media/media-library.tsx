import { useEffect, useState } from "react";
import { api } from "../api.ts";
import { formatBytes, type MediaItem } from "./media-types.ts";

/**
 * The media library (/admin/media, and the picker of image fields): images in R2 with their
 * size and weight; upload more; with `onPick`, choose one.
 */
export function MediaLibrary({ onPick }: { onPick?: (item: MediaItem) => void }) {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = () =>
    api<{ media: MediaItem[] }>("/media").then(
      (r) => setItems(r.media),
      (e: Error) => setError(e.message),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the library loads once, when the view opens
  useEffect(() => {
    void load();
  }, []);
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    const failed: string[] = [];
    for (const file of files) {
      const body = new FormData();
      body.append("file", file);
      try {
        await api("/media", { method: "POST", body });
      } catch (e) {
        failed.push(`${file.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    setBusy(false);
    if (failed.length) setError(failed.join("; "));
    await load();
  };
  return (
    <div className="media-library">
      <div className="media-library__upload">
        <label className="admin-button admin-button--primary" htmlFor="media-upload">
          {busy ? "Uploading…" : "Upload images"}
        </label>
        <input
          id="media-upload"
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml"
          multiple
          onChange={(event) => void upload(event.target.files)}
        />
        <span className="panel__note">
          PNG, JPEG, GIF, WebP, AVIF or SVG, up to 10 MB each. Pages use them at <code>/media/…</code>.
        </span>
      </div>
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {items === null ? (
        <p>Loading the images…</p>
      ) : items.length === 0 ? (
        <p className="panel__note">No images uploaded yet.</p>
      ) : null}
      <ul className="media-grid">
        {(items ?? []).map((item) => (
          <li key={item.key} className="media-grid__item">
            <img src={item.src} alt="" width={item.width} height={item.height} loading="lazy" />
            <span className="media-grid__name" title={item.name}>
              {item.name}
            </span>
            <span className="panel__note">
              {item.width}×{item.height} px · {formatBytes(item.bytes)}
            </span>
            <code className="media-grid__src">{item.src}</code>
            <span className="media-grid__actions">
              {onPick ? (
                <button
                  type="button"
                  className="admin-button admin-button--small admin-button--primary"
                  onClick={() => onPick(item)}
                >
                  Use this image
                </button>
              ) : null}
              {!onPick ? (
                <button
                  type="button"
                  className="admin-button admin-button--small admin-button--danger"
                  onClick={async () => {
                    if (!window.confirm(`Delete ${item.name}? Pages that show it will show a broken image.`)) return;
                    await api(`/media?key=${encodeURIComponent(item.key)}`, { method: "DELETE" }).catch((e: Error) =>
                      setError(e.message),
                    );
                    await load();
                  }}
                >
                  Delete
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
