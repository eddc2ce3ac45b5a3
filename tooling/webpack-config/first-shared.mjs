// @ts-check
// The shared modules a remote's page takes from the share scope as it first renders, and where
// the host's own copies of them are: so the host's page can download those copies beside the
// remote's scripts (host/src/remotes/route-remote-preload.ts). Without it, a shared entry only
// the remote's page uses (Fluent's inputs on the medical form) was asked for once the remote's
// entry had run: the last request before the page's largest paint (docs/size.md).
import {
  bootChunks,
  exposedChunks,
  isPreloaded,
  providedChunks,
  withSharedModules,
} from './first-load-chunks.mjs';

/**
 * The share keys the synchronous chunks of a remote's `./mount` expose consume, sorted.
 * @param {import('webpack').Compilation} compilation
 * @param {string} mountRequest the expose's request, as in the app's `exposes`
 * @returns {string[]}
 */
export function firstSharedOf(compilation, mountRequest) {
  const keys = new Set();
  for (const chunk of exposedChunks(compilation, new Set([mountRequest]))) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (module).options
        ?.shareKey;
      if (shareKey) keys.add(shareKey);
    }
  }
  return [...keys].sort();
}

/**
 * For each shared module the host provides, the files of its copy (with the shared modules that
 * copy consumes in turn) that the boot does not already load, as the page addresses them: only
 * the modules that have some.
 * @param {import('webpack').Compilation} compilation
 * @param {string} publicPath
 * @returns {Record<string, string[]>}
 */
export function sharedChunkFiles(compilation, publicPath) {
  const boot = bootChunks(compilation);
  /** @type {Record<string, string[]>} */
  const table = {};
  for (const [shareKey, chunks] of [...providedChunks(compilation)].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const files = [...withSharedModules(compilation, chunks)]
      .filter((chunk) => !boot.has(chunk))
      .flatMap((chunk) => [...chunk.files].filter(isPreloaded))
      .sort()
      .map((file) => `${publicPath}${file}`);
    if (files.length) table[shareKey] = [...new Set(files)];
  }
  return table;
}
