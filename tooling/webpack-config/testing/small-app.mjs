// @ts-check
// Small apps in folders of their own, built with webpack, for the tests of the build's plugins.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** @type {string[]} */
const made = [];

/**
 * A folder holding the given files (paths relative to it), removed by removeSmallApps.
 * @param {string} prefix @param {Record<string, string>} files
 */
export function smallApp(prefix, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Removes every folder smallApp made (a test file's `after`). */
export function removeSmallApps() {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Builds a small app's `src/index.js` in production mode, unminified, into its `dist`.
 * @param {string} dir
 * @param {Omit<import('webpack').Configuration, 'context' | 'entry' | 'output'>} config
 * @returns {Promise<import('webpack').Stats>}
 */
export function buildSmallApp(dir, { optimization, ...config }) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist') },
    optimization: { minimize: false, ...optimization },
    ...config,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error);
      else resolve(stats);
    }),
  );
}
