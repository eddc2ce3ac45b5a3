// @ts-check
// react-router's components marked pure and left unnamed, so that a minifier may drop the ones
// no app uses: on a sample, and on the production build installed here (a react-router upgrade
// that makes its components another way fails here, not silently in the first loads).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { markReactRouterPure } = require('./react-router-pure.cjs');
const here = path.dirname(fileURLToPath(import.meta.url));

test('marks the components made at the top level pure and drops their names', () => {
  const out = markReactRouterPure(
    [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React3.memo(Inner);',
      'var kept = Object.keys(x);',
      '    inner.displayName = "inner";',
    ].join('\n'),
  );
  assert.match(out, /^var Link = \/\* @__PURE__ \*\/ React10\.forwardRef\($/m);
  assert.match(out, /^var RouteContext = \/\* @__PURE__ \*\/ React\.createContext\(null\);$/m);
  assert.match(out, /^var Memo = \/\* @__PURE__ \*\/ React3\.memo\(Inner\);$/m);
  assert.doesNotMatch(out, /^Link\.displayName/m);
  // Anything else stays as it was, names inside functions too.
  assert.match(out, /^var kept = Object\.keys\(x\);$/m);
  assert.match(out, /^ {4}inner\.displayName = "inner";$/m);
});

test("leaves no component of react-router's installed production build unmarked or named", () => {
  const fromShared = createRequire(path.resolve(here, '../../shared/package.json'));
  const fromDom = createRequire(fromShared.resolve('react-router-dom'));
  const dist = path.join(
    path.dirname(fromDom.resolve('react-router/package.json')),
    'dist/production',
  );
  const modules = fs.readdirSync(dist).filter((file) => file.endsWith('.mjs'));
  let marked = 0;
  for (const file of modules) {
    const out = markReactRouterPure(fs.readFileSync(path.join(dist, file), 'utf8'));
    assert.doesNotMatch(out, /^\w+\.displayName = /m, file);
    assert.doesNotMatch(
      out,
      /^(?:var|const|let) \w+ = React\d*\.(?:forwardRef|memo|createContext)\(/m,
      file,
    );
    marked += (
      out.match(/= \/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|memo|createContext)\(/g) ?? []
    ).length;
  }
  assert.ok(marked >= 15, `only ${marked} components marked`);
});
