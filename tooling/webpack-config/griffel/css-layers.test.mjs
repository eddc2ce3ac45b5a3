// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUCKETS, LAYER_ORDER, MEDIA_QUERIES, layerOf, layeredGriffelCss } from './css-layers.mjs';

/** The page's renderer's order and breakpoints, read from @portal/shared's sources. */
const shared = (/** @type {string} */ file) =>
  import(new URL(`../../../shared/src/theme/${file}`, import.meta.url).href);

/** A CSS module as extract-styles-loader.cjs writes it (Griffel's own markers). */
const marked = (/** @type {[string, unknown, string[]][]} */ groups) =>
  groups
    .map(
      ([bucket, meta, rules]) =>
        `/** @griffel:css-start [${bucket}] ${JSON.stringify(meta)} **/\n${rules.join('\n')}\n/** @griffel:css-end **/`,
    )
    .join('\n');

test("the media queries' layers are in the order the page's renderer sorts them", async () => {
  const { compareMediaQueries } = await shared('media-query-order.ts');
  assert.deepEqual([...MEDIA_QUERIES].sort(compareMediaQueries), MEDIA_QUERIES);
});

test("every breakpoint's min- and max-width query has its layer", async () => {
  const { breakpoints, minWidthQuery, maxWidthQuery } = await shared('breakpoints.ts');
  for (const bp of Object.keys(breakpoints)) {
    assert.ok(MEDIA_QUERIES.includes(minWidthQuery(bp)), minWidthQuery(bp));
    assert.ok(MEDIA_QUERIES.includes(maxWidthQuery(bp)), maxWidthQuery(bp));
  }
});

test("the page declares every bucket's layer in Griffel's order, then each query's and priority's", () => {
  const [buckets, queries, priorities] = LAYER_ORDER.split(';').map((s) =>
    s.replace(/^@layer /, '').split(','),
  );
  assert.deepEqual(
    buckets,
    BUCKETS.map((b) => `griffel.${b}`),
  );
  assert.ok(
    BUCKETS.indexOf('d') < BUCKETS.indexOf('h') && BUCKETS.indexOf('h') < BUCKETS.indexOf('m'),
  );
  assert.equal(queries[0], 'griffel.m.max-width-1399-98px');
  assert.equal(queries.at(-1), 'griffel.m.screen-and-prefers-reduced-motion-reduce');
  assert.ok(priorities.includes('griffel.d.pn2') && priorities.includes('griffel.d.pn1'));
  assert.ok(priorities.indexOf('griffel.d.pn2') < priorities.indexOf('griffel.d.pn1'));
  assert.ok(priorities.includes('griffel.m.min-width-768px.pn1'));
});

test("a file's rules go each into its layer, once, plain rules of a bucket above its shorthands", () => {
  const css = marked([
    ['d', null, ['.fa{color:red;}', '.fb{display:flex;}']],
    ['h', null, ['.fc:hover{color:blue;}']],
    ['d', { p: -1 }, ['.fd{padding:0;}']],
    ['m', { m: '(min-width: 768px)' }, ['@media (min-width: 768px){.fe{display:none;}}']],
    ['d', null, ['.fa{color:red;}']],
  ]);
  assert.equal(
    layeredGriffelCss(css),
    '@layer griffel.d{.fa{color:red;}.fb{display:flex;}}' +
      '@layer griffel.d.pn1{.fd{padding:0;}}' +
      '@layer griffel.h{.fc:hover{color:blue;}}' +
      '@layer griffel.m.min-width-768px{@media (min-width: 768px){.fe{display:none;}}}',
  );
});

test('a media query with no layer fails the build that meets it, saying where to add it', () => {
  assert.throws(
    () => layerOf('m', { m: '(min-width: 700px)' }),
    /the media query "\(min-width: 700px\)" has no cascade layer\. Add it to MEDIA_QUERIES \(tooling\/webpack-config\/griffel\/css-layers\.mjs\)/,
  );
  assert.throws(() => layerOf('d', { p: -3 }), /no cascade layer for priority -3/);
});
