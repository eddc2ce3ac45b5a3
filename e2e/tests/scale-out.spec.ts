import { acceptAndPay } from '../support/checkout';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startGatewayPair, type GatewayPair } from '../support/gateway-pair';
import { fillPickupRequest } from '../support/pickup-form';
import { isolateNetwork, signIn } from '../support/portal';
import { createOrder, createParent, pickupStatus, type TestParent } from '../support/staff-ops';
import { startService } from '../support/service-process';
import { EMULATOR_URL, PORTAL_URL, PROJECT_ID } from '../support/stack-info';

// Scale-out and faults on PostgreSQL (issue 29, item 9): the portal's gateway as two
// instances on one database behind one port (round robin). Under a bounded load of draft
// saves, getUserOrder and open live-status streams, each instance in turn is killed and
// started again. Needs a PostgreSQL server (DATABASE_URL, as CI sets it).

const serverUrl = process.env.DATABASE_URL;
// Skipped only without DATABASE_URL: two gateways share state through PostgreSQL (LISTEN/NOTIFY,
// rate-limit rows), which PGlite, one process, cannot; CI sets DATABASE_URL, so it runs there.
test.skip(!serverUrl, 'needs a PostgreSQL server (DATABASE_URL)'); // skip reason: two gateways share state only through PostgreSQL; CI sets DATABASE_URL

/** Texts of the shell's error pages: none may ever be drawn during the faults. */
const ERROR_PAGE_TEXTS = [
  'This page could not be loaded.',
  'The portal could not start',
  'We could not load your journey just now',
];

let pair: GatewayPair;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pair = await startGatewayPair(serverUrl as string);
});
test.afterAll(async () => {
  await pair?.stop();
});

/** The browser reaches the gateway pair instead of the stack's gateway; every error page is recorded. */
async function usePair(context: BrowserContext, functionsUrl?: string): Promise<void> {
  await isolateNetwork(context);
  await context.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const document = (await response.json()) as { env: Record<string, string> };
    document.env['GQL_DOMAIN'] = pair.url;
    if (functionsUrl) document.env['FUNCTIONS_DOMAIN'] = functionsUrl;
    await route.fulfill({ response, json: document });
  });
  await context.addInitScript((texts: string[]) => {
    const seen: string[] = [];
    (window as unknown as { errorPagesSeen: string[] }).errorPagesSeen = seen;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const wanted of texts)
        if (text.includes(wanted) && !seen.includes(wanted)) seen.push(wanted);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ERROR_PAGE_TEXTS);
}

const errorPagesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { errorPagesSeen: string[] }).errorPagesSeen);

async function idToken(parent: TestParent): Promise<string> {
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: parent.email,
        password: parent.password,
        returnSecureToken: true,
      }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
}

