import type { HistoryItem } from "../api-types.ts";
import { DiffList } from "./diff-list.tsx";
import { versionTitle } from "./history-panel.tsx";
import { pageDiff } from "./page-diff.ts";

/**
 * One version of the history: what it changed against the version before it, what restoring
 * it would change in the draft being edited, and the button that restores it.
 */
export function HistoryVersion(props: {
  item: HistoryItem;
  page: unknown;
  older: { item: HistoryItem; page: unknown } | null;
  current: unknown;
  onRestore(page: unknown): void;
}) {
  const { item, page, older } = props;
  if (page === undefined) return <p className="admin-loading">Loading this version…</p>;
  return (
    <section className="history-version" aria-label={`Version: ${versionTitle(item)}`}>
      <h3>{item.original ? "What it was before the editor" : `What this version changed`}</h3>
      {item.original ? (
        <p className="panel__note">
          The version {item.author} held, live before the page was first changed in the editor.
        </p>
      ) : older === null ? (
        <p className="panel__note">The first version: nothing before it.</p>
      ) : older.page === undefined ? (
        <p className="admin-loading">Loading the version before…</p>
      ) : (
        <DiffList diff={pageDiff(older.page, page)} label="What this version changed" />
      )}
      <h3>Restoring it changes your draft</h3>
      <DiffList diff={pageDiff(props.current, page)} label="What restoring changes" />
      <button
        type="button"
        className="admin-button admin-button--primary admin-button--small"
        onClick={() => props.onRestore(page)}
      >
        Restore as draft
      </button>
    </section>
  );
}
