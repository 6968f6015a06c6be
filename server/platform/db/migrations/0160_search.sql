-- The global search (GET /search) at a million opportunities: an opportunity is found by the start of a
-- word of its title, its ID externo or its Odoo id, the way persons are found through person_search_terms
-- (migration 0002).
--
-- * oportunidade_search_terms holds every word of those three fields (unaccented, lower case), one row per
--   opportunity and word, with `shared` as in person_search_terms: an opportunity's first word starting
--   with a text is the one sharing fewer leading characters than that text with its word before, so
--   "shared < length" keeps one row per opportunity. "Opportunities with a word starting with 'trib'" is
--   then a range of the primary key that a LIMIT stops early, however many match.
-- * pg_trgm (loaded on PGlite as on PostgreSQL) was not used: its GIN index answers a bitmap of every
--   match before any row is read, so a common word would cost a pass over most of the table per keystroke.
-- A trigger keeps the table exact in the same transaction as the change, whoever writes.

-- The text an opportunity is found by: title, ID externo and Odoo id, unaccented and in lower case.
CREATE FUNCTION oportunidade_search_key(titulo text, id_externo text, odoo_id integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN search_text(coalesce(titulo, '') || ' ' || coalesce(id_externo, '') || ' ' || coalesce(odoo_id::text, ''));

-- The words of a search key in byte order, each with the number of leading characters it shares with the
-- one before it (0 for the first): person_terms_of() without the document.
CREATE FUNCTION search_terms_of(search_key text) RETURNS TABLE (term text, shared integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT term,
         CASE WHEN left(previous, 1) = left(term, 1) THEN common_prefix_length(previous, term) ELSE 0 END
  FROM (
    SELECT term, lag(term) OVER (ORDER BY term COLLATE "C") AS previous
    FROM (SELECT DISTINCT word FROM search_split(search_key) AS word) AS terms (term)
  ) AS ordered;
END;

-- The same for the triggers: not inlined (STRICT) and estimated at 8 rows, so a delete looks its terms up
-- by key (see person_terms() in migration 0002).
CREATE FUNCTION search_terms(search_key text) RETURNS TABLE (term text, shared integer)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 8
BEGIN ATOMIC
  SELECT * FROM search_terms_of(search_key);
END;

CREATE TABLE oportunidade_search_terms (
  term text COLLATE "C" NOT NULL,
  oportunidade_id integer NOT NULL,
  shared smallint NOT NULL,
  PRIMARY KEY (term, oportunidade_id) INCLUDE (shared)
);

CREATE FUNCTION oportunidade_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO oportunidade_search_terms (term, oportunidade_id, shared)
  SELECT t.term, n.id, t.shared
  FROM new_rows n CROSS JOIN LATERAL search_terms(oportunidade_search_key(n.titulo, n.id_externo, n.odoo_id)) AS t;
  RETURN NULL;
END $$;

CREATE FUNCTION oportunidade_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM oportunidade_search_terms s
  USING old_rows o CROSS JOIN LATERAL search_terms(oportunidade_search_key(o.titulo, o.id_externo, o.odoo_id)) AS t
  WHERE s.term = t.term AND s.oportunidade_id = o.id;
  RETURN NULL;
END $$;

CREATE FUNCTION oportunidade_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM oportunidade_search_terms s
  USING search_terms(oportunidade_search_key(OLD.titulo, OLD.id_externo, OLD.odoo_id)) AS t
  WHERE s.term = t.term AND s.oportunidade_id = OLD.id;
  INSERT INTO oportunidade_search_terms (term, oportunidade_id, shared)
  SELECT t.term, NEW.id, t.shared FROM search_terms(oportunidade_search_key(NEW.titulo, NEW.id_externo, NEW.odoo_id)) AS t;
  RETURN NULL;
END $$;

CREATE FUNCTION oportunidade_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE oportunidade_search_terms;
  RETURN NULL;
END $$;

CREATE TRIGGER oportunidade_search_inserted AFTER INSERT ON oportunidades
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION oportunidade_search_inserted();
CREATE TRIGGER oportunidade_search_deleted AFTER DELETE ON oportunidades
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION oportunidade_search_deleted();
-- A stage move, a revenue or an executive change (the board, bulk actions) does not touch the terms.
CREATE TRIGGER oportunidade_search_changed AFTER UPDATE ON oportunidades FOR EACH ROW
  WHEN ((OLD.titulo, OLD.id_externo, OLD.odoo_id) IS DISTINCT FROM (NEW.titulo, NEW.id_externo, NEW.odoo_id))
  EXECUTE FUNCTION oportunidade_search_changed();
CREATE TRIGGER oportunidade_search_truncated AFTER TRUNCATE ON oportunidades
  FOR EACH STATEMENT EXECUTE FUNCTION oportunidade_search_truncated();

-- The table computed afresh: for the rows that exist when this migration runs, and after a bulk load that
-- ran with the insert trigger disabled (the benchmark's seeding does).
CREATE FUNCTION oportunidade_search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE oportunidade_search_terms;
  INSERT INTO oportunidade_search_terms (term, oportunidade_id, shared)
  SELECT t.term, o.id, t.shared
  FROM oportunidades o CROSS JOIN LATERAL search_terms_of(oportunidade_search_key(o.titulo, o.id_externo, o.odoo_id)) AS t;
END $$;

SELECT oportunidade_search_rebuild();

-- A person's Odoo id, typed whole, finds the person.
CREATE INDEX persons_odoo_company_id_idx ON persons (odoo_company_id);
