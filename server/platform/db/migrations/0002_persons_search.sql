-- Persons at a million rows: word search, exact totals and deep pages without scanning the table.
--
-- * person_search_terms holds every word of a person's name and trade name (unaccented, lower case) and
--   its document ('#' + document), one row per person and word. "Persons with a word starting with
--   'silva'" is a range of its primary key, and counting them is an index-only scan. A person with two
--   such words ('Silva' and 'Silvano') must count once: a person's words starting with the same text sit
--   next to each other in sort order, so only the first of them can share fewer than length('silva')
--   leading characters with the word before it. `shared` stores that number, and "shared < length" keeps
--   one row per person without sorting or hashing the matches.
-- * person_term_counts adds those rows up per word (documents left out), shared length, type, role and
--   status, so a one-word search counts its matches by summing a few rows, however many persons match.
-- * person_counts holds how many persons there are per type, role, status and range of 8192 ids.
--   Summing it gives exact totals for any combination of those filters; walking it from the top gives
--   the id range where a deep page starts.
-- Triggers keep them exact in the same transaction as the change, whoever writes.

-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a generated column. This
-- wrapper is IMMUTABLE; its SQL-standard body binds the dictionary when the function is created, so later
-- sessions find it whatever their search_path.
CREATE FUNCTION search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(unaccent('unaccent'::regdictionary, value));

