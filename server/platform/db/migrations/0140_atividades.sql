-- Activities (common/resources/atividades.ts): notes, calls, meetings, tasks and e-mails logged by hand on
-- an opportunity or a person; they go with it when it is deleted. Every list filter has an index ending in
-- the list's order (vence_em, created_at, id).
CREATE TABLE atividades (
  id serial PRIMARY KEY,
  tipo smallint NOT NULL,
  titulo text NOT NULL,
  descricao text,
  oportunidade_id integer REFERENCES oportunidades (id) ON DELETE CASCADE,
  pessoa_id integer REFERENCES persons (id) ON DELETE CASCADE,
  responsavel_id integer REFERENCES users (id) ON DELETE SET NULL,
  vence_em timestamptz,
  concluida boolean NOT NULL DEFAULT false,
  concluida_em timestamptz,
  interna boolean NOT NULL DEFAULT false,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX atividades_order_idx ON atividades (vence_em, created_at, id);
CREATE INDEX atividades_oportunidade_idx ON atividades (oportunidade_id, vence_em, created_at, id);
CREATE INDEX atividades_pessoa_idx ON atividades (pessoa_id, vence_em, created_at, id);
CREATE INDEX atividades_responsavel_idx ON atividades (responsavel_id, concluida, vence_em, created_at, id);
CREATE INDEX atividades_tipo_idx ON atividades (tipo, vence_em, created_at, id);
CREATE INDEX atividades_concluida_idx ON atividades (concluida, vence_em, created_at, id);
-- vencidas=true and the daily digest: open tasks by due time.
CREATE INDEX atividades_open_tasks_idx ON atividades (vence_em, responsavel_id) WHERE tipo = 4 AND NOT concluida;

-- The daily task digest (server/atividades/digest.ts): a user may opt out in 'Meu perfil'; the day of the
-- last digest sent keeps a retried or concurrent run from sending a user two on one day.
ALTER TABLE users ADD COLUMN task_digest_opt_out boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN task_digest_sent_on date;

-- The digest runs as a job of the existing queue; record_id is the day (yyyymmdd in São Paulo), so one
-- job per day is queued whoever asks.
ALTER TABLE sync_jobs DROP CONSTRAINT sync_jobs_kind_check;
ALTER TABLE sync_jobs ADD CONSTRAINT sync_jobs_kind_check CHECK (kind IN ('person', 'oportunidade', 'audit_retention', 'task_digest'));
