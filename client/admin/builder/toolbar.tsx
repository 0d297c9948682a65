import { problemText, type FieldMessage } from "../../content/validation-messages.ts";
import type { Dispatch } from "react";
import { newComponentId } from "../../sections/common-props.ts";
import {
  selectionOf,
  withComponentIds,
  type BuilderAction,
  type BuilderState,
  type PageValue,
  type Selection,
} from "./builder-state.ts";
import { PublishAlerts, time } from "./publish-alerts.tsx";
import type { SaveState, useAutosave } from "./use-autosave.ts";

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

interface Actions {
  publish(): void;
  unpublish(): void;
  /** Discards the draft: back to the stored page, or the page gone when it never was stored. */
  discard(): void;
}

type Autosave = ReturnType<typeof useAutosave>;

export interface ToolbarProps {
  id: string;
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  autosave: Autosave;
  /** What is not valid yet, worded as the build words it. */
  messages: readonly FieldMessage[];
  debug: boolean;
  onDebug(on: boolean): void;
  actions: Actions;
}

/** Published or draft, Unpublish, Discard or Delete, and the auto-save state. */
function Status({ state, save, actions }: { state: BuilderState; save: SaveState; actions: Actions }) {
  const { published, publish, stored } = state;
  const hasDraft = state.dirty || save.kind !== "saved" || save.at !== null;
  const busy = publish.kind === "unpublishing" || publish.kind === "publishing";
  return (
    <>
      <span className={`badge ${published ? "badge--published" : "badge--draft"}`}>
        {published ? "Published" : "Draft"}
      </span>
      {published ? (
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={actions.unpublish}>
          {publish.kind === "unpublishing" ? "Taking offline…" : "Unpublish"}
        </button>
      ) : null}
      {hasDraft && published ? <span className="badge badge--changes">Unpublished changes</span> : null}
      {!stored ? (
        <button
          type="button"
          className="admin-button admin-button--small admin-button--danger"
          onClick={actions.discard}
        >
          Delete page
        </button>
      ) : hasDraft ? (
        <button type="button" className="admin-button admin-button--small" onClick={actions.discard}>
          Discard changes
        </button>
      ) : null}
      <span className={`builder__save${save.kind === "failed" ? " builder__save--error" : ""}`} role="status">
        {saveText(save)}
      </span>
    </>
  );
}

/** Page settings, History, Debug, Preview and Publish. */
function Actions(props: ToolbarProps) {
  const { publish } = props.state;
  const select = (selection: Selection) => props.dispatch({ type: "select", selection });
  const previewHref = `/admin/preview/${props.id}`;
  return (
    <div className="builder__actions">
      <button type="button" className="admin-button" onClick={() => select({ kind: "page" })}>
        Page settings
      </button>
      <button type="button" className="admin-button" onClick={() => select({ kind: "history" })}>
        History
      </button>
      <label className="builder__debug">
        <input type="checkbox" checked={props.debug} onChange={(event) => props.onDebug(event.target.checked)} /> Debug
      </label>
      <a
        className="admin-button"
        href={previewHref}
        onClick={async (event) => {
          event.preventDefault();
          await props.autosave.flush();
          location.assign(previewHref);
        }}
      >
        Preview
      </a>
      <button
        type="button"
        className="admin-button admin-button--primary"
        disabled={publish.kind === "publishing" || publish.kind === "unpublishing"}
        onClick={props.actions.publish}
      >
        {publish.kind === "publishing" ? "Publishing…" : "Publish"}
      </button>
    </div>
  );
}

/** What is still to fix, each at its field (a click selects where it is mended). */
function ToFix({ messages, onProblem }: { messages: readonly FieldMessage[]; onProblem(field: string): void }) {
  if (messages.length === 0) return null;
  return (
    <details className="builder__problems">
      <summary>
        {messages.length} field{messages.length === 1 ? "" : "s"} to fix before publishing (shown in red in the forms)
      </summary>
      <ul>
        {messages.map((message) => (
          <li key={`${message.key}|${message.message}`}>
            <button type="button" className="link-button" onClick={() => onProblem(message.field)}>
              {problemText(message)}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The page builder's bar: page name and status, auto-save state, its actions and their outcome. */
export function BuilderToolbar(props: ToolbarProps) {
  const { state, dispatch, autosave } = props;
  const onProblem = (field: string) => dispatch({ type: "select", selection: selectionOf(field) });
  return (
    <div className="builder__top">
      <div className="builder__bar">
        <a className="builder__back" href="/admin/editor">
          ← Pages
        </a>
        <h1 className="builder__name">{String(state.page.name ?? "Untitled page")}</h1>
        <Status state={state} save={autosave.state} actions={props.actions} />
        <Actions {...props} />
      </div>
      <PublishAlerts
        state={state}
        save={autosave.state}
        onProblem={onProblem}
        onKeepMine={() => autosave.overwrite()}
        onTakeTheirs={(theirs) => {
          dispatch({ type: "loadTheirs", page: withComponentIds(theirs.page as PageValue, newComponentId) });
          autosave.reset(theirs.savedAt);
        }}
      />
      {state.publish.kind === "refused" ? null : <ToFix messages={props.messages} onProblem={onProblem} />}
    </div>
  );
}
