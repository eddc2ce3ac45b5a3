// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { criticalPath, requestsByStart } from './lcp-path.mjs';

/** @param {string} name @param {any[]} dependencies */
const node = (name, dependencies = [], type = 'network') => ({
  name,
  type,
  getDependencies: () => dependencies,
});

test('walks back from the node that ends last through the dependency that ends last', () => {
  const page = node('page');
  const boot = node('boot', [page]);
  const shell = node('shell', [boot]);
  const early = node('early read', [page]);
  const lookup = node('lookup', [boot, early]);
  const timings = new Map([
    [page, { startTime: 0, endTime: 600 }],
    [boot, { startTime: 600, endTime: 2700 }],
    [early, { startTime: 700, endTime: 1200 }],
    [shell, { startTime: 2700, endTime: 3000 }],
    [lookup, { startTime: 2700, endTime: 3050 }],
  ]);
  const steps = criticalPath(/** @type {any} */ (timings), (n) => /** @type {any} */ (n).name);
  assert.deepEqual(
    steps.map((step) => step.what),
    ['page', 'boot', 'lookup'],
  );
  assert.deepEqual(steps.at(-1), { start: 2700, end: 3050, what: 'lookup' });
});

test('ignores dependencies outside the simulated graph and stops at a cycle', () => {
  const outside = node('outside');
  const a = node('a', [outside]);
  const b = node('b', [a]);
  /** @type {any[]} */ (a.getDependencies()).push(b);
  const timings = new Map([
    [a, { startTime: 0, endTime: 10 }],
    [b, { startTime: 10, endTime: 20 }],
  ]);
  const steps = criticalPath(/** @type {any} */ (timings), (n) => /** @type {any} */ (n).name);
  assert.deepEqual(
    steps.map((step) => step.what),
    ['a', 'b'],
  );
});

test('lists every simulated request by its start, and no main-thread task', () => {
  const page = node('page');
  const task = node('task', [page], 'cpu');
  const boot = node('boot', [page]);
  const main = node('main', [page]);
  const timings = new Map([
    [boot, { startTime: 650, endTime: 2900 }],
    [task, { startTime: 600, endTime: 640 }],
    [page, { startTime: 0, endTime: 600 }],
    [main, { startTime: 650, endTime: 1600 }],
  ]);
  const requests = requestsByStart(
    /** @type {any} */ (timings),
    (n) => /** @type {any} */ (n).name,
  );
  assert.deepEqual(requests, [
    { start: 0, end: 600, what: 'page' },
    { start: 650, end: 1600, what: 'main' },
    { start: 650, end: 2900, what: 'boot' },
  ]);
});
