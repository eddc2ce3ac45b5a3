import { Worker } from 'node:worker_threads';
import { dbOverPort, type DbOverPort } from './db-over-port.js';
import type { PgliteDbOptions } from './pglite-db.js';

export interface PgliteThreadOptions extends PgliteDbOptions {
  /** Called once if the database's thread stops on its own (every request then fails). */
  onFailure?: (error: Error) => void;
}

/**
 * PGlite on a worker thread of its own (pglite-worker.ts), reached like any other Db. PGlite
 * runs Postgres in the thread that opened it: on the gateway's own thread each statement held
 * up every other request (about 40% of its CPU under load, measured in docs/size.md).
 */
export async function openPgliteDbOnThread(options: PgliteThreadOptions = {}): Promise<DbOverPort> {
  const { onFailure, ...pglite } = options;
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: pglite });
  await new Promise<void>((resolve, reject) => {
    const stop = () => {
      worker.off('message', ready);
      worker.off('error', fail);
      worker.off('exit', exited);
    };
    const fail = (error: Error) => {
      stop();
      reject(error);
    };
    const exited = (code: number) =>
      fail(new Error(`The database thread exited (code ${code}) before it was ready.`));
    const ready = (message: unknown) => {
      if ((message as { ready?: boolean }).ready !== true) return;
      stop();
      resolve();
    };
    worker.on('message', ready);
    worker.on('error', fail);
    worker.on('exit', exited);
  });
  let closing = false;
  const db = dbOverPort(worker, {
    backend: 'pglite',
    afterClose: async () => {
      closing = true;
      await worker.terminate();
    },
  });
  const stopped = (error: Error) => {
    if (closing) return;
    closing = true;
    db.fail(error);
    onFailure?.(error);
  };
  worker.on('error', (error) => stopped(error));
  worker.on('exit', (code) =>
    stopped(new Error(`The database thread stopped (exit code ${code}).`)),
  );
  return db;
}
