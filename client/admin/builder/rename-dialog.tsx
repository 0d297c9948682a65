import { useEffect, useRef, useState } from "react";
import { pagePath } from "../../content/page-path.ts";
import { type Language, SLUG_MESSAGE, SLUG_PATTERN, type PageType } from "../../content/page-schema.ts";
import { api, ApiError } from "../api.ts";

interface RenameProps {
  id: string;
  type: PageType;
  slug: string;
  language: Language;
  published: boolean;
  /** Saves what is pending first, so that the draft moves whole. */
  beforeRename(): Promise<void>;
  onClose(): void;
}

/** The rename's request: the new slug and the redirect wanted; the editor of the moved page next. */
function useRename(props: RenameProps) {
  const [slug, setSlug] = useState(props.slug);
  const [redirect, setRedirect] = useState(true);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
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
  return { slug, setSlug, redirect, setRedirect, problems, busy, submit };
}

function Problems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="admin-alert admin-alert--error" role="alert">
      The address was not changed:
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** The new slug, checked by the browser with the schema's rule (SLUG_PATTERN), and the address it makes. */
function SlugField({
  type,
  language,
  rename,
}: {
  type: PageType;
  language: Language;
  rename: ReturnType<typeof useRename>;
}) {
  const newPath = rename.slug ? pagePath(type, rename.slug, language) : null;
  return (
    <div className="field">
      <label className="field__label" htmlFor="rename-slug">
        New slug
      </label>
      <input
        id="rename-slug"
        required
        value={rename.slug}
        pattern={SLUG_PATTERN}
        title={SLUG_MESSAGE}
        aria-describedby="rename-slug-m"
        onChange={(event) => rename.setSlug(event.target.value)}
      />
      <p className="field__hint" id="rename-slug-m">
        {newPath ? `New address: ${newPath}` : "Lower-case letters, digits, - or _"}
      </p>
    </div>
  );
}

/**
 * Changing a page's slug (docs/editor.md, "Changing a page's address"): the new address, and
 * for a published page the offer to redirect the old path to the new one (on by default).
 */
export function RenameDialog(props: RenameProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const rename = useRename(props);
  useEffect(() => dialog.current?.showModal(), []);
  const oldPath = pagePath(props.type, props.slug, props.language);
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="rename-title" onClose={props.onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void rename.submit();
        }}
      >
        <div className="admin-dialog__head">
          <h2 id="rename-title">Change the address</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
        <Problems problems={rename.problems} />
        <SlugField type={props.type} language={props.language} rename={rename} />
        {props.published && oldPath ? (
          <div className="field field--toggle">
            <input
              id="rename-redirect"
              type="checkbox"
              checked={rename.redirect}
              onChange={(event) => rename.setRedirect(event.target.checked)}
            />
            <label htmlFor="rename-redirect">
              Redirect {oldPath} to the new address (links and bookmarks to it keep working)
            </label>
          </div>
        ) : null}
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={close}>
            Cancel
          </button>
          <button
            type="submit"
            className="admin-button admin-button--primary"
            disabled={rename.busy || rename.slug === props.slug || !rename.slug}
          >
            {rename.busy ? "Changing…" : "Change the address"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
