// @ts-check
import { bootChunks, consumedChunks, providedChunks } from './first-load-chunks.mjs';

/**
 * Integrates the chunks every boot of the app loads (first-load-chunks.mjs: the entry's
 * `import('./bootstrap')` and the app's own copies of the shared modules it consumes) into a
 * few: `boot-0` with the shared modules that consume no other, `boot-1` with those that
 * consume only from `boot-0`, and so on up to the bootstrap itself. Every first load runs all
 * of them, so nothing is loaded that was not before. What goes is a request and a script
 * element per chunk (about twenty in the host), which on HTTP/1.1 queue six at a time and cost
 * the main thread a fetch and a script insertion each.
 *
 * Why levels and not one chunk: the federation runtime resolves a chunk's shared imports before
 * the chunk counts as loaded, through the share scope, which loads the provider's chunk. A chunk
 * that consumed a module provided in itself would wait for itself.
 */
export class BootChunkPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootChunkPlugin', (compilation) => {
      let done = false;
      compilation.hooks.optimizeChunks.tap(
        // After splitChunks (STAGE_ADVANCED), on the final chunk graph.
        { name: 'BootChunkPlugin', stage: 20 },
        () => {
          if (done) return;
          done = true;
          return integrateByLevel(compilation);
        },
      );
    });
  }
}

/** @param {import('webpack').Compilation} compilation @returns {boolean} whether chunks changed */
function integrateByLevel(compilation) {
  const { chunkGraph } = compilation;
  const boot = new Set(
    [...bootChunks(compilation)].filter((chunk) => !chunk.hasRuntime() && !chunk.canBeInitial()),
  );
  const provided = providedChunks(compilation);
  /** @type {Map<import('webpack').Chunk, number>} */
  const levels = new Map();
  /** @param {import('webpack').Chunk} chunk @param {Set<import('webpack').Chunk>} path */
  const levelOf = (chunk, path) => {
    const known = levels.get(chunk);
    if (known !== undefined) return known;
    if (path.has(chunk)) throw new Error(`BootChunkPlugin: ${chunk.name} consumes from itself`);
    path.add(chunk);
    let level = 0;
    for (const dependency of consumedChunks(compilation, chunk, provided)) {
      if (dependency !== chunk && boot.has(dependency)) {
        level = Math.max(level, levelOf(dependency, path) + 1);
      }
    }
    path.delete(chunk);
    levels.set(chunk, level);
    return level;
  };
  /** @type {Map<number, import('webpack').Chunk[]>} */
  const byLevel = new Map();
  for (const chunk of boot) {
    const level = levelOf(chunk, new Set());
    byLevel.set(level, [...(byLevel.get(level) ?? []), chunk]);
  }
  let changed = false;
  for (const [level, [target, ...rest]] of byLevel) {
    if (!target || rest.length === 0) continue;
    for (const chunk of rest) {
      if (!chunkGraph.canChunksBeIntegrated(target, chunk)) continue;
      chunkGraph.integrateChunks(target, chunk);
      compilation.chunks.delete(chunk);
      changed = true;
    }
    target.name = `boot-${level}`;
  }
  return changed;
}
