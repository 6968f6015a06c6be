-- The audit trail's retention runs as a job of the existing queue (server/audit/retention.ts): one kind
-- more, whose single active job (the partial unique index sync_jobs_active_record_idx, record_id 0) keeps
-- several servers from running it twice.
ALTER TABLE sync_jobs DROP CONSTRAINT sync_jobs_kind_check;
ALTER TABLE sync_jobs ADD CONSTRAINT sync_jobs_kind_check CHECK (kind IN ('person', 'oportunidade', 'audit_retention'));
