// @ts-check
// A launcher like `npm start`, for the tests: `node launcher.mjs <port> <child-port>
// [--ignore-sigterm]` starts listener.mjs through processes.mjs (which starts the child-port
// listener in turn), waits for both ports to answer and prints "ready".
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitForHttp } from '../processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [port = '', childPort = '', ...flags] = process.argv.slice(2);
const child = startProcess(
  'listener',
  process.execPath,
  [path.join(here, 'listener.mjs'), port, childPort, ...flags],
  { graceMs: 500 },
);
await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 10_000 });
await waitForHttp(`http://127.0.0.1:${childPort}/`, { child, timeoutMs: 10_000 });
// The child's process group, for the test to clean up after a failure.
console.log(`ready ${child.pid}`);
