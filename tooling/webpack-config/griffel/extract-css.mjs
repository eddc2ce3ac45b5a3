// @ts-check
// Griffel's CSS out of the scripts, into CSS files beside each chunk: the styles' text left
// every first load's scripts, and the browser parses it as CSS instead of inserting it rule by
// rule on the page's main thread (docs/size.md). extract-styles-loader.cjs takes each module's
// rules out, mini-css-extract-plugin writes each chunk's CSS file (and loads it with its chunk),
// css-layers.mjs puts each rule in its layer.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { layeredGriffelCss } from './css-layers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const EXTRACTED = /\.griffel\.css$/;

/** The loaders: after @griffel/webpack-loader (list these rules before its rule). */
export function griffelCssRules() {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      // Griffel's compiled styles: the portal's own and Fluent's components'.
      exclude: (/** @type {string} */ file) =>
        /[\\/]node_modules[\\/]/.test(file) && !/[\\/]node_modules[\\/]@fluentui[\\/]/.test(file),
      enforce: /** @type {const} */ ('post'),
      use: { loader: path.join(here, 'extract-styles-loader.cjs') },
    },
    { test: EXTRACTED, use: [MiniCssExtractPlugin.loader] },
  ];
}

/** @param {{ production: boolean }} options @returns {import('webpack').WebpackPluginInstance[]} */
export function griffelCssPlugins({ production }) {
  return [
    new MiniCssExtractPlugin({
      filename: '[name].css',
      chunkFilename: production ? 'chunks/[name].[contenthash:10].css' : 'chunks/[name].css',
      // Every rule is in its layer (the page declares their order): the order of the files,
      // and of the modules in them, does not matter.
      ignoreOrder: true,
    }),
    {
      apply(compiler) {
        // Fluent's packages say they have no side effects: their CSS modules would be dropped.
        compiler.hooks.normalModuleFactory.tap('GriffelCss', (factory) => {
          factory.hooks.createModule.tap('GriffelCss', (/** @type {any} */ data) => {
            if (EXTRACTED.test(data.matchResource ?? '')) data.settings.sideEffects = true;
          });
        });
        compiler.hooks.thisCompilation.tap('GriffelCss', (compilation) => {
          const { RawSource } = compiler.webpack.sources;
          compilation.hooks.processAssets.tap(
            {
              name: 'GriffelCss',
              stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE,
            },
            (assets) => {
              for (const name of Object.keys(assets)) {
                if (!name.endsWith('.css')) continue;
                try {
                  const css = String(assets[name].source());
                  compilation.updateAsset(name, new RawSource(layeredGriffelCss(css)));
                } catch (error) {
                  compilation.errors.push(
                    new compiler.webpack.WebpackError(
                      `${name}: ${/** @type {Error} */ (error).message}`,
                    ),
                  );
                }
              }
            },
          );
        });
      },
    },
  ];
}
