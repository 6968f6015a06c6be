-- The forecast (issue 22): when an opportunity is expected to close, and how likely it is to be won.
-- probabilidade is the opportunity's own figure; NULL means "its stage's default", which lives in one
-- place, common/forecast.ts, and is applied when the row is read or summed (server/oportunidades/forecast.ts),
-- so moving a stage moves the probability of every opportunity nobody gave its own.
ALTER TABLE oportunidades ADD COLUMN data_prevista_fechamento date;
ALTER TABLE oportunidades ADD COLUMN probabilidade smallint
  CONSTRAINT oportunidades_probabilidade_range CHECK (probabilidade BETWEEN 0 AND 100);

-- The list's fechamento_de / fechamento_ate filters and sort.
CREATE INDEX oportunidades_data_prevista_fechamento_idx ON oportunidades (data_prevista_fechamento);
-- The dashboard's 'Previsão ponderada' and 'Fechamento previsto por mês': the open rows only, read from
-- the index alone (the partner for an external user's circle).
CREATE INDEX oportunidades_open_forecast_idx ON oportunidades (data_prevista_fechamento)
  INCLUDE (estagio, probabilidade, receita_esperada, parceiro_id) WHERE status_resultado = 1;
