-- When an opportunity was won or lost (NULL while open): the dashboard counts wins, losses and the days
-- to win by this moment. Closed rows from before this migration take the time of the history entry that
-- gave them their current status, or their last change when there is none.
ALTER TABLE oportunidades ADD COLUMN closed_at timestamptz;

UPDATE oportunidades o
SET closed_at = coalesce(
  (SELECT max(h.created_at) FROM oportunidade_historico h
   WHERE h.oportunidade_id = o.id AND h.field = 'status_resultado' AND h.new_value = o.status_resultado::text),
  o.updated_at)
WHERE o.status_resultado <> 1;

-- Wins and losses in a period (KPIs, won revenue by month, top partners).
CREATE INDEX oportunidades_status_closed_at_idx ON oportunidades (status_resultado, closed_at);
-- Opportunities created in a period (by thesis).
CREATE INDEX oportunidades_created_at_idx ON oportunidades (created_at);
-- Open opportunities untouched for a while ('Minhas próximas ações').
CREATE INDEX oportunidades_open_updated_at_idx ON oportunidades (updated_at) WHERE status_resultado = 1;
-- A board column: one stage's page in the list's order (newest first).
CREATE INDEX oportunidades_estagio_created_at_idx ON oportunidades (estagio, created_at DESC, id DESC);
