// @ts-check
// One build worker of build-apps.mjs: builds the apps its parent sends, one after another, in
// this one process, so what every build loads once (webpack, SWC, the Babel that compiles
// styles and the Fluent modules a style reads) is loaded once per worker, not once per app.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @param {{ type: string, [key: string]: unknown }} message */
const send = (message) => process.send?.(message);

/** @param {string} dir the app's folder */
async function build(dir) {
  const webpack = createRequire(path.join(dir, 'package.json'))('webpack');
  const { default: configOf } = await import(
    pathToFileURL(path.join(dir, 'webpack.config.mjs')).href
  );
  const config = typeof configOf === 'function' ? configOf({}, { mode: 'production' }) : configOf;
  const compiler = webpack(config);
  /** @type {import('webpack').Stats | import('webpack').MultiStats | undefined} */
  const stats = await new Promise((resolve, reject) =>
    compiler.run((/** @type {Error | null} */ error, /** @type {any} */ result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const failed = !stats || stats.hasErrors();
  const report = stats?.toString({ preset: 'errors-warnings', colors: false }).trim() ?? '';
  return { failed, report };
}

process.on('message', async (/** @type {{ app: string, dir: string, cache: boolean }} */ m) => {
  const { app, dir } = m;
  const started = Date.now();
  // Read by the app's configuration (tooling/webpack-config/build-profile.mjs).
  process.env.PORTAL_BUILD_CACHE = m.cache ? '1' : '';
  try {
    const { failed, report } = await build(dir);
    send({ type: 'built', app, ok: !failed, report, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    send({
      type: 'built',
      app,
      ok: false,
      report: error instanceof Error ? (error.stack ?? error.message) : String(error),
      seconds: (Date.now() - started) / 1000,
    });
  }
});
// The launcher is gone (stopped, or it failed elsewhere): so is the point of building.
process.on('disconnect', () => process.exit(1));
send({ type: 'ready' });
