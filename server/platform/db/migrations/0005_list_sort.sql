-- Every column a list sorts by leads an index, with the id after it as the tie-break the
-- ORDER BY uses (server/listSort.ts), so a sorted page is an index walk at any table size.
CREATE INDEX users_full_name_id_idx ON users (full_name, id);
CREATE INDEX users_email_id_idx ON users (email, id);
CREATE INDEX users_created_at_id_idx ON users (created_at, id);
CREATE INDEX persons_name_id_idx ON persons (name, id);
CREATE INDEX persons_created_at_id_idx ON persons (created_at, id);
CREATE INDEX oportunidades_titulo_id_idx ON oportunidades (titulo, id);
CREATE INDEX oportunidades_estagio_id_idx ON oportunidades (estagio, id);
CREATE INDEX oportunidades_receita_esperada_id_idx ON oportunidades (receita_esperada, id);
CREATE INDEX oportunidades_created_at_id_idx ON oportunidades (created_at, id);
CREATE INDEX tags_name_id_idx ON tags (name, id);
CREATE INDEX tags_created_at_id_idx ON tags (created_at, id);
