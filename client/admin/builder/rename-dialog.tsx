import { useEffect, useRef, useState } from "react";
import { pagePath } from "../../content/page-path.ts";
import { SLUG_MESSAGE, SLUG_PATTERN, type PageType } from "../../content/page-schema.ts";
import { api, ApiError } from "../api.ts";

/**
 * Changing a page's slug (docs/editor.md, "Changing a page's address"): the new address, and
 * for a published page the offer to redirect the old path to the new one (on by default).
 */
export function RenameDialog(props: {
  id: string;
  type: PageType;
  slug: string;
  published: boolean;
  /** Saves what is pending first, so that the draft moves whole. */
  beforeRename(): Promise<void>;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [slug, setSlug] = useState(props.slug);
  const [redirect, setRedirect] = useState(true);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);
  const oldPath = pagePath(props.type, props.slug);
  const newPath = slug ? pagePath(props.type, slug) : null;
  const submit = async () => {
    setBusy(true);
    setProblems([]);
    try {
      await props.beforeRename();
      const result = await api<{ id: string }>(`/pages/${props.id}/rename`, {
        method: "POST",
        json: { slug, redirect: props.published && redirect },
      });
      location.assign(`/admin/editor/${result.id}`);
    } catch (error) {
      setBusy(false);
      const listed = error instanceof ApiError ? (error.body.problems as { message: string }[] | undefined) : undefined;
      setProblems(listed?.map((p) => p.message) ?? [error instanceof Error ? error.message : String(error)]);
    }
  };
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="rename-title" onClose={props.onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="admin-dialog__head">
          <h2 id="rename-title">Change the address</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
            ×
          </button>
        </div>
        {problems.length > 0 ? (
          <div className="admin-alert admin-alert--error" role="alert">
            The address was not changed:
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="rename-slug">
            New slug
          </label>
          <input
            id="rename-slug"
            required
            value={slug}
            pattern={SLUG_PATTERN}
            title={SLUG_MESSAGE}
            aria-describedby="rename-slug-m"
            onChange={(event) => setSlug(event.target.value)}
          />
          <p className="field__hint" id="rename-slug-m">
            {newPath ? `New address: ${newPath}` : "Lower-case letters, digits, - or _"}
          </p>
        </div>
        {props.published && oldPath ? (
          <div className="field field--toggle">
            <input
              id="rename-redirect"
              type="checkbox"
              checked={redirect}
              onChange={(event) => setRedirect(event.target.checked)}
            />
            <label htmlFor="rename-redirect">
              Redirect {oldPath} to the new address (links and bookmarks to it keep working)
            </label>
          </div>
        ) : null}
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button
            type="submit"
            className="admin-button admin-button--primary"
            disabled={busy || slug === props.slug || !slug}
          >
            {busy ? "Changing…" : "Change the address"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
