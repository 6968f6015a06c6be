-- The version of a user's sessions: every access token carries the value it was issued under, and the
-- guard accepts it only while it still matches. A password change, a reset, an administrator's new
-- password and a deactivation add one, ending every older session at once (server/auth/tokens.ts).
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
