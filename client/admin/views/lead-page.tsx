import { useEffect, useState } from "react";
import { api } from "../api.ts";
import type { LeadDetail } from "../leads-types.ts";
import { StatusBadge } from "./leads-inbox.tsx";
import { FORM_TITLES, fieldLabel, fieldText, LANGUAGE_NAMES, OUTCOME_LABELS, utcTime } from "./leads-format.ts";

function Fields({ payload }: { payload: Record<string, unknown> }) {
  const rows = Object.entries(payload).flatMap(([name, value]): [string, unknown][] =>
    name === "answers" && value && typeof value === "object" && !Array.isArray(value)
      ? Object.entries(value).map(([question, answer]) => [`Answer: ${fieldLabel(question)}`, answer])
      : [[fieldLabel(name), value]],
  );
  return (
    <dl className="lead-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{fieldText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Context({ lead }: { lead: LeadDetail }) {
  const context = lead.context;
  if (!context) return <p className="panel__note">This lead came with no context (sent before it was recorded).</p>;
  const utm = Object.entries(context.utm ?? {});
  const rows: [string, string][] = [
    ["Language", context.language ? (LANGUAGE_NAMES[context.language] ?? context.language) : "–"],
    ["Page", context.page ?? "–"],
    ["Came from", context.referrer || "– (typed in, or not told)"],
    ["Campaign", utm.length ? utm.map(([k, v]) => `${k}=${v}`).join(", ") : "– (none, or no analytics consent)"],
    [
      "Consent",
      context.consent
        ? `ticked ${utcTime(context.consent.at)}, text ${context.consent.version}${lead.consentText ? `: “${lead.consentText}”` : " (worded differently today)"}`
        : "–",
    ],
  ];
  return (
    <dl className="lead-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ lead }: { lead: LeadDetail }) {
  if (lead.history.length === 0) return <p className="panel__note">No delivery attempt yet.</p>;
  return (
    <table className="page-table lead-history">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Answer</th>
          <th scope="col">Took</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody>
        {lead.history.map((row) => (
          <tr key={`${row.at} ${row.outcome} ${row.detail ?? ""}`}>
            <td data-label="When">{utcTime(row.at)}</td>
            <td data-label="What">{OUTCOME_LABELS[row.outcome] ?? row.outcome}</td>
            <td data-label="Answer">{row.httpStatus ?? "–"}</td>
            <td data-label="Took">{row.durationMs === null ? "–" : `${(row.durationMs / 1000).toFixed(1)} s`}</td>
            <td data-label="Detail" className="lead-history__detail">
              {row.detail ?? "–"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Actions({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail, notice: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function act(run: () => Promise<string>) {
    setBusy(true);
    setError(null);
    try {
      const notice = await run();
      const fresh = await api<LeadDetail>(`/leads/${lead.id}`);
      onChanged(fresh, notice);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const person = lead.email
    ? `${lead.email} (${lead.samePerson} lead${lead.samePerson === 1 ? "" : "s"})`
    : "this lead";
  return (
    <div className="lead-actions">
      {lead.canResend ? (
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={busy}
          onClick={() =>
            act(async () => {
              await api(`/leads/${lead.id}/resend`, { method: "POST" });
              return "Sent again: the history shows how it goes.";
            })
          }
        >
          Re-send
        </button>
      ) : null}
      <button
        type="button"
        className="admin-button"
        disabled={busy}
        onClick={() =>
          act(async () => {
            await api(`/leads/${lead.id}/handled`, { method: "POST", json: { handled: !lead.handledAt } });
            return lead.handledAt ? "Opened again." : "Marked handled.";
          })
        }
      >
        {lead.handledAt ? "Mark not handled" : "Mark handled"}
      </button>
      <button
        type="button"
        className="admin-button admin-button--danger"
        disabled={busy}
        onClick={() => {
          const question = `Erase every lead of ${person}? Their fields, context and history are deleted for good; the handler's own copy is not.`;
          if (!window.confirm(question)) return;
          void act(async () => {
            const { erased } = await api<{ erased: number }>(`/leads/${lead.id}/erase`, { method: "POST" });
            return `Erased ${erased} lead${erased === 1 ? "" : "s"}.`;
          });
        }}
      >
        Erase this person's data
      </button>
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Delivery({ lead }: { lead: LeadDetail }) {
  const d = lead.destination;
  const where =
    d.kind === "handler"
      ? `This form's handler is ${d.host}.`
      : `This form has no handler${d.declared ? " (inbox-only by design)" : ""}: its leads stay here.`;
  return (
    <p className="panel__note">
      {where} Attempts: {lead.attempts}. {lead.deliveredAt ? `Delivered ${utcTime(lead.deliveredAt)}. ` : ""}
      {lead.lastError ? `Last error: ${lead.lastError}` : ""}
    </p>
  );
}

/** /admin/leads/{id} (docs/leads.md): one lead, what it holds, its whole delivery history, and what can be done with it. */
export function LeadPage({ id }: { id: string }) {
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    api<LeadDetail>(`/leads/${id}`).then(setLead, (e: Error) => setError(e.message));
  }, [id]);
  const title = lead ? `${FORM_TITLES[lead.form] ?? lead.form}${lead.email ? `: ${lead.email}` : ""}` : "Lead";
  return (
    <main className="admin-main lead-page">
      <p>
        <a href="/admin/leads">← All leads</a>
      </p>
      <div className="admin-main__head">
        <h1>{title}</h1>
        {lead ? (
          <span>
            <StatusBadge status={lead.status} />
            {lead.handledAt ? <span className="badge badge--published">Handled</span> : null}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="admin-alert admin-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {lead === null && !error ? <p className="panel__note">Loading…</p> : null}
      {lead?.status === "erased" ? (
        <p className="panel__note">
          Erased {utcTime(lead.erasedAt)} at the person's request. Received {utcTime(lead.createdAt)}.
        </p>
      ) : null}
      {lead && lead.status !== "erased" ? (
        <>
          <p className="panel__note">
            Received {utcTime(lead.createdAt)}
            {lead.handledAt ? `; handled ${utcTime(lead.handledAt)} by ${lead.handledBy ?? "an admin"}` : ""}.
          </p>
          <Actions
            lead={lead}
            onChanged={(fresh, message) => {
              setLead(fresh);
              setNotice(message);
            }}
          />
          <section className="lead-section" aria-labelledby="lead-sent">
            <h2 id="lead-sent">What they sent</h2>
            <Fields payload={lead.payload} />
          </section>
          <section className="lead-section" aria-labelledby="lead-context">
            <h2 id="lead-context">Context</h2>
            <Context lead={lead} />
          </section>
          <section className="lead-section" aria-labelledby="lead-delivery">
            <h2 id="lead-delivery">Delivery</h2>
            <Delivery lead={lead} />
            <History lead={lead} />
          </section>
        </>
      ) : null}
    </main>
  );
}
