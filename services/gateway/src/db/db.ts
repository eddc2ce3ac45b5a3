/** The storage seam: the same SQL runs on PGlite (embedded) and on a PostgreSQL server. */

export type DbBackend = 'pglite' | 'postgres';

/**
 * Statements outside transactions are prepared once and kept (the gateway has a few dozen);
 * past this many distinct ones, a statement runs unprepared.
 */
export const MAX_PREPARED_STATEMENTS = 256;

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and answers its rows. */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** What a listener hears of its connection besides the notifications. */
export interface ListenOptions {
  /** The connection dropped: notifications are missed until it is back. */
  onDisconnect?: () => void;
  /** Listening again after a drop: what was announced meanwhile is lost, so re-read. */
  onResync?: () => void;
}

export interface Db extends Queryable {
  readonly backend: DbBackend;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL server only: LISTENs on `channel` on a connection of its own (reconnecting after a
   * drop, with back-off, until stopped) and calls `onPayload` for each NOTIFY; answers a function
   * that stops listening. PGlite (one process) has none: its gateway shares events in-process.
   */
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL server only: the schema every statement runs in, when one was set. */
  readonly schema?: string;
}
