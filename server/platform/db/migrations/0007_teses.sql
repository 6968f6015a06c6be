-- Theses become a managed catalogue (common/resources/teses.ts): a description, an active flag and
-- names unique regardless of case. Existing ids stay, so opportunities keep their thesis.
ALTER TABLE theses ADD COLUMN descricao text, ADD COLUMN ativa boolean NOT NULL DEFAULT true;
CREATE UNIQUE INDEX theses_name_key ON theses (lower(name));
