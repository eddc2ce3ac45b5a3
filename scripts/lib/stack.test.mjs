// @ts-check
// The stack launcher with a port already taken: it names the port and what holds it, says
// what to do, and starts nothing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ports } from '../../tooling/webpack-config/local-stack.mjs';
import { emulatorConfig, stackPorts } from './stack.mjs';
import { eventually, isListening } from './test-support/net.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const STACK = pathToFileURL(path.join(here, 'stack.mjs'));

/** @param {number} offset */
const allPorts = (offset) => {
  const p = ports(offset);
  return [
    p.host,
    ...Object.values(p.remotes),
    p.gateway,
    p.functions,
    p.authEmulator,
    p.emulatorHub,
    p.emulatorLogging,
    p.smtp,
    p.inbox,
  ].map(Number);
};

/** An offset away from `npm start` (0) and the browser tests (100) whose ports are all free. */
async function freeOffset() {
  for (let i = 0; i < 40; i++) {
    const offset = 600 + 10 * Math.floor(Math.random() * 40);
    const taken = await Promise.all(allPorts(offset).map(isListening));
    if (!taken.some(Boolean)) return offset;
  }
  throw new Error('No free set of ports for the test stack.');
}

test("the stacks that run side by side never share a port, the emulator suite's included", () => {
  // npm start (0), the browser tests (100), the bench (200) and its first run (300 to 600).
  const offsets = [0, 100, 200, 300, 400, 500, 600];
  const all = offsets.flatMap((offset) => stackPorts(offset).map(({ port }) => port));
  assert.equal(new Set(all).size, all.length);
  for (const offset of offsets) {
    const p = ports(offset);
    const { emulators } = emulatorConfig(p);
    assert.deepEqual(
      [emulators.auth.port, emulators.hub.port, emulators.logging.port],
      [p.authEmulator, p.emulatorHub, p.emulatorLogging],
    );
    assert.ok(stackPorts(offset).some(({ port }) => port === p.emulatorHub));
  }
});

test('a taken port is named with what holds it, and the stack starts nothing', async (t) => {
  const offset = await freeOffset();
  const p = ports(offset);
  const held = [p.gateway, p.host];
  const holders = held.map((port) =>
    spawn(process.execPath, [path.join(here, 'test-support/listener.mjs'), String(port)], {
      stdio: 'ignore',
    }),
  );
  t.after(() => holders.forEach((h) => h.kill()));
  assert.ok(
    await eventually(async () => (await Promise.all(held.map(isListening))).every(Boolean), 5000),
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stack-test-'));
  const code = `
    import { startStack } from ${JSON.stringify(STACK.href)};
    try {
      await startStack({ offset: ${offset}, dataDir: process.argv[1], logDir: process.argv[1] });
      console.log('started');
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  `;
  const launcher = spawn(process.execPath, ['--input-type=module', '-e', code, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  t.after(() => {
    try {
      process.kill(-(launcher.pid ?? 0), 'SIGKILL');
    } catch {
      // Already gone.
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  let stderr = '';
  launcher.stderr.on('data', (c) => (stderr += c));
  const started = Date.now();
  const [code_] = await once(launcher, 'exit');

  assert.equal(code_, 1);
  assert.ok(Date.now() - started < 10_000, 'it stops at once, before starting anything');
  for (const [i, name] of /** @type {const} */ (['gateway', 'host']).entries())
    assert.match(
      stderr,
      new RegExp(
        `Port ${held[i]} \\(${name}\\) is already in use by process ${holders[i]?.pid} \\(`,
      ),
    );
  assert.match(stderr, /Nothing was started/);
  assert.match(stderr, /kill \d+ \d+/);
  assert.deepEqual(
    stderr
      .match(/kill (\d+) (\d+)/)
      ?.slice(1)
      .map(Number)
      .sort(),
    holders.map((h) => h.pid).sort(),
  );
  assert.match(stderr, /PORT_OFFSET=\d+ npm start/);
  const free = allPorts(offset).filter((port) => !held.includes(port));
  assert.deepEqual(
    (await Promise.all(free.map(isListening)))
      .map((on, i) => (on ? free[i] : null))
      .filter(Boolean),
    [],
    'no other port of the stack is listening',
  );
});
