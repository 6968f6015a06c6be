-- LGPD: the legal basis a person's data is held on (1 contrato, 2 obrigação legal, 3 legítimo interesse,
-- 4 consentimento), the day consent was given, and when the person was anonymised (server/persons/lgpd/).
ALTER TABLE persons ADD COLUMN base_legal smallint CHECK (base_legal BETWEEN 1 AND 4);
ALTER TABLE persons ADD COLUMN consentimento_em date;
ALTER TABLE persons ADD COLUMN anonimizado_em timestamptz;
