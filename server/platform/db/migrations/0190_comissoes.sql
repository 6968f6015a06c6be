-- Partner commissions (common/resources/comissoes.ts and its siblings; server/comissoes/): the partner's
-- share of the fees, its terms over time, what the company received and the ledger with its payouts.

-- An opportunity may carry its own share, which wins over the partner's terms.
ALTER TABLE oportunidades ADD COLUMN comissao_percentual numeric(5,2);

-- A partner person's share of the fees (0-100) from a day on; a later row replaces it from its own day.
CREATE TABLE comissao_termos (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  percentual numeric(5,2) NOT NULL CHECK (percentual >= 0 AND percentual <= 100),
  inicio date NOT NULL,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX comissao_termos_person_inicio_key ON comissao_termos (person_id, inicio);

-- What the company received on a won opportunity: the credits recovered for the client and the fees.
CREATE TABLE recebimentos (
  id serial PRIMARY KEY,
  oportunidade_id integer NOT NULL REFERENCES oportunidades (id) ON DELETE CASCADE,
  data date NOT NULL,
  valor_recuperado numeric(16,2) NOT NULL,
  honorarios_recebidos numeric(16,2) NOT NULL,
  observacao text,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recebimentos_oportunidade_idx ON recebimentos (oportunidade_id, data, id);
CREATE INDEX recebimentos_order_idx ON recebimentos (data, id);

-- A payout: the a_pagar entries it paid, on its day, with their sum.
CREATE TABLE comissao_lotes (
  id serial PRIMARY KEY,
  pago_em date NOT NULL,
  total numeric(16,2) NOT NULL,
  quantidade integer NOT NULL,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comissao_lotes_order_idx ON comissao_lotes (pago_em, id);

-- The ledger: one entry per won opportunity (prevista) and per recebimento (a_pagar, then paga), in
-- exact decimals; cancelled entries stay as a record.
CREATE TABLE comissoes (
  id serial PRIMARY KEY,
  oportunidade_id integer NOT NULL REFERENCES oportunidades (id) ON DELETE CASCADE,
  parceiro_id integer NOT NULL REFERENCES persons (id) ON DELETE RESTRICT,
  recebimento_id integer REFERENCES recebimentos (id) ON DELETE SET NULL,
  competencia text NOT NULL CHECK (competencia ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  base numeric(16,2) NOT NULL,
  percentual numeric(5,2) NOT NULL,
  valor numeric(16,2) NOT NULL,
  estado text NOT NULL CHECK (estado IN ('prevista', 'a_pagar', 'paga', 'cancelada')),
  origem text NOT NULL CHECK (origem IN ('ganho', 'recebimento')),
  pago_em date,
  -- Deferred: a lote pays its entries before its own row is written (server/comissoes/lotes.ts).
  lote_id integer REFERENCES comissao_lotes (id) DEFERRABLE INITIALLY DEFERRED,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The list's order is (competencia, id), newest first; each filter has an index ending in it. The
-- partner's and the state's carry the value too, so the list's count and total read the index alone.
CREATE INDEX comissoes_order_idx ON comissoes (competencia, id);
CREATE INDEX comissoes_parceiro_idx ON comissoes (parceiro_id, competencia, id) INCLUDE (valor);
CREATE INDEX comissoes_parceiro_estado_idx ON comissoes (parceiro_id, estado, competencia, id) INCLUDE (valor);
CREATE INDEX comissoes_estado_idx ON comissoes (estado, competencia, id) INCLUDE (valor);
CREATE INDEX comissoes_oportunidade_idx ON comissoes (oportunidade_id, competencia, id);
CREATE INDEX comissoes_lote_idx ON comissoes (lote_id) WHERE lote_id IS NOT NULL;
CREATE INDEX comissoes_recebimento_idx ON comissoes (recebimento_id) WHERE recebimento_id IS NOT NULL;

-- Money is rounded once per entry, half to even, to cents (banker's rounding; round() rounds half away
-- from zero).
CREATE FUNCTION round_half_even_cents(value numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE STRICT AS $$
    SELECT CASE
      WHEN abs(value * 100 - trunc(value * 100)) = 0.5 AND mod(trunc(value * 100), 2) = 0 THEN trunc(value * 100) / 100
      ELSE round(value, 2)
    END::numeric(16,2)
  $$;
