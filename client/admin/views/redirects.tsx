import { useEffect, useMemo, useState } from "react";
import { api, ApiError } from "../api.ts";
import type { RedirectItem } from "../api-types.ts";

interface Draft {
  original: string | null;
  source: string;
  destination: string;
  permanent: boolean;
  locale: string;
}

const EMPTY: Draft = { original: null, source: "", destination: "", permanent: true, locale: "" };

function RedirectForm({ draft, onSaved, onCancel }: { draft: Draft; onSaved(source: string): void; onCancel(): void }) {
  const [value, setValue] = useState(draft);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft, next: string | boolean) => setValue((v) => ({ ...v, [key]: next }));
  return (
    <form
      className="redirect-form"
      aria-label={draft.original ? `Edit the redirect from ${draft.original}` : "Add a redirect"}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          const saved = await api<{ source: string }>("/redirects", { method: "PUT", json: value });
          onSaved(saved.source);
        } catch (e) {
          setProblems(
            e instanceof ApiError && Array.isArray(e.body.problems)
              ? (e.body.problems as string[])
              : [e instanceof Error ? e.message : String(e)],
          );
        }
        setBusy(false);
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="redirect-source">
          From (a path of this site)
        </label>
        <input
          id="redirect-source"
          required
          value={value.source}
          placeholder="/old-page"
          onChange={(e) => set("source", e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="redirect-destination">
          To (a path, or an https:// address)
        </label>
        <input
          id="redirect-destination"
          required
          value={value.destination}
          placeholder="/new-page"
          onChange={(e) => set("destination", e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="redirect-locale">
          Locale (optional)
        </label>
        <input
          id="redirect-locale"
          value={value.locale}
          placeholder="fr"
          onChange={(e) => set("locale", e.target.value)}
        />
      </div>
      <div className="field field--toggle">
        <input
          id="redirect-permanent"
          type="checkbox"
          checked={value.permanent}
          onChange={(e) => set("permanent", e.target.checked)}
        />
        <label htmlFor="redirect-permanent">Permanent (301; otherwise 302)</label>
      </div>
      {problems.length ? (
        <ul className="field__messages" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? "Saving…" : "Save redirect"}
        </button>
      </div>
    </form>
  );
}

/**
 * The admin-only redirects list (docs/editor.md): every redirect in KV with a
 * search; add, edit and delete, each checked by the lint of redirects.csv; the table as CSV.
 */
export function RedirectsList() {
  const [items, setItems] = useState<RedirectItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = () =>
    api<{ redirects: RedirectItem[] }>("/redirects").then(
      (r) => setItems(r.redirects),
      (e: Error) => setError(e.message),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list loads once, when the view opens
  useEffect(() => void load(), []);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (items ?? []).filter((item) => !q || `${item.source} ${item.destination}`.toLowerCase().includes(q));
  }, [items, query]);
  const edited = (items ?? []).filter((item) => item.editedAt).length;
  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1>Redirects</h1>
        <span>
          <a className="admin-button" href="/api/admin/redirects/export.csv" download="redirects.csv">
            Export CSV
          </a>{" "}
          <button type="button" className="admin-button admin-button--primary" onClick={() => setEditing(EMPTY)}>
            Add redirect
          </button>
        </span>
      </div>
      <p className="panel__note">
        Changes here answer within a minute. <code>redirects.csv</code> in the repository stays the source of truth:
        export the CSV, replace the file with it and commit, or the next sync will refuse to run (and with{" "}
        <code>--discard-editor-changes</code>, put the file's redirects back).
        {edited ? <strong> {edited} changed here and not in the file yet.</strong> : null}
      </p>
      {notice ? (
        <p className="admin-alert admin-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {editing ? (
        <RedirectForm
          key={editing.original ?? "new"}
          draft={editing}
          onCancel={() => setEditing(null)}
          onSaved={(source) => {
            setNotice(`Saved the redirect from ${source}.`);
            setEditing(null);
            void load();
          }}
        />
      ) : null}
      <div className="filters" role="search">
        <label className="filters__search">
          <span className="visually-hidden">Search redirects</span>
          <input type="search" placeholder="Search by path" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
      </div>
      <p className="panel__note" role="status">
        {items === null ? "Loading…" : `${shown.length} of ${items.length} redirects`}
      </p>
      <table className="page-table">
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Locale</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((item) => (
            <tr key={item.source}>
              <td data-label="From">
                <code>{item.source}</code>
                {item.editedAt ? <span className="badge badge--changes">edited</span> : null}
              </td>
              <td data-label="To">
                {item.problem ? (
                  <span className="field__messages">{item.problem}</span>
                ) : (
                  <code>{item.destination}</code>
                )}
              </td>
              <td data-label="Status">{item.permanent ? "301" : "302"}</td>
              <td data-label="Locale">{item.locale || "–"}</td>
              <td data-label="Actions" className="page-table__actions">
                <button
                  type="button"
                  className="admin-button admin-button--small"
                  aria-label={`Edit the redirect from ${item.source}`}
                  onClick={() =>
                    setEditing({
                      original: item.source,
                      source: item.source,
                      destination: item.destination,
                      permanent: item.permanent,
                      locale: item.locale,
                    })
                  }
                >
                  Edit
                </button>{" "}
                <button
                  type="button"
                  className="admin-button admin-button--small admin-button--danger"
                  aria-label={`Delete the redirect from ${item.source}`}
                  onClick={async () => {
                    if (!window.confirm(`Delete the redirect from ${item.source}?`)) return;
                    await api(`/redirects?source=${encodeURIComponent(item.source)}`, { method: "DELETE" }).catch(
                      (e: Error) => setError(e.message),
                    );
                    setNotice(`Deleted the redirect from ${item.source}.`);
                    void load();
                  }}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
