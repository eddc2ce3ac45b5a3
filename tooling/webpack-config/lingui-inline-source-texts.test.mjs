// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import swc from '@swc/core';
import { setupI18n } from '@lingui/core';
import { linguiSwcPlugin } from './index.mjs';
import { inlineSourceTexts } from './lingui-inline-source-texts.mjs';
import emptySourceCatalogue, { ENGLISH_CATALOGUE } from './empty-source-catalogue.mjs';

const RUNTIME = '@portal/shared';

/** What SWC makes of a module in a production build, before the loader runs. */
async function compiled(/** @type {string} */ source) {
  const { code } = await swc.transform(source, {
    filename: 'Page.tsx',
    jsc: {
      target: 'es2020',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      experimental: { plugins: [linguiSwcPlugin(true, RUNTIME)] },
    },
  });
  return code;
}

const PAGE = `
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
export const TITLE = msg\`Plan for {name}\`;
export const LABEL = msg({ message: 'Open menu' });
export const call = (phone: string) => msg\`Please call us on \${phone}.\`;
export function Page({ count, name }: { count: number; name: string }) {
  const { t } = useLingui();
  return <p title={t\`Hello \${name}\`}><Trans>You have <b>{count}</b> items, it's {name}'s</Trans></p>;
}
`;

/** The ids and messages in the code, in order (SWC writes each field on its own line). */
function descriptors(/** @type {string} */ code) {
  const ids = [...code.matchAll(/^\s*id: "([\w-]{6})",?$/gm)].map(([, id]) => id);
  const messages = [...code.matchAll(/^\s*message: (.*?),?$/gm)].map(([, message]) =>
    JSON.parse(/** @type {string} */ (message)),
  );
  assert.equal(ids.length, messages.length, code);
  return ids.map((id, index) => ({ id, message: messages[index] }));
}

test('every text the plugin kept is compiled in place, as a catalogue holds it', async () => {
  const before = await compiled(PAGE);
  const after = inlineSourceTexts(before, RUNTIME);
  const texts = descriptors(after);
  assert.equal(texts.length, 5, after);
  for (const { message } of texts) assert.ok(Array.isArray(message), JSON.stringify(message));
  assert.deepEqual(
    texts.map(({ message }) => message),
    [
      ['Plan for ', ['name']],
      ['Open menu'],
      ['Please call us on ', ['phone'], '.'],
      ['Hello ', ['name']],
      ['You have <0>', ['count'], "</0> items, it's ", ['name'], "'s"],
    ],
  );
  // Nothing else changed: the same lines, the same ids.
  assert.equal(after.split('\n').length, before.split('\n').length);
  assert.deepEqual(
    descriptors(before).map(({ id }) => id),
    texts.map(({ id }) => id),
  );
});

test('the runtime says a compiled text without any catalogue, and a translation by its id', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {}, es: { x1: ['Hola ', ['name']] } } });
  const descriptor = { id: 'x1', message: ['Hello ', ['name']], values: { name: 'Ana' } };
  // @ts-expect-error a compiled message in the descriptor, as the loader leaves it.
  assert.equal(i18n._(descriptor), 'Hello Ana');
  i18n.activate('es');
  // @ts-expect-error as above.
  assert.equal(i18n._(descriptor), 'Hola Ana');
});

test('objects the plugin did not make are left alone', () => {
  const code = `const toast = { id: "saved", message: "Saved {name}" };\nrender(Other, { id: "abcdef", message: "x {y}" });`;
  assert.equal(inlineSourceTexts(code, RUNTIME), code);
});

test('a marked text the loader cannot read stops the build rather than ship its raw message', () => {
  const code = `const text = /*i18n*/ { id: someId, message: "Hello {name}" };`;
  assert.throws(() => inlineSourceTexts(code, RUNTIME), /marked at line 1/);
});

test('a text that is not a valid message stops the build, naming it', () => {
  const code = `import { Trans as T } from "${RUNTIME}";\njsx(T, { id: "abcdef", message: "Broken {name" });`;
  assert.throws(() => inlineSourceTexts(code, RUNTIME), /Broken \{name.*abcdef/);
});

test('the English catalogue modules are empty in a production build, and only they', () => {
  for (const file of [
    '/p/host/src/locales/en.ts',
    '/p/host/src/locales/pages/en.ts',
    '/p/shared/src/locales/words/en.ts',
  ]) {
    assert.ok(ENGLISH_CATALOGUE.test(file), file);
  }
  for (const file of ['/p/host/src/locales/es.ts', '/p/host/src/features/en.ts']) {
    assert.ok(!ENGLISH_CATALOGUE.test(file), file);
  }
  assert.equal(emptySourceCatalogue().trim(), 'export const messages = {};');
});
