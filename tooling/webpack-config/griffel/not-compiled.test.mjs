// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { notCompiled, notExtracted } from './not-compiled.mjs';

test('a run-time makeStyles call says it was not compiled, and where to look', () => {
  assert.throws(
    () => notCompiled('makeStyles')({ root: { color: 'red' } }),
    /Griffel's makeStyles runs at build time in the portal, and this call was not compiled: import it from '@portal\/shared\/ui'/,
  );
});

test('a run-time __styles call says its CSS was not extracted, and where to look', () => {
  assert.throws(
    () => notExtracted('__styles')({ root: { sj55zd: 'f19n0e5' } }, { d: ['.f19n0e5{}'] }),
    /Griffel's __styles inserts CSS at run time, .* \(see griffelCssRules in tooling\/webpack-config\/griffel\/extract-css\.mjs\)/,
  );
});
