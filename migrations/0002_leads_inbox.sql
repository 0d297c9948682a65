-- The leads inbox (docs/leads.md). The table is rebuilt, every row kept, because SQLite
-- cannot change a CHECK constraint in place:
-- - `delivered-local` becomes `inbox`: the lead is kept in the admin inbox, no handler took
--   it (it was never "delivered"); the time it was kept moves to its attempt history;
-- - `erased`: a person asked to be forgotten; the row stays without payload or context;
-- - new columns: the context sales reads (JSON), the content hash that stores a repeated
--   submission once a day, the lease of an attempt in flight, when the sweep may send the
--   lead again, and when sales handled it.
CREATE TABLE leads_next (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  payload TEXT NOT NULL,
  context TEXT,
  content_hash TEXT,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_at TEXT,
  idempotency_key TEXT,
  updated_at TEXT NOT NULL,
  lease_until TEXT,
  stale_after TEXT,
  handled_at TEXT,
  handled_by TEXT,
  erased_at TEXT,
  CHECK (status IN ('received', 'retrying', 'delivered', 'inbox', 'failed', 'resend', 'unqueued', 'spam', 'erased'))
);

INSERT INTO leads_next (id, form, payload, created_at, status, attempts, last_error, delivered_at, idempotency_key, updated_at, stale_after)
SELECT
  id, form, payload, created_at,
  CASE status WHEN 'delivered-local' THEN 'inbox' ELSE status END,
  attempts, last_error,
  CASE status WHEN 'delivered-local' THEN NULL ELSE delivered_at END,
  idempotency_key, updated_at,
  CASE WHEN status IN ('received', 'retrying') THEN updated_at ELSE NULL END
FROM leads;

-- Every delivery attempt of a lead, and the operators' actions on it, in order: the lead's
-- page in /admin/leads shows them. Erasing a lead replaces its history by one `erased` row
-- (an attempt's detail can quote what the handler answered).
CREATE TABLE lead_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  outcome TEXT NOT NULL,
  http_status INTEGER,
  duration_ms INTEGER,
  detail TEXT,
  CHECK (outcome IN ('delivered', 'inbox', 'retry', 'failed', 'resend', 'swept', 'handled', 'reopened', 'erased'))
);

INSERT INTO lead_attempts (lead_id, at, outcome, detail)
SELECT id, COALESCE(delivered_at, updated_at), 'inbox', 'kept in the inbox (no handler URL)'
FROM leads WHERE status = 'delivered-local';

DROP TABLE leads;

ALTER TABLE leads_next RENAME TO leads;

CREATE UNIQUE INDEX leads_form_idempotency_key ON leads (form, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX leads_status_updated_at ON leads (status, updated_at);
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_form_content_hash ON leads (form, content_hash, created_at) WHERE content_hash IS NOT NULL;
CREATE INDEX leads_status_stale_after ON leads (status, stale_after);
CREATE INDEX lead_attempts_lead_id ON lead_attempts (lead_id, id);
