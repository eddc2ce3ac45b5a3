// One of the portal's services started by a test on its own loopback port (the fault suite
// kills and restarts them), its output in the stack's log folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOG_DIR = path.join(ROOT, 'e2e/test-results/stack-logs');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the service at ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the service at ${url} did not answer in 60 s`);
}

export interface ServiceProcess {
  url: string;
  /** Kills it at once (SIGKILL), as a crashed machine stops. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  restart(): Promise<void>;
  /** Stops it cleanly (SIGTERM). */
  stop(): Promise<void>;
}

/**
 * Starts `services/<service>/dist/main.js` with `env` on a free loopback port and waits for
 * its /healthz.
 */
export async function startService(
  service: 'gateway' | 'functions',
  logName: string,
  env: Record<string, string> | ((url: string) => Record<string, string>),
): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const environment = typeof env === 'function' ? env(url) : env;
  let child: ChildProcess | null = null;
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const start = async () => {
    const log = fs.openSync(path.join(LOG_DIR, `${logName}.log`), 'a');
    child = spawn(process.execPath, [path.join(ROOT, `services/${service}/dist/main.js`)], {
      cwd: path.join(ROOT, `services/${service}`),
      stdio: ['ignore', log, log],
      env: { ...process.env, ...environment, HOST: '127.0.0.1', PORT: String(port) },
    });
    fs.closeSync(log);
    await waitForHealth(url, child);
  };
  const stopWith = async (signal: NodeJS.Signals) => {
    const running: ChildProcess | null = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill(signal);
    });
  };
  await start();
  return {
    url,
    kill: () => stopWith('SIGKILL'),
    restart: start,
    stop: () => stopWith('SIGTERM'),
  };
}
