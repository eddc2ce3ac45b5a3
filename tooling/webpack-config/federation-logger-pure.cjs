// @ts-check
// A webpack loader for Module Federation's SDK logger (@module-federation/sdk: logger.js). The
// module makes its two loggers at the top level (`const logger = createLogger(PREFIX)`), calls a
// minifier must keep without a `/* @__PURE__ */` mark, so every remote's `remoteEntry.js` carried
// the Logger class and two instances of it that nothing there reads (0.4 KB gz in the first load
// of /login and of every page a remote draws). Marked pure, they stay wherever a logger is used
// (the host's federation runtime) and leave where none is.
const LOGGERS_MADE_AT_TOP_LEVEL = /^(const \w+ = )(create(?:Infrastructure)?Logger\(PREFIX\);)$/gm;

/** @param {string} source */
function markFederationLoggersPure(source) {
  return source.replace(LOGGERS_MADE_AT_TOP_LEVEL, '$1/* @__PURE__ */ $2');
}

/** @this {unknown} @param {string} source */
module.exports = function federationLoggerPure(source) {
  return markFederationLoggersPure(source);
};
module.exports.markFederationLoggersPure = markFederationLoggersPure;
/** The module this loader is for (index.mjs's rule). */
module.exports.FEDERATION_SDK_LOGGER = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/;
