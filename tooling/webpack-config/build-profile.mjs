// @ts-check
// What a production build spends its time on, chosen in one place. A release build (what a
// remote's pipeline ships, `pnpm --filter <app> build`, and what `npm run bench` measures)
// writes source maps for error reporting and Brotli copies at the highest quality. A local
// build (`npm start`, `npm test`: PORTAL_BUILD=local) emits the same scripts, byte for byte,
// without the maps and with a cheaper Brotli level, so the first run of a new machine waits
// for neither. A local rebuild (PORTAL_BUILD_CACHE=1: the app was built before) keeps
// webpack's cache on disk: writing it costs about 6 s an app once, and then a rebuild after
// a change takes about half the time. A first build writes none (a new machine's first run
// would pay for it and gain nothing). Any other value, or none, is a release build.

export const BUILD_PROFILES = /** @type {const} */ ({
  release: { sourceMaps: true, brotliQuality: 11, persistentCache: false },
  // Brotli quality 6: about 2% of quality 11's time, copies about 9% larger, well under gzip.
  local: { sourceMaps: false, brotliQuality: 6, persistentCache: true },
});

/** @typedef {keyof typeof BUILD_PROFILES} BuildProfileName */

/** @param {string | undefined} [value] @returns {BuildProfileName} */
export function buildProfileName(value = process.env.PORTAL_BUILD) {
  return value === 'local' ? 'local' : 'release';
}

/** @param {string | undefined} [value] */
export function buildProfile(value) {
  return BUILD_PROFILES[buildProfileName(value)];
}

/** True when this build keeps webpack's cache on disk. @param {NodeJS.ProcessEnv} [env] */
export function persistentCacheWanted(env = process.env) {
  return buildProfile(env.PORTAL_BUILD).persistentCache && env.PORTAL_BUILD_CACHE === '1';
}
