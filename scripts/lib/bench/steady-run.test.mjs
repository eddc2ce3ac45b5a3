// @ts-check
// The bench's steady-rate load: it offers the rate it is asked for, and a server that stalls
// is charged for every request that fell due while it stalled, not only for the ones in flight.
import assert from 'node:assert/strict';
import http from 'node:http';
import { once } from 'node:events';
import { test } from 'node:test';
import { quantile, steadyLoad } from './steady-run.mjs';

/** @param {http.RequestListener} handler */
async function serve(handler) {
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test('quantile picks the nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(quantile(values, 0.5), 50);
  assert.equal(quantile(values, 0.99), 99);
  assert.equal(quantile([7], 0.99), 7);
  assert.ok(Number.isNaN(quantile([], 0.5)));
});

test('offers the asked rate, spread over the second, and reads every answer', async () => {
  /** @type {number[]} */
  const arrivals = [];
  const server = await serve((req, res) => {
    arrivals.push(performance.now());
    req.resume();
    req.once('end', () => res.end('{"data":{}}'));
  });
  try {
    const result = await steadyLoad({ url: server.url, body: '{}', rate: 200, seconds: 1 });
    assert.equal(result.requests, 200);
    assert.equal(result.failures, 0);
    assert.ok(result.rps > 150 && result.rps <= 205, `rps ${result.rps}`);
    // Steady, not a burst: the second half of the run gets about half of the requests.
    const start = arrivals[0] ?? 0;
    const late = arrivals.filter((t) => t - start >= 500).length;
    assert.ok(late >= 80 && late <= 120, `${late} of 200 requests arrived in the second half`);
  } finally {
    server.close();
  }
});

test('charges a stall to every request that fell due during it', async () => {
  let seen = 0;
  const server = await serve((req, res) => {
    seen += 1;
    if (seen === 20) {
      // Block this process (server and generator alike) for 300 ms.
      const until = performance.now() + 300;
      while (performance.now() < until);
    }
    req.resume();
    req.once('end', () => res.end('ok'));
  });
  try {
    const result = await steadyLoad({ url: server.url, rate: 200, seconds: 1 });
    assert.equal(result.failures, 0);
    // About 60 of the 200 requests fell due during the stall: well over 1% waited 150 ms or more.
    assert.ok(result.p99 >= 150, `p99 ${result.p99} ms`);
    assert.ok(result.max >= 250, `max ${result.max} ms`);
    assert.ok(result.p50 < 150, `p50 ${result.p50} ms`);
  } finally {
    server.close();
  }
});

test('counts answers that are not a success as failures', async () => {
  const server = await serve((req, res) => {
    req.resume();
    res.statusCode = 500;
    res.end();
  });
  try {
    const result = await steadyLoad({ url: server.url, rate: 100, seconds: 0.5 });
    assert.equal(result.requests, 50);
    assert.equal(result.failures, 50);
    assert.ok(Number.isNaN(result.p99));
  } finally {
    server.close();
  }
});
