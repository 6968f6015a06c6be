-- Exact totals of opportunities (the lists' totals), fast at any table size, the way migration 0002
-- keeps person_counts: counter tables that triggers keep exact in the same transaction as every insert,
-- update, delete or truncate of oportunidades, whoever writes.
-- * oportunidade_counts: per stage, result status and partner (0 = none), how many rows, their expected
--   revenue and their expected fees before the division by 100 (receita × honorários %, exact). The list's
--   count and sum, the pipeline and the dashboard's open pipeline add its rows up; a partner's circle is
--   the rows of its partner ids.
-- * oportunidade_closed_months: per month of closing (company time zone), result status and partner, the
--   won and lost rows, their revenue and their seconds from creation to closing (the dashboard's wins,
--   losses, days to win, won revenue by month, top partners).
-- * oportunidade_created_months: per month of creation, thesis (0 = none) and partner (by thesis chart).
-- * oportunidade_created_days: per UTC day of creation, how many rows: where a deep page of the newest-
--   first list starts, as person_counts' id ranges do for persons.
-- In the first three, each row is counted twice: under its partner (0 = none) and under parceiro_id -1,
-- which stands for every partner, so the staff's totals add up a few dozen rows, not one per partner.
CREATE TABLE oportunidade_counts (
  estagio integer NOT NULL,
  status_resultado integer NOT NULL,
  parceiro_id integer NOT NULL,
  total bigint NOT NULL,
  receita numeric NOT NULL,
  fees_x100 numeric NOT NULL,
  PRIMARY KEY (estagio, status_resultado, parceiro_id)
);
-- A partner's circle: its few partner ids.
CREATE INDEX oportunidade_counts_parceiro_idx ON oportunidade_counts (parceiro_id);

CREATE TABLE oportunidade_closed_months (
  month date NOT NULL,
  status_resultado integer NOT NULL,
  parceiro_id integer NOT NULL,
  total bigint NOT NULL,
  receita numeric NOT NULL,
  open_seconds numeric NOT NULL,
  PRIMARY KEY (month, status_resultado, parceiro_id)
);
CREATE INDEX oportunidade_closed_months_parceiro_idx ON oportunidade_closed_months (parceiro_id, month);

CREATE TABLE oportunidade_created_months (
  month date NOT NULL,
  tese integer NOT NULL,
  parceiro_id integer NOT NULL,
  total bigint NOT NULL,
  receita numeric NOT NULL,
  PRIMARY KEY (month, tese, parceiro_id)
);
CREATE INDEX oportunidade_created_months_parceiro_idx ON oportunidade_created_months (parceiro_id, month);

-- The staff's dashboard per day (company time zone), every partner together: the days of a period
-- outside its whole months, which would otherwise be read from tens of thousands of rows for the month
-- under way (most closings are recent).
CREATE TABLE oportunidade_closed_days (
  day date NOT NULL,
  status_resultado integer NOT NULL,
  total bigint NOT NULL,
  receita numeric NOT NULL,
  open_seconds numeric NOT NULL,
  PRIMARY KEY (day, status_resultado)
);

CREATE TABLE oportunidade_created_tese_days (
  day date NOT NULL,
  tese integer NOT NULL,
  total bigint NOT NULL,
  receita numeric NOT NULL,
  PRIMARY KEY (day, tese)
);

CREATE TABLE oportunidade_created_days (
  day date PRIMARY KEY,
  total bigint NOT NULL
);

-- The day an instant falls in, in the company's time zone (server/dashboard/period.ts).
CREATE FUNCTION oportunidade_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (at AT TIME ZONE 'America/Sao_Paulo')::date;

-- The month an instant falls in, in the company's time zone (server/dashboard/period.ts).
CREATE FUNCTION oportunidade_month(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN date_trunc('month', at AT TIME ZONE 'America/Sao_Paulo')::date;

-- The rows an insert, update or delete takes out (sign -1) and puts in (+1), with the counted values, each
-- once under its partner (0 = none) and once under -1 (every partner). `partner` is false for the
-- counters that are not kept per partner (oportunidade_created_days), which then see each row once.
CREATE FUNCTION oportunidade_rollup_delta(removed oportunidades[], added oportunidades[], partner boolean)
  RETURNS TABLE (sign integer, estagio integer, status_resultado integer, parceiro_id integer, tese integer,
    receita numeric, fees_x100 numeric, created_at timestamptz, closed_at timestamptz)
  LANGUAGE sql STABLE AS $$
  SELECT d.sign, (d.r).estagio, (d.r).status_resultado, p.id, coalesce((d.r).tese, 0),
    coalesce((d.r).receita_esperada, 0), coalesce((d.r).receita_esperada * (d.r).honorarios, 0),
    (d.r).created_at, (d.r).closed_at
  FROM (SELECT -1 AS sign, x AS r FROM unnest(removed) AS x UNION ALL SELECT 1, y FROM unnest(added) AS y) AS d
  CROSS JOIN LATERAL (SELECT coalesce((d.r).parceiro_id, 0) WHERE partner UNION ALL SELECT -1) AS p (id)
$$;

-- Takes `removed` out of the counters and puts `added` in. Groups whose deltas are all zero (an update that
-- changed no counted value) are not written, so such an update locks no counter row; the others are
-- upserted in key order, so two writers never wait on each other in opposite orders.
CREATE FUNCTION oportunidade_rollups_apply(removed oportunidades[], added oportunidades[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO oportunidade_counts AS c (estagio, status_resultado, parceiro_id, total, receita, fees_x100)
  SELECT estagio, status_resultado, parceiro_id, sum(sign), sum(sign * receita), sum(sign * fees_x100)
  FROM oportunidade_rollup_delta(removed, added, true) GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 OR sum(sign * receita) <> 0 OR sum(sign * fees_x100) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (estagio, status_resultado, parceiro_id) DO UPDATE
    SET total = c.total + excluded.total, receita = c.receita + excluded.receita,
        fees_x100 = c.fees_x100 + excluded.fees_x100;

  INSERT INTO oportunidade_closed_months AS c (month, status_resultado, parceiro_id, total, receita, open_seconds)
  SELECT oportunidade_month(closed_at), status_resultado, parceiro_id, sum(sign), sum(sign * receita),
    sum(sign * extract(epoch FROM closed_at - created_at))
  FROM oportunidade_rollup_delta(removed, added, true) WHERE closed_at IS NOT NULL AND status_resultado <> 1 GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 OR sum(sign * receita) <> 0 OR sum(sign * extract(epoch FROM closed_at - created_at)) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (month, status_resultado, parceiro_id) DO UPDATE
    SET total = c.total + excluded.total, receita = c.receita + excluded.receita,
        open_seconds = c.open_seconds + excluded.open_seconds;

  INSERT INTO oportunidade_created_months AS c (month, tese, parceiro_id, total, receita)
  SELECT oportunidade_month(created_at), tese, parceiro_id, sum(sign), sum(sign * receita)
  FROM oportunidade_rollup_delta(removed, added, true) GROUP BY 1, 2, 3
  HAVING sum(sign) <> 0 OR sum(sign * receita) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (month, tese, parceiro_id) DO UPDATE
    SET total = c.total + excluded.total, receita = c.receita + excluded.receita;

  INSERT INTO oportunidade_closed_days AS c (day, status_resultado, total, receita, open_seconds)
  SELECT oportunidade_day(closed_at), status_resultado, sum(sign), sum(sign * receita),
    sum(sign * extract(epoch FROM closed_at - created_at))
  FROM oportunidade_rollup_delta(removed, added, false) WHERE closed_at IS NOT NULL AND status_resultado <> 1
  GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR sum(sign * receita) <> 0 OR sum(sign * extract(epoch FROM closed_at - created_at)) <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, status_resultado) DO UPDATE
    SET total = c.total + excluded.total, receita = c.receita + excluded.receita,
        open_seconds = c.open_seconds + excluded.open_seconds;

  INSERT INTO oportunidade_created_tese_days AS c (day, tese, total, receita)
  SELECT oportunidade_day(created_at), tese, sum(sign), sum(sign * receita)
  FROM oportunidade_rollup_delta(removed, added, false) GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR sum(sign * receita) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, tese) DO UPDATE SET total = c.total + excluded.total, receita = c.receita + excluded.receita;

  INSERT INTO oportunidade_created_days AS c (day, total)
  SELECT (created_at AT TIME ZONE 'UTC')::date, sum(sign) FROM oportunidade_rollup_delta(removed, added, false) GROUP BY 1
  HAVING sum(sign) <> 0 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET total = c.total + excluded.total;
END $$;

CREATE FUNCTION oportunidades_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM oportunidade_rollups_apply('{}'::oportunidades[], ARRAY(SELECT n::oportunidades FROM new_rows n));
  RETURN NULL;
END $$;

CREATE FUNCTION oportunidades_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM oportunidade_rollups_apply(ARRAY(SELECT o::oportunidades FROM old_rows o), '{}'::oportunidades[]);
  RETURN NULL;
END $$;

CREATE FUNCTION oportunidades_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM oportunidade_rollups_apply(ARRAY(SELECT o::oportunidades FROM old_rows o), ARRAY(SELECT n::oportunidades FROM new_rows n));
  RETURN NULL;
END $$;

CREATE FUNCTION oportunidades_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE oportunidade_counts, oportunidade_closed_months, oportunidade_created_months, oportunidade_created_days,
    oportunidade_closed_days, oportunidade_created_tese_days;
  RETURN NULL;
END $$;

CREATE TRIGGER oportunidades_inserted AFTER INSERT ON oportunidades
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION oportunidades_inserted();
CREATE TRIGGER oportunidades_deleted AFTER DELETE ON oportunidades
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION oportunidades_deleted();
CREATE TRIGGER oportunidades_changed AFTER UPDATE ON oportunidades
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION oportunidades_changed();
CREATE TRIGGER oportunidades_truncated AFTER TRUNCATE ON oportunidades
  FOR EACH STATEMENT EXECUTE FUNCTION oportunidades_truncated();

-- Every counter computed afresh from oportunidades: for the rows that exist when this migration runs, and
-- after a bulk load that ran with the insert trigger disabled (the benchmark's seeding does).
CREATE FUNCTION oportunidade_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE oportunidade_counts, oportunidade_closed_months, oportunidade_created_months, oportunidade_created_days,
    oportunidade_closed_days, oportunidade_created_tese_days;
  -- GROUPING SETS: per partner, and over every partner under -1.
  INSERT INTO oportunidade_counts (estagio, status_resultado, parceiro_id, total, receita, fees_x100)
  SELECT estagio, status_resultado, CASE WHEN grouping(partner) = 1 THEN -1 ELSE partner END, count(*),
    coalesce(sum(receita_esperada), 0), coalesce(sum(receita_esperada * honorarios), 0)
  FROM oportunidades CROSS JOIN LATERAL (SELECT coalesce(parceiro_id, 0)) AS p (partner)
  GROUP BY GROUPING SETS ((estagio, status_resultado, partner), (estagio, status_resultado));
  INSERT INTO oportunidade_closed_months (month, status_resultado, parceiro_id, total, receita, open_seconds)
  SELECT month, status_resultado, CASE WHEN grouping(partner) = 1 THEN -1 ELSE partner END, count(*),
    coalesce(sum(receita_esperada), 0), sum(extract(epoch FROM closed_at - created_at))
  FROM oportunidades
  CROSS JOIN LATERAL (SELECT coalesce(parceiro_id, 0), oportunidade_month(closed_at)) AS p (partner, month)
  WHERE closed_at IS NOT NULL AND status_resultado <> 1
  GROUP BY GROUPING SETS ((month, status_resultado, partner), (month, status_resultado));
  INSERT INTO oportunidade_created_months (month, tese, parceiro_id, total, receita)
  SELECT month, thesis, CASE WHEN grouping(partner) = 1 THEN -1 ELSE partner END, count(*),
    coalesce(sum(receita_esperada), 0)
  FROM oportunidades
  CROSS JOIN LATERAL (SELECT coalesce(parceiro_id, 0), coalesce(tese, 0), oportunidade_month(created_at))
    AS p (partner, thesis, month)
  GROUP BY GROUPING SETS ((month, thesis, partner), (month, thesis));
  INSERT INTO oportunidade_created_days (day, total)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM oportunidades GROUP BY 1;
  INSERT INTO oportunidade_closed_days (day, status_resultado, total, receita, open_seconds)
  SELECT oportunidade_day(closed_at), status_resultado, count(*), coalesce(sum(receita_esperada), 0),
    sum(extract(epoch FROM closed_at - created_at))
  FROM oportunidades WHERE closed_at IS NOT NULL AND status_resultado <> 1 GROUP BY 1, 2;
  INSERT INTO oportunidade_created_tese_days (day, tese, total, receita)
  SELECT oportunidade_day(created_at), coalesce(tese, 0), count(*), coalesce(sum(receita_esperada), 0)
  FROM oportunidades GROUP BY 1, 2;
END $$;

SELECT oportunidade_rollups_rebuild();

-- The newest-first list (ORDER BY created_at DESC, id DESC; without a filter it walks
-- oportunidades_created_at_id_idx backwards) as an index walk for each filter the counters answer, and
-- for the executive's and the client's filters, whose counts are exact SQL over these indexes.
CREATE INDEX oportunidades_status_newest_idx ON oportunidades (status_resultado, created_at DESC, id DESC);
CREATE INDEX oportunidades_estagio_status_newest_idx
  ON oportunidades (estagio, status_resultado, created_at DESC, id DESC);
CREATE INDEX oportunidades_parceiro_newest_idx ON oportunidades (parceiro_id, created_at DESC, id DESC);
CREATE INDEX oportunidades_executivo_newest_idx ON oportunidades (executivo_vendas_id, created_at DESC, id DESC);
CREATE INDEX oportunidades_cliente_newest_idx ON oportunidades (cliente_id, created_at DESC, id DESC);
-- The dashboard's days outside whole months (server/dashboard/months.ts), closed or created, read from
-- the index alone rather than from thousands of rows.
CREATE INDEX oportunidades_closed_at_totals_idx ON oportunidades (closed_at)
  INCLUDE (status_resultado, parceiro_id, receita_esperada, created_at);
CREATE INDEX oportunidades_created_at_totals_idx ON oportunidades (created_at)
  INCLUDE (tese, parceiro_id, receita_esperada);
