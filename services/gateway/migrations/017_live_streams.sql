-- Live streams across instances (issue 43): one row per open live stream (pickupChanged,
-- notificationsChanged) of every gateway instance on this server, so that an account's cap
-- counts its streams on all of them (src/live/shared-stream-count.ts). The instance holding a
-- stream renews its lease (`expires_at`) while it is open; a row whose lease ran out (its
-- instance died, or lost the database) no longer counts, and is swept. `replaced` marks a stream
-- another instance ended to make room; its own instance ends it at its next renewal.
-- Unlogged: worthless after a crash (every stream reconnects anyway).
create unlogged table live_streams (
  id text primary key,
  uid text not null,
  opened_at timestamptz not null,
  expires_at timestamptz not null,
  replaced boolean not null default false
);

create index live_streams_uid on live_streams (uid, opened_at);
create index live_streams_expires_at on live_streams (expires_at);
