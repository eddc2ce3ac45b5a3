// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The entry's dynamic import that every page of the app boots through. */
const BOOT_REQUEST = /^\.\/(bootstrap|standalone)$/;

/**
 * Chunks a boot loads through the federation runtime: for each shared module the given chunks
 * consume, the chunk of the copy this app provides to the share scope (the one the first load
 * uses: no remote has offered a copy before the boot, and the share strategy takes what is
 * loaded first; its consume fallback is another chunk of the same code, which stays unused),
 * and what those consume in turn.
 * @param {import('webpack').Compilation} compilation
 * @param {Iterable<import('webpack').Chunk>} chunks
 * @returns {Set<import('webpack').Chunk>}
 */
function withSharedModules(compilation, chunks) {
  const { chunkGraph } = compilation;
  /** @param {import('webpack').Module} module the chunks its async blocks load */
  const blockChunks = (module) =>
    module.blocks.flatMap((block) => [...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])]);
  /** The chunks of each provided module, by share key. */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // A private field of the federation plugin's ProvideSharedModule: its share key.
    const shareKey = /** @type {{ _name?: unknown }} */ (module)._name;
    if (typeof shareKey === 'string') provided.set(shareKey, blockChunks(module));
  }
  const found = new Set(chunks);
  const queue = [...found];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (module).options
        ?.shareKey;
      const own = shareKey ? provided.get(shareKey) : undefined;
      for (const shared of own ?? blockChunks(module)) {
        if (found.has(shared)) continue;
        found.add(shared);
        queue.push(shared);
      }
    }
  }
  return found;
}

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
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const group of entrypoint.getChildren()) {
              if (!group.origins.some((origin) => BOOT_REQUEST.test(origin.request))) continue;
              for (const chunk of withSharedModules(compilation, group.chunks)) {
                for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
              }
            }
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
