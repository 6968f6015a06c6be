-- Two-factor login (TOTP, server/users/mfa.ts). One row per user who began setting it up: the secret,
-- encrypted with a key derived from SECRET_KEY (server/auth/secretBox.ts); confirmed_at is null while the
-- setup is pending (not yet asked at login); last_step is the last 30-second step whose code was accepted,
-- so a code is good once. Its recovery codes are stored hashed, each used once.
CREATE TABLE user_mfa (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_encrypted text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_mfa_recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_mfa_recovery_codes_user_id_idx ON user_mfa_recovery_codes (user_id, code_hash);
