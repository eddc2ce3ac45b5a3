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
