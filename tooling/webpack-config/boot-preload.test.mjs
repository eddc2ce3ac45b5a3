// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preloadOrder } from './boot-preload.mjs';

test("the boot's CSS is preloaded first, then its scripts largest first, each once", () => {
  const sizes = /** @type {Record<string, number>} */ ({
    'chunks/boot-0.a.js': 150_000,
    'chunks/boot-0.b.css': 30_000,
    'chunks/bootstrap.c.js': 22_000,
    'chunks/bootstrap.d.css': 9_000,
    'chunks/react-dom-e.js': 200_000,
  });
  const files = [...Object.keys(sizes), 'chunks/boot-0.a.js'];
  assert.deepEqual(
    preloadOrder(files, (file) => sizes[file] ?? 0),
    [
      'chunks/boot-0.b.css',
      'chunks/bootstrap.d.css',
      'chunks/react-dom-e.js',
      'chunks/boot-0.a.js',
      'chunks/bootstrap.c.js',
    ],
  );
});

test('files of the same size keep the order of their names, the same on every build', () => {
  assert.deepEqual(
    preloadOrder(['chunks/b.js', 'chunks/a.js', 'chunks/c.css'], () => 1),
    ['chunks/c.css', 'chunks/a.js', 'chunks/b.js'],
  );
});
