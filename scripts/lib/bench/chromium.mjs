// @ts-check
// Chromium for the bench: the machine's flags, headless, and no way out of this machine (every
// host name but localhost resolves to nothing, so a stray outside request fails at once).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-quic',
  '--mute-audio',
  '--password-store=basic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * A Chromium with its DevTools port open on loopback and a fresh profile: Lighthouse drives it
 * by port, Playwright can attach with connectOverCDP, both see the same signed-in profile.
 * @param {string} executable
 */
export async function launchDebuggableChromium(executable) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chromium-'));
  const child = spawn(
    executable,
    [
      ...CHROMIUM_FLAGS,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(portFile) || !fs.readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('Chromium opened no DevTools port in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    cdpUrl: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Gone.
        }
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
