-- Deep pages of the persons list sorted by a column (sort=name or sort=created_at, either order), exact
-- and fast at any table size, the way person_counts (migration 0002) serves the newest-first order:
-- * person_name_counts: how many persons per type, role, status and name bucket;
-- * person_created_counts: the same per UTC day of creation.
-- A deep page adds the counters up in the page's order to find the bucket it starts in, then walks the
-- sort index from that bucket's edge (its first value ascending, the next bucket's descending), skipping
-- only the rows of that bucket that come before the page.
-- Triggers keep them exact in the same transaction as the change, whoever writes.

-- A name's bucket is the greatest of these marks that is <= the name, compared in the name's own collation
-- (the same comparison ORDER BY name makes), so "names before the bucket of mark M" are exactly the names
-- < M whatever the collation puts first; no name is cut or folded to decide its bucket. The marks are how
-- names start: a letter and a small letter ('Aa' … 'Zz', and 'aa' … 'zz' for names typed in small
-- letters), and the accented capitals Portuguese names start with. Under a linguistic collation case and
-- accents weigh less than letters, so the extra marks only split buckets further; under byte order ("C"),
-- small and accented letters sort after every capital and would otherwise all fall in the bucket of 'Zz'.
-- '' is below every text, so every name has a bucket.
CREATE TABLE person_name_marks (
  mark text PRIMARY KEY
);

INSERT INTO person_name_marks (mark)
WITH letters (letter) AS (SELECT chr(code) FROM generate_series(ascii('a'), ascii('z')) AS code)
SELECT ''
UNION ALL
SELECT unnest(ARRAY['Á', 'À', 'Â', 'Ã', 'É', 'Ê', 'Í', 'Ó', 'Ô', 'Õ', 'Ú', 'Ç'])
UNION ALL
SELECT initial || second.letter
FROM (SELECT letter FROM letters UNION ALL SELECT upper(letter) FROM letters) AS first (initial)
CROSS JOIN letters AS second;

-- A name's mark, as one row to join laterally: this way PostgreSQL inlines it into the query (a scalar
-- function with a sub-select would be called row by row, over ten times slower on a whole table).
CREATE FUNCTION person_name_mark(name text) RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT mark FROM person_name_marks WHERE mark <= name ORDER BY mark DESC LIMIT 1;
END;

-- The UTC day an instant falls in; a day's rows start at day::timestamp AT TIME ZONE 'UTC'.
CREATE FUNCTION person_created_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (at AT TIME ZONE 'UTC')::date;

CREATE TABLE person_name_counts (
  person_type smallint NOT NULL,
  role smallint NOT NULL,
  is_active boolean NOT NULL,
  mark text NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (person_type, role, is_active, mark)
);

CREATE TABLE person_created_counts (
  person_type smallint NOT NULL,
  role smallint NOT NULL,
  is_active boolean NOT NULL,
  day date NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (person_type, role, is_active, day)
);

-- The rows a statement takes out (sign -1) and puts in (+1), with the values the counters are kept by.
CREATE FUNCTION person_sort_delta(removed persons[], added persons[])
  RETURNS TABLE (sign integer, person_type smallint, role smallint, is_active boolean, name text, created_at timestamptz)
  LANGUAGE sql STABLE AS $$
  SELECT d.sign, (d.r).person_type, (d.r).role, (d.r).is_active, (d.r).name, (d.r).created_at
  FROM (SELECT -1 AS sign, x AS r FROM unnest(removed) AS x UNION ALL SELECT 1, y FROM unnest(added) AS y) AS d
$$;

-- Takes `removed` out of the counters and puts `added` in. Groups whose deltas add up to zero (an update
-- that changed no counted value) are not written; the others are upserted in key order, so two writers
-- never wait on each other in opposite orders.
CREATE FUNCTION person_sort_counts_apply(removed persons[], added persons[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_name_counts AS c (person_type, role, is_active, mark, total)
  SELECT d.person_type, d.role, d.is_active, m.mark, sum(d.sign)
  FROM person_sort_delta(removed, added) AS d CROSS JOIN LATERAL person_name_mark(d.name) AS m (mark)
  GROUP BY 1, 2, 3, 4 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (person_type, role, is_active, mark) DO UPDATE SET total = c.total + excluded.total;
  INSERT INTO person_created_counts AS c (person_type, role, is_active, day, total)
  SELECT person_type, role, is_active, person_created_day(created_at), sum(sign)
  FROM person_sort_delta(removed, added) GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (person_type, role, is_active, day) DO UPDATE SET total = c.total + excluded.total;
END $$;

-- One trigger function for every kind of write: PL/pgSQL plans a statement when it first runs it, so the
-- transition table a kind of write lacks (old_rows on insert, new_rows on delete) is never looked up.
CREATE FUNCTION persons_sort_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed persons[] := '{}';
  added persons[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE person_name_counts, person_created_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT o::persons FROM old_rows o);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT n::persons FROM new_rows n);
  END IF;
  PERFORM person_sort_counts_apply(removed, added);
  RETURN NULL;
END $$;

-- Transition tables are for triggers of one event each, hence four triggers.
CREATE TRIGGER persons_sort_inserted AFTER INSERT ON persons
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_sort_counted();
CREATE TRIGGER persons_sort_deleted AFTER DELETE ON persons
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_sort_counted();
CREATE TRIGGER persons_sort_changed AFTER UPDATE ON persons
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_sort_counted();
CREATE TRIGGER persons_sort_truncated AFTER TRUNCATE ON persons
  FOR EACH STATEMENT EXECUTE FUNCTION persons_sort_counted();

-- Both counters computed afresh from persons: for the rows that exist when this migration runs, and after
-- a change of the database's collation (as its indexes would be rebuilt).
CREATE FUNCTION person_sort_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE person_name_counts, person_created_counts;
  INSERT INTO person_name_counts (person_type, role, is_active, mark, total)
  SELECT p.person_type, p.role, p.is_active, m.mark, count(*)
  FROM persons AS p CROSS JOIN LATERAL person_name_mark(p.name) AS m (mark) GROUP BY 1, 2, 3, 4;
  INSERT INTO person_created_counts (person_type, role, is_active, day, total)
  SELECT person_type, role, is_active, person_created_day(created_at), count(*) FROM persons GROUP BY 1, 2, 3, 4;
END $$;

SELECT person_sort_counts_rebuild();

-- A deep page skips up to a bucket's rows; these indexes carry the filter columns so that the skipped
-- rows are read from the index alone (an index-only scan), not fetched one by one to test the filters.
DROP INDEX persons_name_id_idx;
CREATE INDEX persons_name_id_idx ON persons (name, id) INCLUDE (person_type, role, is_active);
DROP INDEX persons_created_at_id_idx;
CREATE INDEX persons_created_at_id_idx ON persons (created_at, id) INCLUDE (person_type, role, is_active);
