// @ts-check
// A webpack loader for Module Federation's version check (@module-federation/runtime-core:
// utils/semver/index.js). Each time a page takes a shared module, the runtime asks whether the
// version on offer satisfies the range an app asked for; its `satisfy` builds and runs a dozen
// regular expressions per question, and a page asks the same few questions again and again
// (the dashboard 12 times, the medical form 34: 5.9 and 8.9 ms of main thread in Chromium
// unthrottled, inside the boot's longest tasks). The loader answers a plain version against a
// caret range of the same major, 1 or more (`19.3.1` and `^19.0.0`: every question the portal's
// own sharing asks), by comparing numbers, and leaves every other question to the runtime's own.
const SATISFY = 'function satisfy(version, range) {';
const EXPORT = 'export { satisfy };';

const FAST_SATISFY = `
// tooling/webpack-config/federation-semver-fast.cjs: a plain version against a caret range of
// the same major, 1 or more, by comparing numbers (any other question: the runtime's own).
const CARET_OF_SAME_MAJOR = /^([1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\n\\^\\1\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)$/;
function satisfy(version, range) {
	const m = CARET_OF_SAME_MAJOR.exec(version + "\\n" + range);
	return m ? (m[2] - m[4] || m[3] - m[5]) >= 0 : satisfyRange(version, range);
}
export { satisfy };`;

/** @param {string} source */
function fastFederationSemver(source) {
  if (!source.includes(SATISFY) || !source.includes(EXPORT)) {
    throw new Error(
      'federation-semver-fast: @module-federation/runtime-core no longer defines satisfy as this ' +
        'loader expects (utils/semver/index.js); update the loader with the package.',
    );
  }
  return source
    .replace(SATISFY, 'function satisfyRange(version, range) {')
    .replace(EXPORT, FAST_SATISFY);
}

/** @this {unknown} @param {string} source */
module.exports = function federationSemverFast(source) {
  return fastFederationSemver(source);
};
module.exports.fastFederationSemver = fastFederationSemver;
/** The module this loader is for (index.mjs's rule). */
module.exports.FEDERATION_SEMVER =
  /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/;
