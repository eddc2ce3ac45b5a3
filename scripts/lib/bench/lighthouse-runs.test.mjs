// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { longTasksOf, mobileThrottling, scaledCpuMultiplier } from './lighthouse-runs.mjs';

test("mobile's CPU slowdown scales with the machine's benchmark index (4x at 1,750)", () => {
  assert.equal(scaledCpuMultiplier(1750), 4);
  assert.equal(scaledCpuMultiplier(3700), 8.5);
  assert.equal(scaledCpuMultiplier(875), 2);
  assert.equal(scaledCpuMultiplier(100), 1);
});

test('a repeat visit is also throttled for real, so the files its worker answers cost what they do', () => {
  const applied = mobileThrottling(8.2, true);
  assert.equal(applied.throttlingMethod, 'devtools');
  assert.equal(applied.throttling?.cpuSlowdownMultiplier, 8.2);
  // The slow 4G DevTools applies: its latency and bandwidth, not only Lantern's.
  assert.ok((applied.throttling?.requestLatencyMs ?? 0) > 0);
  assert.ok((applied.throttling?.downloadThroughputKbps ?? 0) > 0);
  const simulated = mobileThrottling(8.2, false);
  assert.equal('throttlingMethod' in simulated, false);
  assert.equal(simulated.throttling?.cpuSlowdownMultiplier, 8.2);
  assert.deepEqual(mobileThrottling(undefined, false), {});
  assert.equal(mobileThrottling(undefined, true).throttling?.cpuSlowdownMultiplier, 4);
});

test("a run's long tasks in the order they ran, each with its start, length and script", () => {
  const lhr = /** @type {import('lighthouse').Result} */ (
    /** @type {unknown} */ ({
      finalDisplayedUrl: 'http://localhost:3200/portal',
      audits: {
        'long-tasks': {
          details: {
            items: [
              {
                url: 'http://localhost:3200/chunks/react-dom.js',
                startTime: 2291.4,
                duration: 149.2,
              },
              { url: 'Unattributable', startTime: 613, duration: 112 },
              { url: 'http://localhost:3200/main.js', startTime: 1830.2, duration: 287.6 },
            ],
          },
        },
      },
    })
  );
  assert.deepEqual(longTasksOf(lhr), [
    '  613 +112 Unattributable',
    '  1830 +288 /main.js',
    '  2291 +149 /chunks/react-dom.js',
  ]);
  const none = /** @type {import('lighthouse').Result} */ (
    /** @type {unknown} */ ({ finalDisplayedUrl: 'http://localhost:3200/login', audits: {} })
  );
  assert.deepEqual(longTasksOf(none), []);
});
