-- POST /oportunidades/import finds the row a line of the file stands for by its ID externo.
-- (Persons are found by their document, which is already unique.)
CREATE INDEX oportunidades_id_externo_idx ON oportunidades (id_externo);
