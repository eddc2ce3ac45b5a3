import type { Db } from '../db/db.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import {
  memoryRateLimitStore,
  sqlRateLimitStore,
  type RateLimitStore,
} from './rate-limit-store.js';

const budget = { points: 3, durationSeconds: 60 };

function spendsWithinBudget(store: () => RateLimitStore) {
  it('allows the budget, refuses beyond it, and says when the window ends', async () => {
    const charges = [{ key: 'test:account:a', budget }];
    const verdicts = [];
    for (let n = 0; n < 5; n += 1) verdicts.push(...(await store().spend(charges)));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false]);
    for (const verdict of verdicts) {
      expect(verdict.msBeforeReset).toBeGreaterThan(50_000);
      expect(verdict.msBeforeReset).toBeLessThanOrEqual(60_000);
    }
  });

  it('answers each charge of a call on its own, in order', async () => {
    const small = { points: 1, durationSeconds: 60 };
    await store().spend([{ key: 'test:address:x', budget: small }]);
    const verdicts = await store().spend([
      { key: 'test:account:b', budget },
      { key: 'test:address:x', budget: small },
    ]);
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, false]);
  });
}

describe('memory rate limit store', () => {
  const store = memoryRateLimitStore();
  spendsWithinBudget(() => store);
});

describe.each(testBackends())('SQL rate limit store on %s', (backend) => {
  let db: Db;
  let clock = Date.now();
  let store: RateLimitStore;
  beforeAll(async () => {
    db = await openTestDb(backend);
    store = sqlRateLimitStore(db, () => clock);
  });
  afterAll(() => db.close());

  spendsWithinBudget(() => store);

  it('counts concurrent calls exactly', async () => {
    const charges = [{ key: 'test:account:race', budget: { points: 7, durationSeconds: 60 } }];
    const verdicts = (await Promise.all(Array.from({ length: 30 }, () => store.spend(charges))))
      .flat()
      .map((verdict) => verdict.allowed);
    expect(verdicts.filter(Boolean)).toHaveLength(7);
  });

  it('starts a new window once the old one ended', async () => {
    const charges = [{ key: 'test:account:window', budget: { points: 1, durationSeconds: 60 } }];
    expect((await store.spend(charges))[0]?.allowed).toBe(true);
    expect((await store.spend(charges))[0]?.allowed).toBe(false);
    await db.query(
      `update rate_limit_counters set expires_at = now() - interval '1 second' where key = $1`,
      ['test:account:window'],
    );
    expect((await store.spend(charges))[0]?.allowed).toBe(true);
  });

  it('deletes expired counters every few minutes', async () => {
    await db.query(
      `insert into rate_limit_counters (key, points, expires_at)
       values ('test:account:gone', 9, now() - interval '1 minute')`,
    );
    clock += 6 * 60_000;
    await store.spend([{ key: 'test:account:sweeper', budget }]);
    // The sweep runs beside the call; give it a moment.
    for (let n = 0; n < 50; n += 1) {
      const rows = await db.query('select 1 from rate_limit_counters where key = $1', [
        'test:account:gone',
      ]);
      if (rows.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the expired counter was not deleted');
  });
});
