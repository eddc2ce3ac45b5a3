// @ts-check
// Latency at a steady request rate, measured open-loop: request i is due at start + i / rate,
// whatever happened to the ones before it, and its latency runs from when it was due to the
// end of its response. Time a request waits for a free connection or for a late generator
// therefore counts against the server (no coordinated omission).
//
// Why not autocannon's `overallRate`: autocannon lets each connection send its quota for the
// second back to back and then pause until the next second, so the server sees bursts at full
// speed, and it corrects for coordinated omission with an expected interval of 1 ms whatever
// the rate, adding made-up samples to every response slower than that.
//
// Run as a process of its own (options as JSON in argv[2], prints the figures as JSON) so the
// generator shares no event loop with the bench.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/**
 * @param {number[]} sorted ascending @param {number} q 0..1
 */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *   rate: number, seconds: number, connections?: number, timeoutMs?: number }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, max: number, requests: number, failures: number }>}
 */
export async function steadyLoad({
  url,
  method = 'POST',
  headers = {},
  body = '',
  rate,
  seconds,
  connections = 10,
  timeoutMs = 10_000,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = Buffer.from(body);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  let settled = 0;

  /** @param {number} due */
  const send = (due) =>
    new Promise((resolve) => {
      const done = (/** @type {boolean} */ ok) => {
        if (ok) latencies.push(performance.now() - due);
        else failures += 1;
        settled += 1;
        resolve(undefined);
      };
      const req = http.request(
        url,
        {
          method,
          agent,
          headers: payload.length
            ? { ...headers, 'content-length': String(payload.length) }
            : headers,
          timeout: timeoutMs,
        },
        (res) => {
          res.resume();
          res.once('end', () => done((res.statusCode ?? 0) < 300));
          res.once('error', () => done(false));
        },
      );
      req.once('timeout', () => req.destroy(new Error('timed out')));
      req.once('error', () => done(false));
      req.end(payload);
    });

  const start = performance.now();
  /** @type {Promise<unknown>[]} */
  const inFlight = [];
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        inFlight.push(send(start + next * interval));
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - now));
      else resolve(undefined);
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;
  return {
    rps: settled / elapsed,
    p50: round(quantile(latencies, 0.5)),
    p99: round(quantile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? NaN),
    requests: settled,
    failures,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await steadyLoad(JSON.parse(process.argv[2] ?? '{}'));
  console.log(JSON.stringify(result));
}
