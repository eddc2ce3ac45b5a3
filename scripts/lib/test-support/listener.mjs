// @ts-check
// A stand-in for a service of the stack: `node listener.mjs <port> [<child-port>]
// [--ignore-sigterm]` answers HTTP on 127.0.0.1:<port> and, given a second port, starts a
// copy of itself there (as the Firebase CLI starts its emulator), so a test can check that
// a process's own children go too.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const [port, childPort] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const ignoreSigterm = process.argv.includes('--ignore-sigterm');
if (ignoreSigterm) process.on('SIGTERM', () => {});
if (childPort)
  spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), childPort, ...(ignoreSigterm ? ['--ignore-sigterm'] : [])],
    { stdio: 'ignore' },
  );
http.createServer((_req, res) => res.end('ok')).listen(Number(port), '127.0.0.1');