-- The words of an already normalised text: runs of a-z and 0-9; anything else separates words.
-- (Set-returning SQL functions that are not STRICT are inlined into the query that calls them.)
CREATE FUNCTION search_split(normalized text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT word FROM regexp_split_to_table(normalized, '[^a-z0-9]+') AS word WHERE word <> '';
END;

-- The words a search text asks for, split exactly like the persons' words.
CREATE FUNCTION search_words(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(SELECT DISTINCT word FROM search_split(search_text(value)) AS word ORDER BY 1);

ALTER TABLE persons
  ADD COLUMN search_key text GENERATED ALWAYS AS (search_text(name || ' ' || coalesce(trade_name, ''))) STORED;

-- How many leading characters two texts share.
CREATE FUNCTION common_prefix_length(a text, b text) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  n integer := 0;
BEGIN
  WHILE n < length(a) AND n < length(b) AND substr(a, n + 1, 1) = substr(b, n + 1, 1) LOOP
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;

-- A person's terms in byte order, each with the number of leading characters it shares with the one
-- before it (0 for the first).
CREATE FUNCTION person_terms_of(search_key text, document text) RETURNS TABLE (term text, shared integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT term,
         CASE WHEN left(previous, 1) = left(term, 1) THEN common_prefix_length(previous, term) ELSE 0 END
  FROM (
    SELECT term, lag(term) OVER (ORDER BY term COLLATE "C") AS previous
    FROM (SELECT search_split(search_key) UNION SELECT '#' || lower(document)) AS terms (term)
  ) AS ordered;
END;

-- The same, for the triggers. person_terms_of() is inlined into its caller, where PostgreSQL guesses 1000
-- terms per person and would rather scan person_search_terms than look terms up by key; this wrapper is
-- not inlined (STRICT) and says 8.
CREATE FUNCTION person_terms(search_key text, document text) RETURNS TABLE (term text, shared integer)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 8
BEGIN ATOMIC
  SELECT * FROM person_terms_of(search_key, document);
END;

CREATE TABLE person_search_terms (
  term text COLLATE "C" NOT NULL,
  person_id integer NOT NULL,
  person_type smallint NOT NULL,
  role smallint NOT NULL,
  is_active boolean NOT NULL,
  shared smallint NOT NULL,
  PRIMARY KEY (term, person_id) INCLUDE (person_type, role, is_active, shared)
);

CREATE TABLE person_term_counts (
  term text COLLATE "C" NOT NULL,
  shared smallint NOT NULL,
  person_type smallint NOT NULL,
  role smallint NOT NULL,
  is_active boolean NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (term, shared, person_type, role, is_active)
);

-- Rows are counted per range of 8192 ids; a range is named by the first id above it.
CREATE FUNCTION person_id_range(id integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ((id >> 13) + 1)::bigint << 13;

CREATE TABLE person_counts (
  person_type smallint NOT NULL,
  role smallint NOT NULL,
  is_active boolean NOT NULL,
  id_below bigint NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (person_type, role, is_active, id_below)
);

-- Counter rows are upserted in key order so two writers never wait on each other in opposite orders.
CREATE FUNCTION persons_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH added AS (
    INSERT INTO person_search_terms (term, person_id, person_type, role, is_active, shared)
    SELECT t.term, n.id, n.person_type, n.role, n.is_active, t.shared
    FROM new_rows n CROSS JOIN LATERAL person_terms(n.search_key, n.document) AS t
    RETURNING term, shared, person_type, role, is_active
  )
  INSERT INTO person_term_counts AS c (term, shared, person_type, role, is_active, total)
  SELECT term, shared, person_type, role, is_active, count(*) FROM added WHERE term NOT LIKE '#%'
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (term, shared, person_type, role, is_active) DO UPDATE SET total = c.total + excluded.total;
  INSERT INTO person_counts AS c (person_type, role, is_active, id_below, total)
  SELECT person_type, role, is_active, person_id_range(id), count(*) FROM new_rows
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (person_type, role, is_active, id_below) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;

CREATE FUNCTION persons_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH removed AS (
    DELETE FROM person_search_terms s
    USING old_rows o CROSS JOIN LATERAL person_terms(o.search_key, o.document) AS t
    WHERE s.term = t.term AND s.person_id = o.id
    RETURNING s.term, s.shared, s.person_type, s.role, s.is_active
  )
  INSERT INTO person_term_counts AS c (term, shared, person_type, role, is_active, total)
  SELECT term, shared, person_type, role, is_active, -count(*) FROM removed WHERE term NOT LIKE '#%'
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (term, shared, person_type, role, is_active) DO UPDATE SET total = c.total + excluded.total;
  INSERT INTO person_counts AS c (person_type, role, is_active, id_below, total)
  SELECT person_type, role, is_active, person_id_range(id), -count(*) FROM old_rows
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (person_type, role, is_active, id_below) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;

-- A changed row: its old terms and counts go, its new ones come. Rows whose words, document, type, role
-- and status stay the same (a CNAE, an Odoo id) do not even call it: see the trigger's WHEN.
CREATE FUNCTION persons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH removed AS (
    DELETE FROM person_search_terms s
    USING person_terms(OLD.search_key, OLD.document) AS t
    WHERE s.term = t.term AND s.person_id = OLD.id
    RETURNING s.term, s.shared
  )
  INSERT INTO person_term_counts AS c (term, shared, person_type, role, is_active, total)
  SELECT term, shared, OLD.person_type, OLD.role, OLD.is_active, -count(*) FROM removed WHERE term NOT LIKE '#%'
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (term, shared, person_type, role, is_active) DO UPDATE SET total = c.total + excluded.total;
  WITH added AS (
    INSERT INTO person_search_terms (term, person_id, person_type, role, is_active, shared)
    SELECT t.term, NEW.id, NEW.person_type, NEW.role, NEW.is_active, t.shared
    FROM person_terms(NEW.search_key, NEW.document) AS t
    RETURNING term, shared
  )
  INSERT INTO person_term_counts AS c (term, shared, person_type, role, is_active, total)
  SELECT term, shared, NEW.person_type, NEW.role, NEW.is_active, count(*) FROM added WHERE term NOT LIKE '#%'
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (term, shared, person_type, role, is_active) DO UPDATE SET total = c.total + excluded.total;
  IF (OLD.person_type, OLD.role, OLD.is_active) IS DISTINCT FROM (NEW.person_type, NEW.role, NEW.is_active) THEN
    INSERT INTO person_counts AS c (person_type, role, is_active, id_below, total)
    SELECT * FROM (VALUES
      (OLD.person_type, OLD.role, OLD.is_active, person_id_range(OLD.id), -1::bigint),
      (NEW.person_type, NEW.role, NEW.is_active, person_id_range(NEW.id), 1::bigint)
    ) AS delta ORDER BY 1, 2, 3, 4
    ON CONFLICT (person_type, role, is_active, id_below) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION persons_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE person_search_terms, person_term_counts, person_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER persons_inserted AFTER INSERT ON persons
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_inserted();
CREATE TRIGGER persons_deleted AFTER DELETE ON persons
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION persons_deleted();
CREATE TRIGGER persons_changed AFTER UPDATE ON persons FOR EACH ROW
  WHEN ((OLD.search_key, OLD.document, OLD.person_type, OLD.role, OLD.is_active)
    IS DISTINCT FROM (NEW.search_key, NEW.document, NEW.person_type, NEW.role, NEW.is_active))
  EXECUTE FUNCTION persons_changed();
CREATE TRIGGER persons_truncated AFTER TRUNCATE ON persons
  FOR EACH STATEMENT EXECUTE FUNCTION persons_truncated();

-- Both tables computed afresh from persons: for the rows that exist when this migration runs, and after
-- a bulk load that ran with the insert trigger disabled (the benchmark's seeding does).
CREATE FUNCTION person_search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE person_search_terms, person_term_counts, person_counts;
  INSERT INTO person_search_terms (term, person_id, person_type, role, is_active, shared)
  SELECT t.term, p.id, p.person_type, p.role, p.is_active, t.shared
  FROM persons p CROSS JOIN LATERAL person_terms_of(p.search_key, p.document) AS t;
  INSERT INTO person_term_counts (term, shared, person_type, role, is_active, total)
  SELECT term, shared, person_type, role, is_active, count(*) FROM person_search_terms WHERE term NOT LIKE '#%'
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO person_counts (person_type, role, is_active, id_below, total)
  SELECT person_type, role, is_active, person_id_range(id), count(*) FROM persons GROUP BY 1, 2, 3, 4;
END $$;

SELECT person_search_rebuild();

-- Deep pages of one type walk this index inside the id range they start in.
CREATE INDEX persons_type_id_idx ON persons (person_type, id);
