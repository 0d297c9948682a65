import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { MediaLibrary } from "./media-library.tsx";
import type { MediaItem } from "./media-types.ts";

function PickerDialog({ onDone }: { onDone(item: MediaItem | null): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const picked = useRef<MediaItem | null>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-dialog--wide"
      aria-labelledby="media-picker-title"
      onClose={() => onDone(picked.current)}
    >
      <div className="admin-dialog__head">
        <h2 id="media-picker-title">Choose an image</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      <MediaLibrary
        onPick={(item) => {
          picked.current = item;
          dialog.current?.close();
        }}
      />
    </dialog>
  );
}

/** The media library as a dialog for image fields: `pick()` resolves with the chosen image or null. */
export function useMediaPicker(): { pick(): Promise<MediaItem | null>; dialog: ReactNode } {
  const [resolve, setResolve] = useState<((item: MediaItem | null) => void) | null>(null);
  const pick = useCallback(() => new Promise<MediaItem | null>((done) => setResolve(() => done)), []);
  const dialog = resolve ? (
    <PickerDialog
      onDone={(item) => {
        resolve(item);
        setResolve(null);
      }}
    />
  ) : null;
  return { pick, dialog };
}
