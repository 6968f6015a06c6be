-- Bank account numbers and PIX keys are stored encrypted (server/protected/): the ciphertext, with its key
-- id, nonce and tag, is longer than the values' own limits (20 and 140 characters), which the API still
-- enforces on the values in clear. Rows written before are encrypted at the next start
-- (server/protected/rotate.ts).
ALTER TABLE bank_accounts ALTER COLUMN account TYPE text;
ALTER TABLE bank_accounts ALTER COLUMN pix_key TYPE text;
