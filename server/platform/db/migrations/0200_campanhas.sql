-- Campanhas (common/resources/campanhas.ts): the partner program's incentive campaigns, each with its
-- days and status. The Drizzle table is derived from the declaration's fields
-- (server/resources/derivedTable.ts); tests/api/schemaDrift.test.ts checks that this agrees with it.
CREATE TABLE campanhas (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  descricao text,
  inicio date NOT NULL,
  fim date NOT NULL CHECK (fim >= inicio),
  status text NOT NULL DEFAULT 'planejada' CHECK (status IN ('planejada', 'ativa', 'encerrada'))
);
CREATE UNIQUE INDEX campanhas_nome_key ON campanhas (lower(nome));
-- The list's default order and its status filter; the search reads the few rows a catalogue has.
CREATE INDEX campanhas_inicio_idx ON campanhas (inicio DESC, id DESC);
CREATE INDEX campanhas_status_idx ON campanhas (status);
