// @ts-check
// The gateway under load: getUserOrder as the portal sends it (a signed-in parent's token,
// Apollo's document and headers) against a bare graphql-yoga `{ hello }` started here, both
// on loopback: throughput with autocannon, latency at a steady rate with steady-run.mjs. Every
// run is bounded in time.
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** What Apollo Client sends for the dashboard's getUserOrder (typenames added). */
const GET_USER_ORDER = {
  operationName: 'getUserOrder',
  query: 'query getUserOrder { me { id orders { id purchaserName __typename } __typename } }',
  variables: {},
};
const HELLO = { query: '{ hello }' };

/**
 * Signs a parent in at the Auth emulator and returns the ID token.
 * @param {string} emulatorUrl @param {{ email: string, password: string }} credentials
 */
export async function emulatorIdToken(emulatorUrl, credentials) {
  const res = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, returnSecureToken: true }),
    },
  );
  const body = /** @type {{ idToken?: string }} */ (await res.json());
  if (!res.ok || !body.idToken) throw new Error(`Emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Starts the bare yoga server; resolves with its URL and a stop function. */
function startBareYoga() {
  const child = spawn(process.execPath, [path.join(HERE, 'bare-yoga.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bare yoga did not start in 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`bare yoga exited with ${code}`)));
    child.stdout.once('data', (chunk) => {
      clearTimeout(timer);
      const { port } = JSON.parse(String(chunk));
      resolve({ url: `http://127.0.0.1:${port}/graphql`, stop });
    });
  });
}

/**
 * @typedef {{ url: string, headers: Record<string, string>, body: string }} Target
 * @typedef {{ rps: number, p50: number, p99: number, requests: number, failures: number }} LoadResult
 */

/**
 * A script of this folder in a child process of its own, bounded in time; resolves with the
 * JSON it prints.
 * @param {string} script @param {object} options @param {number} seconds
 * @returns {Promise<LoadResult>}
 */
function runChild(script, options, seconds) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(HERE, script), JSON.stringify(options)],
      { timeout: (seconds + 30) * 1000 },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(JSON.parse(stdout));
      },
    );
  });
}

/**
 * Throughput: one bounded autocannon run, as fast as the server answers (load-run.mjs).
 * @param {Target} target @param {{ seconds: number, connections?: number }} options
 */
function load(target, { seconds, connections = 10 }) {
  const { url, headers, body } = target;
  return runChild(
    'load-run.mjs',
    { url, method: 'POST', headers, body, connections, duration: seconds },
    seconds,
  );
}

/**
 * Latency at a steady rate, open-loop (steady-run.mjs: why not autocannon's rate option).
 * @param {Target} target @param {{ seconds: number, rate: number, connections?: number }} options
 */
function steadyLoad(target, { seconds, rate, connections = 10 }) {
  const { url, headers, body } = target;
  return runChild(
    'steady-run.mjs',
    { url, method: 'POST', headers, body, rate, seconds, connections },
    seconds,
  );
}

/** @param {Target} target @param {(data: any) => boolean} ok `data` is whatever JSON the server sent */
async function expectAnswer(target, ok) {
  const res = await fetch(target.url, {
    method: 'POST',
    headers: target.headers,
    body: target.body,
  });
  const body = await res.json();
  if (res.status !== 200 || !ok(body.data)) {
    throw new Error(`${target.url} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/**
 * The median of each figure over several runs of one kind (failures added up).
 * @param {LoadResult[]} runs
 * @returns {LoadResult}
 */
function medianRun(runs) {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    requests: runs.reduce((n, r) => n + r.requests, 0),
    failures: runs.reduce((n, r) => n + r.failures, 0),
  };
}

/**
 * Bare yoga and the gateway, measured in alternating rounds: the machine's speed drifts within
 * minutes (bare yoga alone has measured 2,300-3,800 req/s in one session), so each round's
 * ratio compares two runs made side by side, and the figures are the rounds' medians.
 * @param {{ gatewayUrl: string, origin: string, idToken: string, seconds?: number, rounds?: number, rate?: number, log?: (line: string) => void }} options
 */
export async function benchGateway({
  gatewayUrl,
  origin,
  idToken,
  seconds = 4,
  rounds = 3,
  rate = 500,
  log = () => {},
}) {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json,application/json;q=0.9',
    origin,
  };
  const bare = await startBareYoga();
  try {
    /** @type {Target} */
    const hello = { url: bare.url, headers, body: JSON.stringify(HELLO) };
    /** @type {Target} */
    const order = {
      url: `${gatewayUrl}/graphql`,
      headers: { ...headers, authorization: `Bearer ${idToken}` },
      body: JSON.stringify(GET_USER_ORDER),
    };
    await expectAnswer(hello, (data) => data?.hello === 'world');
    await expectAnswer(
      order,
      (data) => Array.isArray(data?.me?.orders) && data.me.orders.length > 0,
    );

    // A short warm-up each (JIT, connection pools), then the measured runs.
    await load(hello, { seconds: 1 });
    await load(order, { seconds: 1 });
    /** @type {LoadResult[]} */
    const bareRuns = [];
    /** @type {LoadResult[]} */
    const orderRuns = [];
    for (let round = 1; round <= rounds; round += 1) {
      log(
        `gateway: round ${round}/${rounds}, bare yoga { hello } then getUserOrder, ${seconds} s each at 10 connections…`,
      );
      bareRuns.push(await load(hello, { seconds }));
      orderRuns.push(await load(order, { seconds }));
    }
    // The same steady rate on bare yoga too: the machine's own latency floor at that rate.
    /** @type {LoadResult[]} */
    const bareSteadyRuns = [];
    /** @type {LoadResult[]} */
    const orderSteadyRuns = [];
    for (let round = 1; round <= rounds; round += 1) {
      log(
        `gateway: round ${round}/${rounds}, bare yoga then getUserOrder at a steady ${rate} req/s, ${seconds} s each…`,
      );
      bareSteadyRuns.push(await steadyLoad(hello, { seconds, rate }));
      orderSteadyRuns.push(await steadyLoad(order, { seconds, rate }));
    }
    const bareFixedRate = medianRun(bareSteadyRuns);
    const fixedRate = medianRun(orderSteadyRuns);
    const ratios = orderRuns.map((run, i) => run.rps / (bareRuns[i]?.rps ?? NaN));
    return {
      bare: medianRun(bareRuns),
      order: medianRun(orderRuns),
      fixedRate,
      bareFixedRate,
      rate,
      seconds,
      rounds,
      ratios,
      ratio: median(ratios),
    };
  } finally {
    await bare.stop();
  }
}
