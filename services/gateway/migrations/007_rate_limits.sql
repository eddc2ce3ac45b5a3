-- Rate limits (issue 29): one fixed-window counter per limit and caller, shared by every
-- gateway instance on the same PostgreSQL server (src/limits/rate-limit-store.ts). Keys are
-- `<limit>:account:<uid>` or `<limit>:address:<client address>`; nothing else is stored.
-- Unlogged: counters are cheap to write and worthless after a crash (a restart forgets them).
create unlogged table rate_limit_counters (
  key text primary key,
  points integer not null,
  expires_at timestamptz not null
);

-- The sweep deletes expired counters.
create index rate_limit_counters_expires_at on rate_limit_counters (expires_at);
