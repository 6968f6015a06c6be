-- Login sessions (server/sessions/): one row per login, named by the access token's `sid` claim. A session
-- ends when its user logs out or ends it from another device (ended_at), when it stays idle longer than
-- SESSION_IDLE_MINUTES (last_seen_at, written at most once a minute), and, with every other session of
-- the account, when the password changes or the account is deactivated or deleted.
CREATE TABLE user_sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_agent text,
  client_address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
-- A user's open sessions (the list, "end every other", the password change's revocation).
CREATE INDEX user_sessions_user_id_open_idx ON user_sessions (user_id, created_at) WHERE ended_at IS NULL;

-- Every server keeps a short in-process copy of what its request guard checks (server/sessions/authCache.ts).
-- These triggers tell every server, through NOTIFY on one channel, which user or session changed, in the
-- transaction of the change: PostgreSQL delivers it at commit and never for a rolled-back write. The
-- payload names the schema, so portals (or test files) sharing a database ignore each other's.
CREATE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_auth', TG_TABLE_SCHEMA || ':' || TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END
$$;
-- Any change of a user (role, activity, version, name shown by /users/me) or its deletion.
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify('u');
-- A session's end; last_seen_at's writes tell nobody.
CREATE TRIGGER user_sessions_ended AFTER UPDATE OF ended_at ON user_sessions
  FOR EACH ROW WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at) EXECUTE FUNCTION auth_changed_notify('s');
CREATE TRIGGER user_sessions_deleted AFTER DELETE ON user_sessions
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify('s');
