// What a style object may read from `@portal/shared/ui` (Fluent's `tokens` and Griffel's
// `shorthands`), for the build-time evaluation of `makeStyles` only: Griffel evaluates the
// modules a style imports, and `@fluentui/react-components` itself loaded every Fluent package
// (and every icon) into each build for those two names. Resolved through aliases set in
// ../index.mjs (the evaluator resolves from this folder, where those packages are not).
exports.tokens = require('@portal/fluent-theme-source').tokens;
exports.shorthands = require('@portal/griffel-core-source').shorthands;
