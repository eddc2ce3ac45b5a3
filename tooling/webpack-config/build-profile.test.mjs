// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProfile, buildProfileName, persistentCacheWanted } from './build-profile.mjs';

test('only PORTAL_BUILD=local asks for the local build; anything else is a release build', () => {
  assert.equal(buildProfileName('local'), 'local');
  for (const value of [undefined, '', 'release', 'production', 'LOCAL', ' local'])
    assert.equal(buildProfileName(value), 'release', String(value));
});

test('a release build writes source maps and Brotli at quality 11; a local one neither', () => {
  assert.deepEqual(buildProfile('release'), {
    sourceMaps: true,
    brotliQuality: 11,
    persistentCache: false,
  });
  assert.equal(buildProfile('local').sourceMaps, false);
  assert.ok(buildProfile('local').brotliQuality < 11);
});

test("webpack's cache on disk: only a local rebuild keeps one", () => {
  assert.equal(persistentCacheWanted({ PORTAL_BUILD: 'local', PORTAL_BUILD_CACHE: '1' }), true);
  assert.equal(persistentCacheWanted({ PORTAL_BUILD: 'local' }), false);
  assert.equal(persistentCacheWanted({ PORTAL_BUILD: 'release', PORTAL_BUILD_CACHE: '1' }), false);
});
