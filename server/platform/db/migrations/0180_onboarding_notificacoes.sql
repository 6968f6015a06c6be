-- Partner onboarding (server/onboarding/): a self-registered account starts 'pendente' (SIGNUP_APPROVAL)
-- until the staff approve or refuse it ('recusado', with the reason mailed to it); aceite_pendente is set
-- at login when the user has not accepted the partner agreement's version in force, and the guard then
-- refuses everything but the account's own profile, password and the acceptance.
ALTER TABLE users ADD COLUMN cadastro text NOT NULL DEFAULT 'aprovado'
  CHECK (cadastro IN ('pendente', 'aprovado', 'recusado'));
ALTER TABLE users ADD COLUMN motivo_recusa text;
ALTER TABLE users ADD COLUMN aceite_pendente boolean NOT NULL DEFAULT false;
-- The /admin filter 'Aguardando aprovação', in the list's default order.
CREATE INDEX users_cadastro_idx ON users (cadastro, created_at, id);

-- The partner agreement's versions (common/resources/termos.ts): the one in force is the latest whose
-- vigente_desde has come.
CREATE TABLE termos (
  id serial PRIMARY KEY,
  versao text NOT NULL,
  texto text NOT NULL,
  vigente_desde timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX termos_versao_idx ON termos (lower(versao));
CREATE INDEX termos_vigente_desde_idx ON termos (vigente_desde, id);

-- Each acceptance: who, which version, when, from where.
CREATE TABLE termos_aceites (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  termo_id integer NOT NULL REFERENCES termos (id) ON DELETE RESTRICT,
  aceito_em timestamptz NOT NULL DEFAULT now(),
  client_address text,
  user_agent text
);
CREATE UNIQUE INDEX termos_aceites_user_termo_idx ON termos_aceites (user_id, termo_id);
CREATE INDEX termos_aceites_termo_idx ON termos_aceites (termo_id);

-- Notifications (server/notificacoes/): one row per recipient and event. no_app false keeps a row that
-- only carries an e-mail (the user turned the in-app one off); email_enviado_em claims its e-mail once.
CREATE TABLE notificacoes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  evento text NOT NULL,
  titulo text NOT NULL,
  texto text,
  link text,
  no_app boolean NOT NULL DEFAULT true,
  por_email boolean NOT NULL DEFAULT false,
  email_enviado_em timestamptz,
  lida_em timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The list (newest first) and its nao_lidas filter, and the bell's count.
CREATE INDEX notificacoes_user_idx ON notificacoes (user_id, created_at DESC, id DESC) WHERE no_app;
CREATE INDEX notificacoes_unread_idx ON notificacoes (user_id, created_at DESC, id DESC) WHERE no_app AND lida_em IS NULL;

-- Per-user choices, per event; an event without a row takes the catalogue's defaults.
CREATE TABLE notificacao_preferencias (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  evento text NOT NULL,
  no_app boolean NOT NULL,
  por_email boolean NOT NULL,
  PRIMARY KEY (user_id, evento)
);

-- The live stream: every server LISTENs on one channel (as the sessions' portal_auth); a new in-app row
-- sends `<schema>:n:<user id>:<id>`, a read one `<schema>:r:<user id>:<id>`, at commit.
CREATE FUNCTION notificacao_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.no_app AND (TG_OP = 'INSERT' OR OLD.lida_em IS DISTINCT FROM NEW.lida_em) THEN
    PERFORM pg_notify('portal_notificacoes',
      TG_TABLE_SCHEMA || ':' || CASE WHEN TG_OP = 'INSERT' THEN 'n' ELSE 'r' END || ':' || NEW.user_id || ':' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER notificacoes_notify AFTER INSERT OR UPDATE OF lida_em ON notificacoes
  FOR EACH ROW EXECUTE FUNCTION notificacao_notify();

-- A notification's e-mail is a job of the existing queue (record_id: the notification).
ALTER TABLE sync_jobs DROP CONSTRAINT sync_jobs_kind_check;
ALTER TABLE sync_jobs ADD CONSTRAINT sync_jobs_kind_check
  CHECK (kind IN ('person', 'oportunidade', 'audit_retention', 'task_digest', 'registro_expira', 'registro_aviso', 'notificacao_email'));
