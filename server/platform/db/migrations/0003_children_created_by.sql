-- Who added each address, contact and bank account: the calling user, kept as NULL once that user is
-- deleted (like persons.created_by_id). Rows that existed before this migration stay NULL.
ALTER TABLE addresses ADD COLUMN created_by_id integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE contacts ADD COLUMN created_by_id integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE bank_accounts ADD COLUMN created_by_id integer REFERENCES users (id) ON DELETE SET NULL;

-- Deleting a user sets these to NULL; the indexes keep that from scanning the tables.
CREATE INDEX addresses_created_by_id_idx ON addresses (created_by_id);
CREATE INDEX contacts_created_by_id_idx ON contacts (created_by_id);
CREATE INDEX bank_accounts_created_by_id_idx ON bank_accounts (created_by_id);
