-- Rate-limit counters shared by every server on this database (server/http/rateLimitStore.ts): one row
-- per client and route, counting hits until reset_at, when the next hit starts a new window.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at_idx ON rate_limit_hits (reset_at);
