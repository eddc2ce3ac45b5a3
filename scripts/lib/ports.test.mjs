// @ts-check
// The port check before `npm start`: a taken port is named with the process that listens on
// it, read from /proc (docs/size.md, "The launcher's parts: kept or replaced"): the TCP
// listener, not another program's UDP socket of the same number, and with no `ss`, `netstat`,
// `lsof` or `ps` on the PATH (a slim container has none of them).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, test } from 'node:test';
import { busyPorts, ownerOf, PortsInUseError } from './ports.mjs';
import { freePort } from './test-support/net.mjs';

/**
 * Another process holding a UDP socket on 127.0.0.1:port until the test kills it.
 * @param {import('node:test').TestContext} t @param {number} port
 */
async function udpHolder(t, port) {
  const code = `require('node:dgram').createSocket('udp4').bind(${port}, '127.0.0.1', () => console.log('bound'));`;
  const child = spawn(process.execPath, ['-e', `${code} setInterval(() => {}, 1000);`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.after(() => child.kill('SIGKILL'));
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('the UDP holder ended before it bound')));
  });
  return child;
}

/** A TCP listener of this process on 127.0.0.1. @param {import('node:test').TestContext} t */
async function listen(t) {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => server.close());
  return /** @type {import('node:net').AddressInfo} */ (server.address()).port;
}

describe(
  'which process holds a port',
  { skip: process.platform !== 'linux' && 'reads /proc' }, // skip reason: the process table is read from /proc, which only Linux has
  () => {
    test('a taken port is named with its pid and command line; a free one is not listed', async (t) => {
      const taken = await listen(t);
      const free = await freePort();
      const busy = await busyPorts([
        { name: 'gateway', port: taken },
        { name: 'functions', port: free },
      ]);
      assert.equal(busy.length, 1);
      assert.equal(busy[0].port, taken);
      assert.match(busy[0].owner ?? '', new RegExp(`^process ${process.pid} \\(.*node`));
      const message = new PortsInUseError(busy).message;
      assert.match(message, new RegExp(`Port ${taken} \\(gateway\\) is already in use by process`));
      assert.match(message, new RegExp(`kill ${process.pid}`));
    });

    test("the TCP listener is named, not another program's UDP socket of the same number", async (t) => {
      const port = await listen(t);
      const udp = await udpHolder(t, port);
      const owner = ownerOf(port);
      assert.match(owner ?? '', new RegExp(`^process ${process.pid} `));
      assert.doesNotMatch(owner ?? '', new RegExp(`^process ${udp.pid} `));
    });

    test('the owner is named with no ss, netstat, lsof or ps on the PATH', async (t) => {
      const port = await listen(t);
      const saved = process.env.PATH;
      process.env.PATH = '';
      try {
        assert.match(ownerOf(port) ?? '', new RegExp(`^process ${process.pid} `));
      } finally {
        process.env.PATH = saved;
      }
    });
  },
);
