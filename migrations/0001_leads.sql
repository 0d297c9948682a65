-- Every lead a form sends (contact sales, enterprise, general inquiry, survey, marketing
-- lead). The pipeline never deletes a row: it only moves `status` forward (docs/leads.md). Times are ISO 8601 UTC strings, so they sort as text.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_at TEXT,
  idempotency_key TEXT,
  updated_at TEXT NOT NULL,
  CHECK (status IN ('received', 'retrying', 'delivered', 'delivered-local', 'failed', 'resend', 'unqueued', 'spam'))
);

-- A client's idempotency key makes a double submit store one lead.
CREATE UNIQUE INDEX leads_form_idempotency_key ON leads (form, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- `npm run leads` lists by status; the scheduled sweep looks for leads to enqueue again.
CREATE INDEX leads_status_updated_at ON leads (status, updated_at);
CREATE INDEX leads_created_at ON leads (created_at);
