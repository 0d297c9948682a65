import { useEffect, useMemo, useState } from "react";
import { LANGUAGES, PAGE_TYPES } from "../../content/page-schema.ts";
import { api } from "../api.ts";
import { CreatePage } from "./create-page.tsx";
import type { PageRow } from "../api-types.ts";

/** docs/editor.md: the admin-only pages, built in and locked. */
const ADMIN_PAGES = [
  { id: "redirects", name: "Redirects", href: "/admin/editor/redirects" },
  { id: "urls", name: "Deployed URLs", href: "/admin/editor/urls" },
];

/**
 * /admin/editor: every page from the page index with its type, status, language and path;
 * filters and a search; a new page of any type (a draft); open one.
 */
export function PageList() {
  const [pages, setPages] = useState<PageRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [type, setType] = useState("");
  const [status, setStatus] = useState("");
  const [language, setLanguage] = useState("");
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    api<{ pages: PageRow[] }>("/pages").then(
      (r) => setPages(r.pages),
      (e: Error) => setError(e.message),
    );
  }, []);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (pages ?? []).filter(
      (page) =>
        (!type || page.type === type) &&
        (!status || (status === "changes" ? page.draftSavedAt !== null : page.status === status)) &&
        (!language || page.language === language) &&
        (!q || `${page.name} ${page.path ?? ""} ${page.slug}`.toLowerCase().includes(q)),
    );
  }, [pages, query, type, status, language]);
  const showAdmin = (!type || type === "admin") && !status && !language;
  const adminRows = ADMIN_PAGES.filter(
    (p) => !query.trim() || p.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1>Pages</h1>
        <button type="button" className="admin-button admin-button--primary" onClick={() => setCreating(true)}>
          New page
        </button>
      </div>
      <div className="filters" role="search">
        <label className="filters__search">
          <span className="visually-hidden">Search pages</span>
          <input
            type="search"
            placeholder="Search by name or path"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <label>
          <span className="visually-hidden">Type</span>
          <select value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">All types</option>
            {[...PAGE_TYPES, "admin"].map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">Status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any status</option>
            <option value="PUBLISHED">Published</option>
            <option value="DRAFT">Draft</option>
            <option value="changes">Unpublished changes</option>
          </select>
        </label>
        <label>
          <span className="visually-hidden">Language</span>
          <select value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">All languages</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {pages === null && !error ? <p>Loading the pages…</p> : null}
      <p className="panel__note" role="status">
        {shown.length + (showAdmin ? adminRows.length : 0)} pages
      </p>
      <table className="page-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Language</th>
            <th scope="col">Path</th>
          </tr>
        </thead>
        <tbody>
          {showAdmin
            ? adminRows.map((row) => (
                <tr key={row.id}>
                  <td data-label="Name">
                    <a href={row.href}>{row.name}</a> <span className="badge badge--locked">locked</span>
                  </td>
                  <td data-label="Type">admin</td>
                  <td data-label="Status">
                    <span className="badge badge--published">Published</span>
                  </td>
                  <td data-label="Language">en</td>
                  <td data-label="Path">
                    <code>{row.href}</code>
                  </td>
                </tr>
              ))
            : null}
          {shown.map((page) => (
            <tr key={page.id}>
              <td data-label="Name">
                <a href={`/admin/editor/${page.id}`}>{page.name || page.slug}</a>
                {page.locked ? <span className="badge badge--locked">locked</span> : null}
              </td>
              <td data-label="Type">{page.type}</td>
              <td data-label="Status">
                <span className={`badge ${page.status === "PUBLISHED" ? "badge--published" : "badge--draft"}`}>
                  {page.status === "PUBLISHED" ? "Published" : "Draft"}
                </span>
                {page.draftSavedAt && page.status === "PUBLISHED" ? (
                  <span className="badge badge--changes">changes</span>
                ) : null}
              </td>
              <td data-label="Language">{page.language}</td>
              <td data-label="Path">
                {page.path ? (
                  <code>{page.path}</code>
                ) : page.type === "layout" ? (
                  <a href={`/admin/layouts/${page.slug}`}>
                    <code>/admin/layouts/{page.slug}</code>
                  </a>
                ) : (
                  <span className="panel__note">not served</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {creating ? <CreatePage onClose={() => setCreating(false)} /> : null}
    </main>
  );
}
