import { useEffect, useMemo, useState } from "react";
import type { Catalogue } from "../../content/catalogue.ts";
import { api } from "../api.ts";

/** The admin-only deployed URLs list (docs/editor.md): every address served with a page. */
export function DeployedUrls() {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  useEffect(() => {
    api<{ catalogue: Catalogue | null }>("/context").then(
      (r) => setCatalogue(r.catalogue),
      (e: Error) => setError(e.message),
    );
  }, []);
  const pages = useMemo(() => {
    const q = query.trim().toLowerCase();
    return [...(catalogue?.pages ?? [])]
      .sort((a, b) => a.url.localeCompare(b.url))
      .filter((p) => !q || `${p.url} ${p.name} ${p.type}`.toLowerCase().includes(q));
  }, [catalogue, query]);
  return (
    <main className="admin-main">
      <h1>Deployed URLs</h1>
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="filters" role="search">
        <label className="filters__search">
          <span className="visually-hidden">Search addresses</span>
          <input
            type="search"
            placeholder="Search by address, name or type"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
      </div>
      <p className="panel__note" role="status">
        {catalogue ? `${pages.length} of ${catalogue.pages.length} addresses` : "Loading…"}
      </p>
      <table className="page-table">
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">Page</th>
            <th scope="col">Type</th>
            <th scope="col">Language</th>
            <th scope="col">Indexed</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.id}>
              <td data-label="Address">
                <a href={page.url} target="_blank" rel="noopener">
                  <code>{page.url}</code>
                </a>
              </td>
              <td data-label="Page">{page.name}</td>
              <td data-label="Type">{page.type}</td>
              <td data-label="Language">{page.language}</td>
              <td data-label="Indexed">{page.indexing && !page.noFollowNoIndex ? "yes" : "no"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
