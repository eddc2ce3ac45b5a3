// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { notCompiled } from './not-compiled.mjs';

test('a run-time makeStyles call says it was not compiled, and where to look', () => {
  assert.throws(
    () => notCompiled('makeStyles')({ root: { color: 'red' } }),
    /Griffel's makeStyles runs at build time in the portal, and this call was not compiled: import it from '@portal\/shared\/ui'/,
  );
});
