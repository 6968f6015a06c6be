-- Deal registrations (common/resources/registros.ts): a partner's claim of a company (cnpj_raiz, the CNPJ's
-- first 8 characters) for a thesis, decided by staff. Every list filter has an index ending in the list's
-- order (created_at, id); the search (CNPJ with or without punctuation, razão social) has trigram indexes.
CREATE TABLE registros (
  id serial PRIMARY KEY,
  parceiro_id integer NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  cnpj text NOT NULL,
  cnpj_raiz text NOT NULL,
  razao_social text NOT NULL,
  tese_id integer NOT NULL REFERENCES theses (id) ON DELETE RESTRICT,
  observacao text,
  estado text NOT NULL DEFAULT 'pendente' CHECK (estado IN ('pendente', 'em_conflito', 'aprovado', 'rejeitado', 'expirado')),
  motivo text,
  oportunidade_id integer REFERENCES oportunidades (id) ON DELETE SET NULL,
  valido_ate timestamptz,
  aviso_expiracao_em timestamptz,
  decidido_por_id integer REFERENCES users (id) ON DELETE SET NULL,
  decidido_em timestamptz,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registros_order_idx ON registros (created_at, id);
CREATE INDEX registros_estado_idx ON registros (estado, created_at, id);
CREATE INDEX registros_parceiro_idx ON registros (parceiro_id, created_at, id);
CREATE INDEX registros_tese_idx ON registros (tese_id, created_at, id);
-- The list's sorts besides created_at and estado.
CREATE INDEX registros_razao_social_idx ON registros (razao_social, id);
CREATE INDEX registros_valido_ate_idx ON registros (valido_ate, id);
-- The conflict check and the staff's conflict detail: the registrations of one key.
CREATE INDEX registros_chave_idx ON registros (cnpj_raiz, tese_id, estado);
-- The expiry job.
CREATE INDEX registros_aprovados_idx ON registros (valido_ate) WHERE estado = 'aprovado';
CREATE INDEX registros_razao_social_trgm_idx ON registros USING gin (search_text(razao_social) gin_trgm_ops);
CREATE INDEX registros_cnpj_trgm_idx ON registros USING gin (cnpj gin_trgm_ops);

-- The conflict check with existing clients: the companies of a CNPJ root.
CREATE INDEX persons_document_root_idx ON persons (left(document, 8));

-- Approved registrations expire (and warn 7 days before) through jobs of the existing queue; record_id is
-- the registration.
ALTER TABLE sync_jobs DROP CONSTRAINT sync_jobs_kind_check;
ALTER TABLE sync_jobs ADD CONSTRAINT sync_jobs_kind_check
  CHECK (kind IN ('person', 'oportunidade', 'audit_retention', 'task_digest', 'registro_expira', 'registro_aviso'));
