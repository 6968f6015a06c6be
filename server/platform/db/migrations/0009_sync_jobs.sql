-- Odoo syncs as durable jobs (server/integrations/syncJobs/): a sync request writes a row here and answers
-- at once; a worker in every server claims due rows with FOR UPDATE SKIP LOCKED, holds a lease while it
-- talks to Odoo, and retries failures with backoff. A lease that ran out (its server was killed) lets
-- another server take the job over.
CREATE TABLE sync_jobs (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('person', 'oportunidade')),
  record_id integer NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL DEFAULT now(),
  last_error text,
  requested_by integer REFERENCES users(id) ON DELETE SET NULL,
  locked_by text,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One active job per record: a second request while one is queued or running is refused (409).
CREATE UNIQUE INDEX sync_jobs_active_record_idx ON sync_jobs (kind, record_id) WHERE state IN ('queued', 'running');
-- The worker's two questions: which queued jobs are due, and whose lease has run out.
CREATE INDEX sync_jobs_due_idx ON sync_jobs (run_after) WHERE state = 'queued';
CREATE INDEX sync_jobs_lease_idx ON sync_jobs (locked_until) WHERE state = 'running';
-- A record's latest job: the sync state its GET answers carry.
CREATE INDEX sync_jobs_record_idx ON sync_jobs (kind, record_id, id);
