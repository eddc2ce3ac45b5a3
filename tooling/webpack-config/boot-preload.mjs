// @ts-check
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { bootChunks, isPreloaded, withSharedModules } from './first-load-chunks.mjs';
import { sharedChunkFiles } from './first-shared.mjs';

/**
 * Adds `<link rel="preload" as="script">` (and `as="style"` for a chunk's CSS, Griffel's
 * styles: griffel/extract-css.mjs) to the page for every chunk the boot loads: the
 * chunks of the entry's `import('./bootstrap')` and the app's own copies of the shared modules
 * they consume. Without it they are requested only once main.js has arrived and run, a round
 * trip later; with it they download beside main.js. The lazy imports of pages (and Firebase,
 * which /login loads at the first interaction) are left out: a preload is always downloaded.
 * The documents the boot reads (the host's runtime document) are preloaded too, so the
 * remote they name is known without waiting for main.js.
 *
 * Chunks only some routes load (the portal's shell, not on /login) cannot be preloaded by the
 * page itself: for each such named chunk (`webpackChunkName`) the page carries
 * `<meta name="<name>-chunks" content="<file> <file>...">`, its files and those of the shared
 * modules it consumes that the boot does not load, for main.js to preload on those routes.
 * With `inlineScript` (a built script file) the page also runs that script inline, last in its
 * head, after those lists: it can preload a route's chunks before main.js has arrived. Its
 * SHA-256 goes in the page's Content-Security-Policy (content-security-policy.mjs).
 *
 * With `sharedChunks` (the host) the page also carries, for each shared module the app provides,
 * `<meta name="shared:<share key>-chunks">`: the files of its copy the boot does not load, which the inline script preloads for the shared modules a route's remote names
 * in its manifest (`firstShared`, first-shared.mjs).
 */
/**
 * The order of the boot's preloads: its CSS first (small, and each chunk waits for its own), then
 * its scripts, largest first. Over HTTP/1.1 the page has six connections to the host, one of them
 * warm from the page itself: the largest download (React DOM, at the end of a slow phone's path
 * to its largest paint) then starts first instead of queuing behind the small ones (docs/size.md).
 * @param {Iterable<string>} files @param {(file: string) => number} size
 * @returns {string[]}
 */
export function preloadOrder(files, size) {
  const isCss = (/** @type {string} */ file) => Number(file.endsWith('.css'));
  return [...new Set(files)].sort().sort((a, b) => isCss(b) - isCss(a) || size(b) - size(a));
}

export class BootPreloadPlugin {
  /**
   * @param {{ documents?: string[], routeChunks?: string[], inlineScript?: string, sharedChunks?: boolean }} [options]
   *   documents the boot reads by `fetch` (same origin), preloaded as well; named chunks whose
   *   files the page lists for main.js; a script file the page runs inline; whether the page
   *   lists the files of each shared module's copy
   */
  constructor({ documents = [], routeChunks = [], inlineScript, sharedChunks = false } = {}) {
    this.documents = documents;
    this.routeChunks = routeChunks;
    this.inlineScript = inlineScript;
    this.sharedChunks = sharedChunks;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BootPreloadPlugin',
        (data) => {
          const publicPath = data.publicPath;
          const boot = bootChunks(compilation);
          const files = [];
          for (const chunk of boot) {
            for (const file of chunk.files) if (isPreloaded(file)) files.push(file);
          }
          const size = (/** @type {string} */ file) =>
            compilation.getAsset(file)?.source.size() ?? 0;
          const links = preloadOrder(files, size).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject(
              'link',
              file.endsWith('.css')
                ? // A chunk's CSS, which the chunk waits for: as a stylesheet it would hold
                  // back the page's inline script until it had arrived.
                  { rel: 'preload', as: 'style', href: `${publicPath}${file}` }
                : {
                    rel: 'preload',
                    as: 'script',
                    // The priority of the script element the runtime would add for it: the
                    // preload changes when a chunk downloads, not what it competes with.
                    fetchpriority: 'low',
                    href: `${publicPath}${file}`,
                  },
            ),
          );
          const documents = this.documents.map((href) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'fetch',
              href,
              crossorigin: 'anonymous',
            }),
          );
          const lists = this.routeChunks.map((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`BootPreloadPlugin: no chunk named ${name}`);
            const routeFiles = [...withSharedModules(compilation, group.chunks)]
              .filter((chunk) => !boot.has(chunk))
              .flatMap((chunk) => [...chunk.files].filter(isPreloaded))
              .sort();
            return HtmlWebpackPlugin.createHtmlTagObject('meta', {
              name: `${name}-chunks`,
              content: routeFiles.map((file) => `${publicPath}${file}`).join(' '),
            });
          });
          if (this.sharedChunks) {
            for (const [shareKey, files] of Object.entries(
              sharedChunkFiles(compilation, publicPath),
            )) {
              lists.push(
                HtmlWebpackPlugin.createHtmlTagObject('meta', {
                  name: `shared:${shareKey}-chunks`,
                  content: files.join(' '),
                }),
              );
            }
          }
          data.headTags.push(...documents, ...links, ...lists);
          if (this.inlineScript) {
            compilation.fileDependencies.add(this.inlineScript);
            const code = fs.readFileSync(this.inlineScript, 'utf8').trim();
            data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, code));
          }
          return data;
        },
      );
    });
  }
}
