-- A user's saved list views (a name for the list's filters, sort, page size and hidden
-- columns), read back per list (server/views/). The unique index also serves "this user's views of
-- this list" (its first two columns), in name order.
CREATE TABLE saved_views (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource text NOT NULL,
  name text NOT NULL,
  params jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX saved_views_user_resource_name_key ON saved_views (user_id, resource, name);

-- The opportunities list's new filters (server/oportunidades/filters.ts): 'Minhas' also matches the
-- partner's team, and 'fechada' ranges read closed_at without a status.
CREATE INDEX oportunidades_equipe_parceiro_id_idx ON oportunidades (equipe_parceiro_id);
CREATE INDEX oportunidades_closed_at_idx ON oportunidades (closed_at);
