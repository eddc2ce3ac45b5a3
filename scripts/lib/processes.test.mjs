// @ts-check
// The launcher's children end with it, however it ends: killed with SIGKILL (no handler
// runs), its services and what they started free their ports within seconds.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eventually, freePort, isListening } from './test-support/net.mjs';

const LAUNCHER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'test-support/launcher.mjs',
);

/** Starts the test launcher and resolves once its child and grandchild listen. @param {string[]} flags */
async function startLauncher(flags = []) {
  const [port, childPort] = [await freePort(), await freePort()];
  const launcher = spawn(process.execPath, [LAUNCHER, String(port), String(childPort), ...flags], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  launcher.stdout.on('data', (chunk) => (output += chunk));
  const ready = await eventually(() => output.includes('ready'), 15_000);
  assert.ok(ready, 'the launcher started its child');
  assert.ok(await isListening(port));
  assert.ok(await isListening(childPort));
  const group = Number(output.match(/ready (\d+)/)?.[1]);
  return { launcher, port, childPort, group };
}

for (const [title, flags] of /** @type {const} */ ([
  ['a child and its own child', []],
  ['a child that ignores SIGTERM, and its own child', ['--ignore-sigterm']],
])) {
  test(`a launcher killed with SIGKILL leaves no process behind: ${title}`, async (t) => {
    const { launcher, port, childPort, group } = await startLauncher([...flags]);
    t.after(() => {
      // Should the test fail, leave nothing running either.
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // Gone, as it should be.
      }
    });
    launcher.kill('SIGKILL');
    await once(launcher, 'exit');
    assert.ok(
      await eventually(
        async () => !(await isListening(port)) && !(await isListening(childPort)),
        5000,
      ),
      `ports ${port} and ${childPort} are free within 5 s of the launcher's death`,
    );
  });
}
