// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tokens } from './fluent-tokens.mjs';

/** Fluent's own token list, as the apps' Fluent resolves it (react-components -> react-theme). */
async function fluentTokens() {
  const fromApp = createRequire(path.resolve(import.meta.dirname, '../../shared/package.json'));
  const fromComponents = createRequire(fromApp.resolve('@fluentui/react-components'));
  const fromTheme = createRequire(fromComponents.resolve('@fluentui/react-theme'));
  const main = fromTheme.resolve('@fluentui/tokens');
  const file = path.join(main.slice(0, main.lastIndexOf(`${path.sep}lib`)), 'lib/tokens.js');
  return /** @type {{ tokens: Record<string, string> }} */ (await import(pathToFileURL(file).href))
    .tokens;
}

test("stands in for every one of Fluent's tokens with the same value", async () => {
  const fluent = await fluentTokens();
  assert.ok(Object.keys(fluent).length > 400);
  for (const [name, value] of Object.entries(fluent)) assert.equal(tokens[name], value, name);
});

test('answers nothing for what is not a token name', () => {
  assert.equal(tokens['then'], undefined);
  assert.equal(tokens['toJSON'], undefined);
  assert.equal(/** @type {Record<symbol, unknown>} */ (tokens)[Symbol.toPrimitive], undefined);
});
