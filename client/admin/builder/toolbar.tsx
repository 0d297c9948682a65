import type { SaveState } from "./use-autosave.ts";

/** Publishing, or taking the page offline (`action`), and how it went. */
export type PublishState =
  | { kind: "idle" }
  | { kind: "publishing" }
  | { kind: "unpublishing" }
  | { kind: "done"; at: string; path: string | null }
  | { kind: "offline"; at: string; path: string }
  | { kind: "refused"; action: "publish" | "unpublish"; problems: { field: string; message: string }[] }
  | { kind: "failed"; action: "publish" | "unpublish"; message: string };

/** A much-linked page would fill the screen: the rest of the list opens on demand. */
const SHOWN_AT_ONCE = 8;

function Messages({ problems }: { problems: { message: string }[] }) {
  return (
    <ul>
      {problems.map((problem, i) => (
        <li key={i}>{problem.message}</li>
      ))}
    </ul>
  );
}

function time(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
}

function saveText(save: SaveState): string {
  switch (save.kind) {
    case "saved":
      return save.at ? `Draft saved ${time(save.at)}` : "No unpublished changes";
    case "pending":
      return "Unsaved changes…";
    case "saving":
      return "Saving…";
    case "failed":
      return `Not saved: ${save.message}. Trying again on the next change.`;
    case "conflict":
      return "Saved elsewhere meanwhile";
  }
}

/** The page builder's bar: page name and status, auto-save state, and its actions. */
export function BuilderToolbar(props: {
  name: string;
  published: boolean;
  hasDraft: boolean;
  problems: number;
  save: SaveState;
  publish: PublishState;
  path: string | null;
  debug: boolean;
  previewHref: string;
  onPreview(): Promise<void>;
  onDebug(on: boolean): void;
  onPublish(): void;
  onUnpublish(): void;
  /** Discards the draft: back to the stored page, or the page gone when it never was stored. */
  onDiscard(): void;
  /** The page exists only as a draft (never published nor synced): discarding deletes it. */
  draftOnly: boolean;
  discardError: string | null;
  onSettings(): void;
  onHistory(): void;
  onProblem(field: string): void;
  onKeepMine(): void;
  onTakeTheirs(theirs: { page: unknown; savedAt: string }): void;
}) {
  const { save, publish } = props;
  return (
    <div className="builder__top">
      <div className="builder__bar">
        <a className="builder__back" href="/admin/editor">
          ← Pages
        </a>
        <h1 className="builder__name">{props.name}</h1>
        <span className={`badge ${props.published ? "badge--published" : "badge--draft"}`}>
          {props.published ? "Published" : "Draft"}
        </span>
        {props.published ? (
          <button
            type="button"
            className="admin-button admin-button--small"
            disabled={publish.kind === "unpublishing" || publish.kind === "publishing"}
            onClick={props.onUnpublish}
          >
            {publish.kind === "unpublishing" ? "Taking offline…" : "Unpublish"}
          </button>
        ) : null}
        {props.hasDraft && props.published ? <span className="badge badge--changes">Unpublished changes</span> : null}
        {props.draftOnly ? (
          <button
            type="button"
            className="admin-button admin-button--small admin-button--danger"
            onClick={props.onDiscard}
          >
            Delete page
          </button>
        ) : props.hasDraft ? (
          <button type="button" className="admin-button admin-button--small" onClick={props.onDiscard}>
            Discard changes
          </button>
        ) : null}
        <span className={`builder__save${save.kind === "failed" ? " builder__save--error" : ""}`} role="status">
          {saveText(save)}
        </span>
        <div className="builder__actions">
          <button type="button" className="admin-button" onClick={props.onSettings}>
            Page settings
          </button>
          <button type="button" className="admin-button" onClick={props.onHistory}>
            History
          </button>
          <label className="builder__debug">
            <input type="checkbox" checked={props.debug} onChange={(event) => props.onDebug(event.target.checked)} />{" "}
            Debug
          </label>
          <a
            className="admin-button"
            href={props.previewHref}
            onClick={async (event) => {
              event.preventDefault();
              await props.onPreview();
              location.assign(props.previewHref);
            }}
          >
            Preview
          </a>
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={publish.kind === "publishing" || publish.kind === "unpublishing"}
            onClick={props.onPublish}
          >
            {publish.kind === "publishing" ? "Publishing…" : "Publish"}
          </button>
        </div>
      </div>
      {props.discardError ? (
        <div className="admin-alert admin-alert--error" role="alert">
          Not discarded: {props.discardError}
        </div>
      ) : null}
      {save.kind === "conflict" ? (
        <div className="admin-alert admin-alert--warning" role="alert">
          This page was saved in another tab or by another admin at {time(save.theirs.savedAt)}.{" "}
          <button
            type="button"
            className="admin-button admin-button--small"
            onClick={() => props.onTakeTheirs(save.theirs)}
          >
            Load their version
          </button>{" "}
          <button type="button" className="admin-button admin-button--small" onClick={props.onKeepMine}>
            Keep mine
          </button>
        </div>
      ) : null}
      {publish.kind === "done" ? (
        <div className="admin-alert admin-alert--success" role="status">
          Published at {time(publish.at)}. The site shows it within a few seconds
          {publish.path ? (
            <>
              :{" "}
              <a href={publish.path} target="_blank" rel="noopener">
                {publish.path}
              </a>
            </>
          ) : (
            "."
          )}
        </div>
      ) : null}
      {publish.kind === "offline" ? (
        <div className="admin-alert admin-alert--success" role="status">
          Taken offline at {time(publish.at)}: {publish.path} answers “page not found” within a few seconds. The page
          stays here as a draft; Publish brings it back.
        </div>
      ) : null}
      {publish.kind === "failed" ? (
        <div className="admin-alert admin-alert--error" role="alert">
          {publish.action === "publish" ? "Not published" : "Still online"}: {publish.message}
        </div>
      ) : null}
      {publish.kind === "refused" && publish.action === "unpublish" ? (
        <div className="admin-alert admin-alert--error" role="alert">
          Still online: visitors would reach a missing page from these. Change them first.
          <Messages problems={publish.problems.slice(0, SHOWN_AT_ONCE)} />
          {publish.problems.length > SHOWN_AT_ONCE ? (
            <details>
              <summary>and {publish.problems.length - SHOWN_AT_ONCE} more</summary>
              <Messages problems={publish.problems.slice(SHOWN_AT_ONCE)} />
            </details>
          ) : null}
        </div>
      ) : publish.kind === "refused" ? (
        <div className="admin-alert admin-alert--error" role="alert">
          Not published yet: mend these first.
          <ul>
            {publish.problems.map((problem, i) => (
              <li key={i}>
                <button type="button" className="link-button" onClick={() => props.onProblem(problem.field)}>
                  {problem.field}
                </button>
                : {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : props.problems > 0 ? (
        <p className="builder__problems">
          {props.problems} field{props.problems === 1 ? "" : "s"} to fix before publishing (shown in red in the forms).
        </p>
      ) : null}
    </div>
  );
}
