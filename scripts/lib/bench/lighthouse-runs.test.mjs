// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scaledCpuMultiplier } from './lighthouse-runs.mjs';

test("mobile's CPU slowdown scales with the machine's benchmark index (4x at 1,750)", () => {
  assert.equal(scaledCpuMultiplier(1750), 4);
  assert.equal(scaledCpuMultiplier(3700), 8.5);
  assert.equal(scaledCpuMultiplier(875), 2);
  assert.equal(scaledCpuMultiplier(100), 1);
});
