import { useEffect, useState } from "react";
import { api } from "../api.ts";
import type { DestinationInfo, LeadList } from "../leads-types.ts";
import {
  FORM_TITLES,
  type Filters,
  filtersFromSearch,
  filtersToSearch,
  LANGUAGE_NAMES,
  STATUS_LABELS,
  utcTime,
} from "./leads-format.ts";

/** A status badge, its words first (the colour only repeats them). */
export function StatusBadge({ status }: { status: string }) {
  const known = STATUS_LABELS[status] ?? { label: status, tone: "quiet" as const };
  return <span className={`badge lead-status lead-status--${known.tone}`}>{known.label}</span>;
}

/** Where each form's leads go in this deployment: the inbox is the destination of record. */
function Destinations({ destinations }: { destinations: DestinationInfo[] }) {
  return (
    <ul className="lead-destinations" aria-label="Where each form's leads go">
      {destinations.map((d) => (
        <li key={d.form}>
          <strong>{FORM_TITLES[d.form] ?? d.form}</strong>{" "}
          {d.kind === "handler"
            ? `→ inbox and ${d.host}`
            : d.declared
              ? "→ inbox only"
              : "→ inbox only (no handler configured)"}
        </li>
      ))}
    </ul>
  );
}

function FilterBar({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value || undefined });
  return (
    <form className="filters lead-filters" role="search" aria-label="Filter leads" onSubmit={(e) => e.preventDefault()}>
      <label>
        <span>Form</span>
        <select value={filters.form ?? ""} onChange={set("form")}>
          <option value="">All forms</option>
          {Object.entries(FORM_TITLES).map(([value, title]) => (
            <option key={value} value={value}>
              {title}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Status</span>
        <select value={filters.status ?? ""} onChange={set("status")}>
          <option value="">All statuses</option>
          {Object.entries(STATUS_LABELS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Language</span>
        <select value={filters.language ?? ""} onChange={set("language")}>
          <option value="">All languages</option>
          {Object.entries(LANGUAGE_NAMES).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>From</span>
        <input type="date" value={filters.from ?? ""} onChange={set("from")} />
      </label>
      <label>
        <span>To</span>
        <input type="date" value={filters.to ?? ""} onChange={set("to")} />
      </label>
      <label>
        <span>Handled</span>
        <select value={filters.handled ?? ""} onChange={set("handled")}>
          <option value="">Open and handled</option>
          <option value="open">Open</option>
          <option value="handled">Handled</option>
        </select>
      </label>
    </form>
  );
}

function LeadRows({ list }: { list: LeadList }) {
  if (list.leads.length === 0) return <p className="panel__note">No lead matches these filters.</p>;
  return (
    <table className="page-table lead-table">
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Form</th>
          <th scope="col">From</th>
          <th scope="col">Company</th>
          <th scope="col">Language</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {list.leads.map((lead) => (
          <tr key={lead.id}>
            <td data-label="Received">
              <a href={`/admin/leads/${lead.id}`}>{utcTime(lead.createdAt)}</a>
            </td>
            <td data-label="Form">{FORM_TITLES[lead.form] ?? lead.form}</td>
            <td data-label="From">
              <div>
                {lead.name ? <span className="lead-table__name">{lead.name}</span> : null}
                <span className="lead-table__email">{lead.email || "–"}</span>
              </div>
            </td>
            <td data-label="Company">{lead.company || "–"}</td>
            <td data-label="Language">{lead.language ? (LANGUAGE_NAMES[lead.language] ?? lead.language) : "–"}</td>
            <td data-label="Status">
              <StatusBadge status={lead.status} />
              {lead.handledAt ? <span className="badge badge--published">Handled</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /admin/leads (docs/leads.md): every lead, newest first, with filters kept in the address,
 * 50 a page, and the CSV export of what the filters select.
 */
export function LeadsInbox() {
  const [filters, setFilters] = useState<Filters>(() => filtersFromSearch(location.search));
  const [page, setPage] = useState(() => Number(new URLSearchParams(location.search).get("page")) || 1);
  const [list, setList] = useState<LeadList | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const search = filtersToSearch(filters, page);
    history.replaceState(null, "", `/admin/leads${search}`);
    let current = true;
    setError(null);
    api<LeadList>(`/leads${search}`).then(
      (answer) => current && setList(answer),
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [filters, page]);

  const first = list && list.total > 0 ? (list.page - 1) * list.pageSize + 1 : 0;
  const last = list ? Math.min(list.total, list.page * list.pageSize) : 0;
  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1>Leads</h1>
        <a className="admin-button" href={`/api/admin/leads/export.csv${filtersToSearch(filters)}`} download>
          Export CSV
        </a>
      </div>
      <p className="panel__note">
        Every lead the site's forms receive is kept here, whatever its handler answered. A lead is delivered only when
        its handler acknowledged it.
      </p>
      {list ? <Destinations destinations={list.destinations} /> : null}
      <FilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="panel__note" role="status">
        {list === null ? "Loading…" : list.total === 0 ? "0 leads" : `${first}–${last} of ${list.total} leads`}
      </p>
      {list ? <LeadRows list={list} /> : null}
      {list && list.total > list.pageSize ? (
        <nav className="lead-pages" aria-label="Pages of leads">
          <button
            type="button"
            className="admin-button admin-button--small"
            disabled={list.page <= 1}
            onClick={() => setPage(list.page - 1)}
          >
            Newer
          </button>
          <button
            type="button"
            className="admin-button admin-button--small"
            disabled={last >= list.total}
            onClick={() => setPage(list.page + 1)}
          >
            Older
          </button>
        </nav>
      ) : null}
    </main>
  );
}
