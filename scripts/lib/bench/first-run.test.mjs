// @ts-check
// The first run's ports: an offset whose ports are all free, never one a service holds.
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { busyPorts } from '../ports.mjs';
import { stackPorts } from '../stack.mjs';
import { firstRunPortOffset } from './first-run.mjs';

test('passes over an offset one of whose ports is taken', async (t) => {
  const taken = stackPorts(300).find((need) => need.name === 'remote-documents');
  assert.ok(taken);
  const server = net.createServer();
  // Held by something else already (MySQL's 3306 on some machines) is as good for this test.
  await new Promise((resolve) => {
    server.once('error', resolve);
    server.listen({ port: taken.port, host: '127.0.0.1' }, () => resolve(undefined));
  });
  t.after(() => new Promise((resolve) => server.close(() => resolve(undefined))));

  const offset = await firstRunPortOffset();
  assert.notEqual(offset, 300);
  assert.deepEqual(await busyPorts(stackPorts(offset)), []);
});
