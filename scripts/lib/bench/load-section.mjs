// @ts-check
// The load section of `npm run bench`: the running gateway under the portal's busy calls, on
// loopback and bounded in time. getUserOrder and draft saves at a steady open-loop rate
// (throughput, p50/p99, errors: steady-run.mjs's way of counting), and the live-status fan-out:
// many SSE streams of one order, one status change, the time until the last stream has it.
import { steadyLoad } from './steady-run.mjs';
import { emulatorIdToken } from './gateway-load.mjs';

/**
 * @typedef {{ rps: number, p50: number, p99: number, max: number, requests: number, failures: number }} SteadyResult
 * @typedef {{ streams: number, opened: number, openSeconds: number, reached: number, p50: number, last: number, failures: number }} FanOutResult
 */

/**
 * @param {string} url @param {string | null} token @param {string} query @param {object} [variables]
 * @returns {Promise<any>} the data; throws with the errors
 */
async function graphql(url, token, query, variables = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = /** @type {{ data?: any, errors?: unknown[] }} */ (await res.json());
  if (!body.data || body.errors) throw new Error(`${res.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * A new parent with a verified email in the Auth emulator; answers its email and ID token.
 * @param {string} emulatorUrl @param {string} projectId @param {string} tag
 */
async function benchParent(emulatorUrl, projectId, tag) {
  const email = `bench-${tag}-${Date.now()}@example.com`;
  const password = 'Bench-Parent-2026';
  const api = `${emulatorUrl}/identitytoolkit.googleapis.com/v1`;
  const signUp = await fetch(`${api}/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { localId } = /** @type {{ localId: string }} */ (await signUp.json());
  await fetch(`${api}/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  return { email, token: await emulatorIdToken(emulatorUrl, { email, password }) };
}

const CREATE_ORDER = `mutation ($input: StaffCreateOrderInput!) {
  staff { createOrder(input: $input) { id } }
}`;

/** A pick-up request that passes the rules: born 2 h and collected 1 h ago, in UTC. */
function pickupInput() {
  const at = (/** @type {number} */ hours) =>
    new Date(Date.now() - hours * 3_600_000).toISOString();
  return {
    locationType: 'HOSPITAL',
    place: 'Bench General Hospital',
    address: '1 Loopback Way',
    floorUnit: null,
    room: '1',
    kitLocation: 'WITH_PARENT',
    timeZone: 'UTC',
    birthDate: at(2).slice(0, 10),
    birthTime: at(2).slice(11, 16),
    collectionDate: at(1).slice(0, 10),
    collectionTime: at(1).slice(11, 16),
    contactPhone: '+1 916 555 0100',
    alternatePhone: null,
    notes: null,
    preferredWindowStart: null,
    checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
  };
}

/**
 * Draft saves at a steady rate, spread over `parents` parents (one save in flight per parent,
 * each on the version its last one made, as the form's saver does).
 * @param {{ gatewayUrl: string, parents: { token: string, orderId: string }[], rate: number, seconds: number }} options
 * @returns {Promise<SteadyResult & { limited: number }>}
 */
async function draftSaveLoad({ gatewayUrl, parents, rate, seconds }) {
  const query = `mutation ($orderId: ID!, $baseVersion: Int!, $answers: JSONObject!) {
    saveMedicalFormDraft(orderId: $orderId, baseVersion: $baseVersion, answers: $answers) { version }
  }`;
  const versions = parents.map(() => 0);
  const busy = parents.map(() => false);
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  let limited = 0;
  let requests = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  /** @type {Promise<void>[]} */
  const inFlight = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const index = i % parents.length;
    if (busy[index]) continue; // that parent's last save is still in flight: the saver waits too
    const parent = /** @type {{ token: string, orderId: string }} */ (parents[index]);
    busy[index] = true;
    requests += 1;
    inFlight.push(
      (async () => {
        try {
          const res = await fetch(`${gatewayUrl}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${parent.token}`,
            },
            body: JSON.stringify({
              query,
              variables: {
                orderId: parent.orderId,
                baseVersion: versions[index],
                answers: { mother: { fullName: `Bench Parent ${i}` } },
              },
            }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = /** @type {{ data?: any }} */ (await res.json());
          if (res.status === 429) limited += 1;
          else if (body.data?.saveMedicalFormDraft) {
            versions[index] = body.data.saveMedicalFormDraft.version;
            latencies.push(performance.now() - due);
          } else failures += 1;
        } catch {
          failures += 1;
        } finally {
          busy[index] = false;
        }
      })(),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (/** @type {number} */ p) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
  return {
    rps: latencies.length / elapsed,
    p50: q(0.5),
    p99: q(0.99),
    max: latencies.at(-1) ?? NaN,
    requests,
    failures,
    limited,
  };
}

/**
 * One SSE stream of `pickupChanged(orderId)`; `events` counts the pick-up states received and
 * `onEvent` hears each status.
 * @param {string} gatewayUrl @param {string} token @param {string} orderId
 * @param {(status: string) => void} onEvent @param {AbortSignal} signal
 */
async function openStream(gatewayUrl, token, orderId, onEvent, signal) {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      query: `subscription ($orderId: ID!) { pickupChanged(orderId: $orderId) { pickup { status } } }`,
      variables: { orderId },
    }),
    signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('');
          if (!data) continue;
          const status = JSON.parse(data)?.data?.pickupChanged?.pickup?.status;
          if (status) onEvent(status);
        }
      }
    } catch {
      // aborted at the end of the bench
    }
  })();
}

/**
 * `streams` live-status streams of one order (one parent, as many tabs and devices), then one
 * staff status change: the time from the change until each stream has it.
 * @param {{ gatewayUrl: string, token: string, staffToken: string, orderId: string, streams: number }} options
 * @returns {Promise<FanOutResult>}
 */
async function fanOut({ gatewayUrl, token, staffToken, orderId, streams }) {
  const abort = new AbortController();
  /** @type {number[]} */
  const arrivals = [];
  let changedAt = 0;
  let initial = 0;
  let failures = 0;
  const openedAt = performance.now();
  const opening = [];
  for (let i = 0; i < streams; i += 1) {
    opening.push(
      openStream(
        gatewayUrl,
        token,
        orderId,
        (status) => {
          if (status === 'REQUESTED') initial += 1;
          else if (status === 'DISPATCHED') arrivals.push(performance.now() - changedAt);
        },
        abort.signal,
      ).catch(() => {
        failures += 1;
      }),
    );
    // Open in small batches, as tabs would arrive, not one burst of 1,000 handshakes.
    if (i % 50 === 49) await Promise.all(opening.splice(0));
  }
  await Promise.all(opening);
  const deadline = Date.now() + 30_000;
  while (initial < streams - failures && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  const opened = initial;
  changedAt = performance.now();
  await graphql(
    gatewayUrl,
    staffToken,
    `
      mutation ($input: StaffPickupStatusInput!) {
        staff {
          setPickupStatus(input: $input) {
            id
          }
        }
      }
    `,
    { input: { orderId, status: 'DISPATCHED' } },
  );
  const until = Date.now() + 30_000;
  while (arrivals.length < opened && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  abort.abort();
  arrivals.sort((a, b) => a - b);
  return {
    streams,
    opened,
    openSeconds,
    reached: arrivals.length,
    p50: arrivals[Math.floor(arrivals.length / 2)] ?? NaN,
    last: arrivals.at(-1) ?? NaN,
    failures: failures + (opened - arrivals.length),
  };
}

/**
 * The load section against a running stack.
 * @param {{ gatewayUrl: string, emulatorUrl: string, projectId: string,
 *   staff: { email: string, password: string }, idToken: string,
 *   seconds?: number, streams?: number, log?: (line: string) => void }} options
 */
export async function benchLoad({
  gatewayUrl,
  emulatorUrl,
  projectId,
  staff,
  idToken,
  seconds = 5,
  streams = 1000,
  log = () => {},
}) {
  const staffToken = await emulatorIdToken(emulatorUrl, staff);
  const readRate = 200;
  log(`load: getUserOrder at a steady ${readRate} req/s for ${seconds} s…`);
  const reads = await steadyLoad({
    url: `${gatewayUrl}/graphql`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ query: 'query getUserOrder { me { id orders { id purchaserName } } }' }),
    rate: readRate,
    seconds,
  });

  const saveRate = 50;
  const parentCount = 25;
  log(
    `load: ${parentCount} parents, draft saves at a steady ${saveRate} a second for ${seconds} s…`,
  );
  const parents = [];
  for (let i = 0; i < parentCount; i += 1) {
    const parent = await benchParent(emulatorUrl, projectId, `draft${i}`);
    const data = await graphql(gatewayUrl, staffToken, CREATE_ORDER, {
      input: { parentEmail: parent.email, childName: `Bench Child ${i}`, stage: 'HEALTH_FORM' },
    });
    parents.push({ token: parent.token, orderId: data.staff.createOrder.id });
  }
  const saves = await draftSaveLoad({ gatewayUrl, parents, rate: saveRate, seconds });

  log(`load: ${streams} live-status streams of one order, one status change…`);
  const watcher = await benchParent(emulatorUrl, projectId, 'fanout');
  const created = await graphql(gatewayUrl, staffToken, CREATE_ORDER, {
    input: { parentEmail: watcher.email, childName: 'Bench Fanout', stage: 'BIRTH_AND_PICKUP' },
  });
  const orderId = created.staff.createOrder.id;
  await graphql(
    gatewayUrl,
    watcher.token,
    `
      mutation ($orderId: ID!, $input: PickupInput!) {
        requestPickup(orderId: $orderId, input: $input) {
          id
        }
      }
    `,
    { orderId, input: pickupInput() },
  );
  const fanout = await fanOut({
    gatewayUrl,
    token: watcher.token,
    staffToken,
    orderId,
    streams,
  });
  return { seconds, readRate, reads, saveRate, parentCount, saves, fanout };
}
