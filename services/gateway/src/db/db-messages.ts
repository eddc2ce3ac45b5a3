/**
 * The messages between the gateway and a database served on another thread (serve-db.ts on
 * the thread that owns the database, db-over-port.ts on the gateway's): each request carries
 * an id, and exactly one reply with that id answers it.
 */

/** The part of a MessagePort (or Worker, or parentPort) both sides use. */
export interface DbPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

export type DbRequest =
  | { id: number; op: 'query'; tx?: number; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** An error as it crosses the thread: its name, message and the driver's fields (code...). */
export interface ErrorCopy {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type DbReply =
  { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: ErrorCopy };

/**
 * Structured cloning keeps only an Error's message, and a database error's SQLSTATE `code`,
 * `detail` or `constraint` are what callers read: copy the plain fields.
 */
export function copyError(error: unknown): ErrorCopy {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { name: 'Error', message: String(error), fields: {} };
  }
  const fields: ErrorCopy['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean;
    }
  }
  const { name, message } = error as { name?: unknown; message?: unknown };
  return {
    name: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : String(error),
    fields,
  };
}

/** The error again, on the receiving side (its stack is the receiver's). */
export function errorFromCopy(copy: ErrorCopy): Error {
  const error = Object.assign(new Error(copy.message), copy.fields);
  error.name = copy.name;
  return error;
}
