import { useState } from "react";
import { api } from "../api.ts";
import type { HistoryItem } from "../api-types.ts";

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** The published versions of the page, newest first; one can be restored as the draft. */
export function HistoryPanel({
  id,
  items,
  onRestore,
}: {
  id: string;
  items: readonly HistoryItem[];
  onRestore(page: unknown, publishedAt: string): void;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="block-panel">
      <div className="panel__head">
        <div>
          <h2 className="panel__title">Published versions</h2>
          <p className="panel__note">Restoring puts a version in the draft; publish it to make it live again.</p>
        </div>
      </div>
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="panel__note">Not published from the editor yet (the live version comes from content/).</p>
      ) : null}
      <ol className="history-list">
        {items.map((item, i) => (
          <li key={item.publishedAt} className="history-list__item">
            <span>
              <strong>{when(item.publishedAt)}</strong>
              {i === 0 ? <span className="badge badge--published">live</span> : null}
              <br />
              <span className="panel__note">{item.name}</span>
            </span>
            <button
              type="button"
              className="admin-button admin-button--small"
              onClick={async () => {
                try {
                  const { page } = await api<{ page: unknown }>(
                    `/pages/${id}/history/${encodeURIComponent(item.publishedAt)}`,
                  );
                  onRestore(page, item.publishedAt);
                } catch (e) {
                  setError(e instanceof Error ? e.message : String(e));
                }
              }}
            >
              Restore as draft
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
