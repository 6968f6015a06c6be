-- The whole data model. Later migrations add to it; none edits an applied file.

CREATE TABLE persons (
  id serial PRIMARY KEY,
  person_type smallint NOT NULL CHECK (person_type IN (1, 2)),
  document text NOT NULL UNIQUE,
  name text NOT NULL,
  trade_name text,
  role smallint NOT NULL DEFAULT 1,
  is_active boolean NOT NULL DEFAULT true,
  cnae_main text,
  cnae_main_description text,
  cnae_secondary text,
  situacao_cadastral text,
  data_abertura date,
  odoo_company_id integer,
  created_by_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  full_name text,
  document text,
  hashed_password text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  is_superuser boolean NOT NULL DEFAULT false,
  role smallint NOT NULL DEFAULT 5 CHECK (role BETWEEN 1 AND 6),
  person_id integer REFERENCES persons (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_role_idx ON users (role);
CREATE INDEX users_is_active_idx ON users (is_active);
CREATE INDEX users_person_id_idx ON users (person_id);

ALTER TABLE persons
  ADD CONSTRAINT persons_created_by_id_fkey FOREIGN KEY (created_by_id) REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX persons_created_by_id_idx ON persons (created_by_id);

CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  zip_code varchar(9) NOT NULL,
  street varchar(255) NOT NULL,
  number varchar(20) NOT NULL,
  complement varchar(50),
  neighborhood varchar(100) NOT NULL,
  city varchar(100) NOT NULL,
  state varchar(2) NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_person_id_idx ON addresses (person_id);
CREATE UNIQUE INDEX addresses_one_primary ON addresses (person_id) WHERE is_primary;

CREATE TABLE contacts (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  contact_type smallint NOT NULL CHECK (contact_type BETWEEN 1 AND 4),
  value varchar(255) NOT NULL,
  is_verified boolean NOT NULL DEFAULT false,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_person_id_idx ON contacts (person_id);
CREATE UNIQUE INDEX contacts_one_primary ON contacts (person_id) WHERE is_primary;

CREATE TABLE bank_accounts (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  bank_code varchar(5) NOT NULL,
  bank_name varchar(100) NOT NULL,
  agency varchar(10) NOT NULL,
  account varchar(20) NOT NULL,
  account_type smallint NOT NULL CHECK (account_type BETWEEN 1 AND 3),
  is_primary boolean NOT NULL DEFAULT false,
  pix_key_type smallint NOT NULL DEFAULT 0 CHECK (pix_key_type BETWEEN 0 AND 5),
  pix_key varchar(140),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_accounts_person_id_idx ON bank_accounts (person_id);
CREATE UNIQUE INDEX bank_accounts_one_primary ON bank_accounts (person_id) WHERE is_primary;

CREATE TABLE stages (
  id integer PRIMARY KEY,
  name text NOT NULL,
  position smallint NOT NULL
);
INSERT INTO stages (id, name, position) VALUES
  (12, 'Lead', 1), (1, 'Prospect', 2), (2, 'Primeira reunião', 3), (3, 'Aguardando documentação', 4),
  (5, 'Cálculo pendente', 5), (6, 'Em processamento', 6), (7, 'Cálculo concluído', 7),
  (13, 'Revisão de cálculo', 8), (8, 'Apresentação', 9), (9, 'Em negociação', 10),
  (10, 'Contrato assinado', 11), (11, 'Contrato Assinado', 12);

CREATE TABLE theses (
  id serial PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO theses (name) VALUES
  ('Exclusão do ICMS da base do PIS/COFINS'),
  ('Contribuições previdenciárias sobre verbas indenizatórias'),
  ('Créditos de PIS/COFINS sobre insumos'),
  ('Restituição de ICMS-ST'),
  ('Revisão de IRPJ e CSLL');

CREATE TABLE result_statuses (
  id integer PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO result_statuses (id, name) VALUES (1, 'Em Andamento'), (2, 'Ganho'), (3, 'Perdido');

CREATE TABLE oportunidades (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  descricao text,
  cliente_id integer REFERENCES persons (id) ON DELETE RESTRICT,
  parceiro_id integer REFERENCES persons (id) ON DELETE RESTRICT,
  executivo_vendas_id integer REFERENCES users (id) ON DELETE SET NULL,
  equipe_parceiro_id integer REFERENCES users (id) ON DELETE SET NULL,
  tese integer REFERENCES theses (id),
  estagio integer NOT NULL DEFAULT 12 REFERENCES stages (id),
  honorarios numeric(7, 2) CHECK (honorarios >= 0),
  receita_esperada numeric(16, 2) CHECK (receita_esperada >= 0),
  status_resultado integer NOT NULL DEFAULT 1 REFERENCES result_statuses (id),
  motivo_perda text,
  odoo_id integer,
  id_externo text,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oportunidades_cliente_id_idx ON oportunidades (cliente_id);
CREATE INDEX oportunidades_parceiro_id_idx ON oportunidades (parceiro_id);
CREATE INDEX oportunidades_executivo_vendas_id_idx ON oportunidades (executivo_vendas_id);
CREATE INDEX oportunidades_estagio_idx ON oportunidades (estagio);
CREATE INDEX oportunidades_status_resultado_idx ON oportunidades (status_resultado);
CREATE INDEX oportunidades_receita_esperada_idx ON oportunidades (receita_esperada);
CREATE INDEX oportunidades_created_by_id_idx ON oportunidades (created_by_id);

CREATE TABLE tags (
  id serial PRIMARY KEY,
  name text NOT NULL,
  color text NOT NULL DEFAULT 'blue'
    CHECK (color IN ('blue', 'green', 'red', 'purple', 'orange', 'teal', 'pink', 'yellow')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tags_name_lower_key ON tags (lower(name));

CREATE TABLE oportunidade_tags (
  oportunidade_id integer NOT NULL REFERENCES oportunidades (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (oportunidade_id, tag_id)
);
CREATE INDEX oportunidade_tags_tag_id_idx ON oportunidade_tags (tag_id);

CREATE TABLE anexos (
  id serial PRIMARY KEY,
  oportunidade_id integer NOT NULL REFERENCES oportunidades (id) ON DELETE CASCADE,
  nome_arquivo text NOT NULL,
  descricao text,
  tamanho_bytes bigint NOT NULL,
  content_type text NOT NULL,
  storage_key text NOT NULL,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX anexos_oportunidade_id_idx ON anexos (oportunidade_id);

CREATE TABLE oportunidade_historico (
  id serial PRIMARY KEY,
  oportunidade_id integer NOT NULL REFERENCES oportunidades (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  field text NOT NULL,
  old_value text,
  new_value text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oportunidade_historico_oportunidade_id_idx ON oportunidade_historico (oportunidade_id, created_at);

CREATE TABLE user_person_links (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES persons (id) ON DELETE RESTRICT,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  creation_method smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, person_id)
);
CREATE INDEX user_person_links_person_id_idx ON user_person_links (person_id);
