// The database's own thread: PGlite (Postgres compiled to WebAssembly) runs here, so the
// gateway's thread is free to take requests while a statement runs.
import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteDb, type PgliteDbOptions } from './pglite-db.js';
import { serveDb } from './serve-db.js';

if (!parentPort)
  throw new Error('pglite-worker.js runs as a worker thread (see pglite-thread-db.ts)');
serveDb(await openPgliteDb(workerData as PgliteDbOptions), parentPort);
parentPort.postMessage({ ready: true });
