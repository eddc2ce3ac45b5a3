-- Kit pick-up requests (issue 11): the times as instants with the hospital's zone, where the kit
-- is, floor/unit and room, a second phone, the preferred window (null: as soon as possible), the
-- checklist the parent confirmed. Rows from before keep nulls (their values were never asked).
alter table pickups add column time_zone text;
alter table pickups add column birth_at timestamptz;
alter table pickups add column collection_at timestamptz;
alter table pickups add column floor_unit text;
alter table pickups add column room text;
alter table pickups add column kit_location text
  check (kit_location is null or kit_location in ('WITH_PARENT', 'NURSES_STATION'));
alter table pickups add column alternate_phone text;
alter table pickups add column window_start_at timestamptz;
alter table pickups add column lab_deadline_at timestamptz;
alter table pickups add column checklist text[] not null default '{}';

-- A collected kit is still in flight: one active request per order includes it.
drop index pickups_one_active_idx;
create unique index pickups_one_active_idx on pickups (order_id)
  where status in ('REQUESTED', 'DISPATCHED', 'COLLECTED');

-- Pick-up changes are announced on this channel (payload: the order id only) so every gateway
-- instance can tell its subscribers; see src/live/pickup-events.ts.
