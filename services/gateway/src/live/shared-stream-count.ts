import type { Db } from '../db/db.js';

/** One open stream of this instance, as the shared count knows it. */
export interface SharedStream {
  id: string;
  uid: string;
  /** When it opened (ms since the epoch). */
  openedAt: number;
}

/**
 * The open streams of every gateway instance on one PostgreSQL server, by account (table
 * live_streams, migration 017), so that an account's cap holds across instances. Each row is
 * a lease its instance renews: a stream of an instance that died stops counting when its lease
 * runs out, so no count leaks.
 */
export interface SharedStreamCount {
  /**
   * Counts `stream` in; when the account already holds `maxPerAccount` open streams (on any
   * instance), marks its oldest replaced to make room, and answers their ids.
   */
  open(stream: SharedStream, maxPerAccount: number): Promise<string[]>;
  /** Renews the leases of this instance's streams; answers the ids another instance replaced. */
  renew(streams: readonly SharedStream[]): Promise<string[]>;
  /** Counts a stream out (best effort: its lease runs out anyway). */
  close(id: string): Promise<void>;
}

/** A lease outlives three missed renewals (LiveStreamLimits.sharedRenewalMs), no more. */
export const LEASES_PER_RENEWAL = 3;

/** On a PostgreSQL server (every instance sees the same rows); PGlite has one process. */
export function sqlSharedStreamCount(db: Db, leaseSeconds: number): SharedStreamCount {
  return {
    open: (stream, maxPerAccount) =>
      db.transaction(async (tx) => {
        // One opening per account at a time, on any instance: the cap is exact.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
          `live_streams:${stream.uid}`,
        ]);
        const replaced = await tx.query<{ id: string }>(
          `update live_streams set replaced = true
           where id in (
             select id from live_streams
             where uid = $1 and not replaced and expires_at > now()
             order by opened_at desc, id desc
             offset $2
           )
           returning id`,
          [stream.uid, Math.max(0, maxPerAccount - 1)],
        );
        await tx.query(
          `insert into live_streams (id, uid, opened_at, expires_at)
           values ($1, $2, to_timestamp($3 / 1000.0), now() + make_interval(secs => $4))`,
          [stream.id, stream.uid, stream.openedAt, leaseSeconds],
        );
        return replaced.map((row) => row.id);
      }),
    async renew(streams) {
      // Best effort: rows whose lease ran out long ago (instances that died) go.
      await db.query(`delete from live_streams where expires_at < now() - interval '1 minute'`);
      if (streams.length === 0) return [];
      // A row swept while this instance could not reach the database comes back.
      const rows = await db.query<{ id: string; replaced: boolean }>(
        `insert into live_streams as stream (id, uid, opened_at, expires_at)
         select id, uid, to_timestamp(opened_ms / 1000.0), now() + make_interval(secs => $4)
         from unnest($1::text[], $2::text[], $3::float8[]) as s(id, uid, opened_ms)
         on conflict (id) do update set expires_at = excluded.expires_at
         returning stream.id, stream.replaced`,
        [
          streams.map((stream) => stream.id),
          streams.map((stream) => stream.uid),
          streams.map((stream) => stream.openedAt),
          leaseSeconds,
        ],
      );
      return rows.filter((row) => row.replaced).map((row) => row.id);
    },
    async close(id) {
      await db.query('delete from live_streams where id = $1', [id]);
    },
  };
}
