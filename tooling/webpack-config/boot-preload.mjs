// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { bootChunks } from './first-load-chunks.mjs';

/**
 * Adds `<link rel="preload" as="script">` to the page for every chunk the boot loads: the
 * chunks of the entry's `import('./bootstrap')` and the app's own copies of the shared modules
 * they consume. Without it they are requested only once main.js has arrived and run, a round
 * trip later; with it they download beside main.js. The lazy imports of pages (and Firebase,
 * which /login loads at the first interaction) are left out: a preload is always downloaded.
 * The documents the boot reads (the host's runtime document) are preloaded too, so the
 * remote they name is known without waiting for main.js.
 */
export class BootPreloadPlugin {
  /**
   * @param {{ documents?: string[] }} [options] documents the boot reads by `fetch` (same
   *   origin), preloaded as well
   */
  constructor({ documents = [] } = {}) {
    this.documents = documents;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BootPreloadPlugin',
        (data) => {
          const publicPath = data.publicPath;
          const files = [];
          for (const chunk of bootChunks(compilation)) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
          }
          const links = [...new Set(files)].sort().map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              // The priority of the script element the runtime would add for it: the preload
              // changes when a chunk downloads, not what it competes with.
              fetchpriority: 'low',
              href: `${publicPath}${file}`,
            }),
          );
          const documents = this.documents.map((href) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'fetch',
              href,
              crossorigin: 'anonymous',
            }),
          );
          data.headTags.push(...documents, ...links);
          return data;
        },
      );
    });
  }
}
