-- The audit trail (server/audit/): one row per write, export, reveal and sign-in event. Append-only: a
-- trigger refuses UPDATE, TRUNCATE and DELETE, except the retention job's DELETE, which sets the
-- transaction-local flag portal.audit_retention first. No foreign keys: the trail outlives the users and
-- the rows it names.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  user_id integer,
  user_email text,
  client_ip text,
  user_agent text,
  action text NOT NULL,
  resource text NOT NULL,
  record_id integer,
  parent_resource text,
  parent_id integer,
  changes jsonb
);
-- The list's default order and its period filter; the retention job's range.
CREATE INDEX audit_log_created_at_idx ON audit_log (created_at, id);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, created_at);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at);
CREATE INDEX audit_log_record_idx ON audit_log (resource, record_id, created_at);
-- A record's trail includes its children's (a person's addresses, an opportunity's documents).
CREATE INDEX audit_log_parent_idx ON audit_log (parent_resource, parent_id, created_at);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('portal.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'O registro de auditoria não pode ser alterado nem excluído' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Writes every change of an audited table in the transaction that makes it, whoever makes it (a route,
-- the kit, an import, a bulk action, a job): nothing can write such a row and skip its entry. The actor
-- (user, email, address, agent) is the transaction-local setting portal.actor the server sets at the
-- start of each request's transaction (server/audit/actor.ts); without one the entry has no user.
-- Arguments: resource, record id column, parent resource, parent id column, masked columns (comma list).
-- An update records only the changed columns as {"column": {"before": ..., "after": ...}}; a create the
-- new row, a delete the removed one; masked columns read '****' and an update touching only ignored
-- columns (timestamps, the password hash, the session version, the search key) records nothing.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  resource_name text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  parent_name text := NULLIF(TG_ARGV[2], '');
  parent_column text := NULLIF(TG_ARGV[3], '');
  masked text[] := string_to_array(TG_ARGV[4], ',');
  ignored text[] := ARRAY['created_at', 'updated_at', 'hashed_password', 'token_version', 'search_key'];
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  diff jsonb;
  actor jsonb;
  verb text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  row_data := coalesce(new_row, old_row);
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(n.key, jsonb_build_object(
             'before', CASE WHEN n.key = ANY(masked) AND o.value <> 'null' THEN '"****"'::jsonb ELSE o.value END,
             'after', CASE WHEN n.key = ANY(masked) AND n.value <> 'null' THEN '"****"'::jsonb ELSE n.value END))
      INTO diff
      FROM jsonb_each(new_row) n JOIN jsonb_each(old_row) o ON o.key = n.key
     WHERE n.value IS DISTINCT FROM o.value AND NOT n.key = ANY(ignored);
    IF diff IS NULL THEN RETURN NULL; END IF;
    verb := 'update';
  ELSE
    SELECT jsonb_object_agg(key, CASE WHEN key = ANY(masked) AND value <> 'null' THEN '"****"'::jsonb ELSE value END)
      INTO diff
      FROM jsonb_each(row_data)
     WHERE NOT key = ANY(ignored);
    verb := CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE 'delete' END;
  END IF;
  actor := NULLIF(current_setting('portal.actor', true), '')::jsonb;
  INSERT INTO audit_log (user_id, user_email, client_ip, user_agent, action, resource, record_id,
                         parent_resource, parent_id, changes)
  VALUES ((actor->>'user_id')::integer, actor->>'user_email', actor->>'client_ip', actor->>'user_agent', verb,
          resource_name, (row_data->>id_column)::integer, parent_name,
          CASE WHEN parent_column IS NULL THEN NULL ELSE (row_data->>parent_column)::integer END, diff);
  RETURN NULL;
END $$;

-- One row per audited table: the resource name the trail shows, the column naming the record, the parent
-- (resource and column) a child row belongs to, the columns kept masked, and the events (a tag link is only
-- added or removed).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('persons', 'persons', 'id', '', '', '', 'INSERT OR UPDATE OR DELETE'),
    ('addresses', 'addresses', 'id', 'persons', 'person_id', '', 'INSERT OR UPDATE OR DELETE'),
    ('contacts', 'contacts', 'id', 'persons', 'person_id', '', 'INSERT OR UPDATE OR DELETE'),
    ('bank_accounts', 'bank_accounts', 'id', 'persons', 'person_id', 'account,pix_key', 'INSERT OR UPDATE OR DELETE'),
    ('oportunidades', 'oportunidades', 'id', '', '', '', 'INSERT OR UPDATE OR DELETE'),
    ('oportunidade_tags', 'oportunidade_tags', 'tag_id', 'oportunidades', 'oportunidade_id', '', 'INSERT OR DELETE'),
    ('anexos', 'anexos', 'id', 'oportunidades', 'oportunidade_id', '', 'INSERT OR UPDATE OR DELETE'),
    ('tags', 'tags', 'id', '', '', '', 'INSERT OR UPDATE OR DELETE'),
    ('users', 'users', 'id', '', '', '', 'INSERT OR UPDATE OR DELETE'),
    ('user_person_links', 'vinculos', 'user_id', 'persons', 'person_id', '', 'INSERT OR UPDATE OR DELETE')
  ) AS audited(table_name, resource, id_column, parent, parent_column, masked, events)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L, %L, %L, %L)',
                   t.table_name || '_audited', t.events, t.table_name,
                   t.resource, t.id_column, t.parent, t.parent_column, t.masked);
  END LOOP;
END $$;
-- The resources the kit generates (teses, ...) get theirs from their declaration at every migration run
-- (server/audit/declaredTriggers.ts), so a new declaration is audited without a line here.
