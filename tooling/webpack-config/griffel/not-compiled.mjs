/**
 * What stands in for Griffel's run-time style resolution (`makeStyles` and its kin) in the
 * portal's builds: every style is compiled at build time (@griffel/webpack-loader, see
 * ../index.mjs), so a call that reaches the browser is a build mistake, and says so.
 * @param {string} name
 * @returns {(...args: unknown[]) => never}
 */
export function notCompiled(name) {
  return () => {
    throw new Error(
      `Griffel's ${name} runs at build time in the portal, and this call was not compiled: ` +
        "import it from '@portal/shared/ui' in a module that webpack builds with " +
        '@portal/webpack-config (see tooling/webpack-config/griffel).',
    );
  };
}

/**
 * What stands in for Griffel's run-time insertion (`__styles` and its kin, and the renderer
 * behind them) in the portal's builds: every compiled style's CSS is taken out into CSS files
 * at build time (./extract-css.mjs), so a call that reaches the browser is a build mistake.
 * @param {string} name
 * @returns {(...args: unknown[]) => never}
 */
export function notExtracted(name) {
  return () => {
    throw new Error(
      `Griffel's ${name} inserts CSS at run time, and the portal's builds take every style's CSS ` +
        'out into CSS files instead: this module was not passed through the extraction ' +
        '(see griffelCssRules in tooling/webpack-config/griffel/extract-css.mjs).',
    );
  };
}
