import { useCallback, useState } from "react";
import { api } from "../api.ts";
import type { HistoryItem } from "../api-types.ts";
import { HistoryVersion } from "./history-version.tsx";

/** When a version was published, or where the version before the editor came from. */
export function versionTitle(item: HistoryItem): string {
  if (item.publishedAt === null) return "Before the editor";
  return new Date(item.publishedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** Versions read once each from the history API. */
function useVersions(id: string) {
  const [versions, setVersions] = useState<Record<string, unknown>>({});
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    async (ref: string): Promise<void> => {
      if (ref in versions) return;
      try {
        const { page } = await api<{ page: unknown }>(`/pages/${id}/history/${encodeURIComponent(ref)}`);
        setVersions((known) => ({ ...known, [ref]: page }));
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [id, versions],
  );
  return { versions, load, error };
}

/** One version in the list: when (or "Before the editor"), and by whom or from which file. */
function VersionButton(props: { item: HistoryItem; latest: boolean; chosen: boolean; onChoose(): void }) {
  const { item } = props;
  return (
    <button
      type="button"
      className={`history-list__item${props.chosen ? " history-list__item--chosen" : ""}`}
      aria-pressed={props.chosen}
      onClick={props.onChoose}
    >
      <strong>{versionTitle(item)}</strong>
      {props.latest && !item.original ? <span className="badge badge--published">latest</span> : null}
      {item.original ? <span className="badge badge--draft">original</span> : null}
      <span className="history-list__who">{item.original ? `from ${item.author}` : `by ${item.author}`}</span>
    </button>
  );
}

/**
 * The page's versions, newest first, each with its author (docs/editor.md, "History"); the
 * last is the one live before the editor. Choosing one shows what it changed and what
 * restoring it would change in the draft, then Restore as draft puts it there.
 */
export function HistoryPanel(props: {
  id: string;
  items: readonly HistoryItem[];
  current: unknown;
  onRestore(page: unknown): void;
}) {
  const { items } = props;
  const [chosen, setChosen] = useState<string | null>(null);
  const { versions, load, error } = useVersions(props.id);
  const choose = (index: number) => {
    const item = items[index] as HistoryItem;
    setChosen(item.ref);
    void load(item.ref);
    const older = items[index + 1];
    if (older) void load(older.ref);
  };
  const older = (index: number) => {
    const item = items[index + 1];
    return item ? { item, page: versions[item.ref] } : null;
  };
  return (
    <div className="block-panel">
      <div className="panel__head">
        <div>
          <h2 className="panel__title">History</h2>
          <p className="panel__note">
            Every published version with who published it, and the version that was live before the editor. Choose one
            to see what changed; restoring puts it in the draft, and publishing makes it live again.
          </p>
        </div>
      </div>
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? <p className="panel__note">Not published yet.</p> : null}
      <ol className="history-list" aria-label="Versions">
        {items.map((item, i) => (
          <li key={item.ref}>
            <VersionButton item={item} latest={i === 0} chosen={item.ref === chosen} onChoose={() => choose(i)} />
            {item.ref === chosen ? (
              <HistoryVersion
                item={item}
                page={versions[item.ref]}
                older={older(i)}
                current={props.current}
                onRestore={props.onRestore}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