async function graphql(token: string, query: string, variables: object): Promise<GraphQLAnswer> {
  const response = await fetch(`${pair.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as GraphQLAnswer;
}

const SAVE = `mutation ($orderId: ID!, $baseVersion: Int!, $answers: JSONObject!) {
  saveMedicalFormDraft(orderId: $orderId, baseVersion: $baseVersion, answers: $answers) { version }
}`;
const READ_FORM = `query ($id: ID!) { order(id: $id) { medicalForm { version answers } } }`;
const GET_USER_ORDER = `query getUserOrder { me { id orders { id purchaserName } } }`;

/**
 * A parent's draft saves in a loop until `stop()`, as the form's saver does: one at a time,
 * a failed save sent again until the gateway acknowledges it. A save whose answer was lost
 * with a killed instance may have been stored: the next one then meets CONFLICT, and the
 * parent's stored answers tell which.
 */
function draftSaveLoad(token: string, orderId: string) {
  let running = true;
  const stats = {
    acknowledged: 0,
    retried: 0,
    /** Conflicts whose stored answers were not the ones sent: a lost save. */
    lost: 0,
    last: { version: 0, answers: {} as object },
  };
  const done = (async () => {
    let baseVersion = 0;
    for (let n = 1; running; n += 1) {
      const answers = { mother: { fullName: `Load Parent ${n}` } };
      for (;;) {
        try {
          const answer = await graphql(token, SAVE, { orderId, baseVersion, answers });
          const saved = answer.data?.['saveMedicalFormDraft'] as { version: number } | undefined;
          if (saved) {
            baseVersion = saved.version;
            break;
          }
          if (answer.errors?.[0]?.extensions?.code === 'CONFLICT') {
            const read = await graphql(token, READ_FORM, { id: orderId });
            const form = (
              read.data?.['order'] as { medicalForm: { version: number; answers: object } }
            ).medicalForm;
            if (JSON.stringify(form.answers) !== JSON.stringify(answers)) stats.lost += 1;
            baseVersion = form.version;
            break;
          }
          throw new Error(JSON.stringify(answer.errors));
        } catch {
          stats.retried += 1;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      stats.acknowledged += 1;
      stats.last = { version: baseVersion, answers };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stats,
    async stop() {
      running = false;
      await done;
      return stats;
    },
  };
}

/** getUserOrder in a loop; answers how many succeeded and failed. */
function readLoad(token: string) {
  let running = true;
  const counts = { ok: 0, failed: 0 };
  const done = (async () => {
    while (running) {
      try {
        const answer = await graphql(token, GET_USER_ORDER, {});
        if (answer.data?.['me']) counts.ok += 1;
        else counts.failed += 1;
      } catch {
        counts.failed += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return counts;
    },
  };
}

/**
 * A live-status stream of `orderId` kept open as the page keeps its own: when it ends or
 * breaks it is opened again. Answers how many times it was (re)opened with an answer.
 */
function liveStream(token: string, orderId: string) {
  let running = true;
  const abort = new AbortController();
  const counts = { answered: 0 };
  const done = (async () => {
    while (running) {
      try {
        const response = await fetch(`${pair.url}/graphql`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'text/event-stream',
          },
          body: JSON.stringify({
            query: 'subscription ($id: ID!) { pickupChanged(orderId: $id) { orderId } }',
            variables: { id: orderId },
          }),
          signal: abort.signal,
        });
        const reader = response.body!.getReader();
        let answered = false;
        for (;;) {
          const { done: ended, value } = await reader.read();
          if (ended) break;
          if (!answered && new TextDecoder().decode(value).includes('"pickupChanged"')) {
            answered = true;
            counts.answered += 1;
          }
        }
      } catch {
        // dropped with its instance, or stopped
      }
      if (running) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    counts,
    async stop() {
      running = false;
      abort.abort();
      await done;
      return counts;
    },
  };
}

const statusLine = (page: Page) => page.locator('form [role="status"]');
const timelineStep = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Pick-up status' })
    .getByRole('listitem')
    .filter({ hasText: title });

async function requestPickup(page: Page): Promise<void> {
  await fillPickupRequest(page);
  await page.getByRole('button', { name: 'Request the pick-up' }).click();
  await expect(page.getByRole('heading', { name: 'Your pick-up is booked' })).toBeVisible();
}

test.use({ bypassCSP: true });

test('two gateways on one PostgreSQL: each killed and restarted under load, nothing typed is lost, streams resume, no error page', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The load: two parents saving drafts and reading their orders the whole time.
  const loaders = await Promise.all(
    ['Ana Loadone', 'Ben Loadtwo'].map(async (name) => {
      const parent = await createParent(name);
      const orderId = await createOrder(
        parent,
        { child: `${name} Jr`, stage: 'HEALTH_FORM' },
        pair.url,
      );
      return { orderId, token: await idToken(parent) };
    }),
  );

  // A parent typing the medical form, and one watching the courier on the pick-up page.
  const typist = await createParent('Tess Typist');
  const typistOrder = await createOrder(
    typist,
    { child: 'Tia Typist', stage: 'HEALTH_FORM' },
    pair.url,
  );
  const watcher = await createParent('Wade Watcher');
  const pickupOrder = await createOrder(
    watcher,
    { child: 'Wren Watcher', stage: 'BIRTH_AND_PICKUP' },
    pair.url,
  );
  const formContext = await browser.newContext({ bypassCSP: true });
  const pickupContext = await browser.newContext({ bypassCSP: true });
  await usePair(formContext);
  await usePair(pickupContext);
  const form = await formContext.newPage();
  const pickup = await pickupContext.newPage();

  await signIn(form, typist);
  await expect(form).toHaveURL(/\/portal$/, { timeout: 30_000 });
  await form.goto('/portal/medical-form');
  const fullName = form.getByRole('textbox', { name: 'Full name', exact: true });
  await fullName.fill('Tess Typist');
  await expect(statusLine(form)).toHaveText('Saved', { timeout: 15_000 });

  await signIn(pickup, watcher);
  await expect(pickup).toHaveURL(/\/portal$/, { timeout: 30_000 });
  await pickup.goto('/portal/pick-up');
  await requestPickup(pickup);

  const saves = loaders.map(({ token, orderId }) => draftSaveLoad(token, orderId));
  const reads = loaders.map(({ token }) => readLoad(token));
  const streams = loaders.flatMap(({ token, orderId }) =>
    [1, 2].map(() => liveStream(token, orderId)),
  );
  const home = form.getByRole('textbox', { name: 'Home address', exact: true });
  const storedAnswers = async (orderId: string) =>
    (
      await pair.query<{ answers: { mother?: Record<string, string> } }>(
        'select answers from medical_forms where order_id = $1',
        [orderId],
      )
    )[0]?.answers;
  const steps = [
    { kill: 0, typed: '1 Failover Way, Davis', status: 'DISPATCHED', step: 'Courier dispatched' },
    { kill: 1, typed: '2 Failover Way, Davis', status: 'COLLECTED', step: 'Kit collected' },
  ] as const;
  for (const { kill, typed, status, step } of steps) {
    await pair.kill(kill);
    // Typed while an instance is gone: saved through the other one, by the page's own retries
    // (which back off: 2 s, 4 s, 8 s...). The status line still says "Saved" from before until
    // the debounced save starts, so the database is what tells this save arrived.
    await home.fill(typed);
    await expect
      .poll(async () => (await storedAnswers(typistOrder))?.mother?.['address'], {
        timeout: 45_000,
      })
      .toBe(typed);
    await expect(statusLine(form)).toHaveText('Saved', { timeout: 30_000 });
    // The pick-up page's stream, if it was on the killed instance, resumes on the other.
    await pickupStatus(pickupOrder, status, pair.url);
    await expect(timelineStep(pickup, step)).toContainText('Done', { timeout: 30_000 });
    await pair.restart(kill);
  }

  const saveStats = await Promise.all(saves.map((load) => load.stop()));
  const readCounts = await Promise.all(reads.map((load) => load.stop()));
  // Each stream answered at its start and again after the kill that cut it (each instance is
  // killed in turn, so every stream was cut at least once).
  for (const stream of streams) expect((await stream.stop()).answered).toBeGreaterThanOrEqual(2);
  // Every acknowledged save is in the database: the last one of each parent is what it holds.
  for (const [index, { orderId }] of loaders.entries()) {
    const stats = saveStats[index]!;
    expect(stats.acknowledged).toBeGreaterThan(10);
    expect(stats.lost).toBe(0);
    const [row] = await pair.query<{ version: number; answers: object }>(
      'select version, answers from medical_forms where order_id = $1',
      [orderId],
    );
    expect(row).toEqual({ version: stats.last.version, answers: stats.last.answers });
  }
  for (const counts of readCounts) expect(counts.ok).toBeGreaterThan(10);
  // What the parent typed during the faults is stored.
  expect((await storedAnswers(typistOrder))?.mother?.['address']).toBe('2 Failover Way, Davis');
  expect(await errorPagesSeen(form)).toEqual([]);
  expect(await errorPagesSeen(pickup)).toEqual([]);
  await formContext.close();
  await pickupContext.close();
});

test('the functions service killed mid-checkout: the parent is told, and after it returns the checkout completes, charged once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const portal = new URL(PORTAL_URL);
  const functions = await startService('functions', 'scale-out-functions', (url) => ({
    // Its pages are addressed as the browser reaches it.
    FUNCTIONS_PUBLIC_URL: url.replace('127.0.0.1', 'localhost'),
    PORTAL_ENV: 'test',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_URL).host,
    GATEWAY_URL: pair.url,
    PORTAL_URL,
    PAYMENTS_SERVICE_KEY: pair.paymentsServiceKey,
    // Its rate limits count in the pair's database, as behind the bank's load balancer.
    DATABASE_URL: pair.databaseUrl,
    ALLOWED_ORIGINS: [portal.origin, `http://127.0.0.1:${portal.port}`].join(','),
    LOG_LEVEL: 'warn',
  }));
  const functionsUrl = functions.url.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ bypassCSP: true });
  await usePair(context, functionsUrl);
  const page = await context.newPage();
  try {
    const parent = await createParent('Faye Checkout');
    await signIn(page, parent);
    await expect(page).toHaveURL(/\/portal$/, { timeout: 30_000 });
    await page.goto('/order');
    await page.getByRole('radio', { name: /Annual storage/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Your full name/).fill(parent.name);
    await page.getByLabel(/^Phone number/).fill('+1 916 555 0142');
    await page
      .getByLabel(/^Baby's due date/)
      .fill(new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Street address/).fill('500 Harbor Blvd');
    await page.getByLabel(/^City/).fill('Sacramento');
    await page.getByLabel(/^State, province or region/).fill('CA');
    await page.getByLabel(/^ZIP or postal code/).fill('95814');
    await page.getByRole('button', { name: 'Continue' }).click();

    await functions.kill();
    await acceptAndPay(page, 'Pay $175.00');
    await expect(
      page.getByText('We could not open the payment page just now. Nothing was charged.'),
    ).toBeVisible();
    await expect(page.getByLabel(/^Your full name/)).toHaveCount(0);

    await functions.restart();
    await acceptAndPay(page, 'Pay $175.00');
    await expect(page).toHaveURL(new RegExp(`^${functionsUrl}/checkout/local/`));
    await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
    await page.getByLabel(/expir/i).fill('12/30');
    await page.getByLabel(/cvc/i).fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('Payment confirmed')).toBeVisible();

    // One checkout, paid once, one order.
    const checkouts = await pair.query<{ status: string; order_id: string | null }>(
      'select status, order_id from checkouts where buyer_uid = $1',
      [parent.uid],
    );
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]?.status).toBe('PAID');
    const orders = await pair.query('select id from orders where owner_uid = $1', [parent.uid]);
    expect(orders).toEqual([{ id: checkouts[0]?.order_id }]);
  } finally {
    await context.close();
    await functions.stop();
  }
});
