// @ts-check
import { bootChunks, consumedChunks, exposedChunks, providedChunks } from './first-load-chunks.mjs';

/**
 * Integrates the chunks every first load runs into a few. In the host, the chunks its boot
 * loads (first-load-chunks.mjs: the entry's `import('./bootstrap')` and the host's own copies
 * of the shared modules it consumes) become `boot-0`, the shared modules that consume no other,
 * `boot-1`, those that consume only from `boot-0`, and so on up to the bootstrap itself. In a
 * remote, the chunks of its exposed modules (what the host loads to mount it) become
 * `expose-0`... the same way; its own copies of the shared modules, which only its standalone
 * page uses, stay apart. Every first load runs all of these chunks, so nothing is loaded that
 * was not before. What goes is a request and a script element per chunk (about twenty in the
 * host), which on HTTP/1.1 queue six at a time and cost the main thread a fetch and a script
 * insertion each.
 *
 * Why levels and not one chunk: the federation runtime resolves a chunk's shared imports before
 * the chunk counts as loaded, through the share scope, which loads the provider's chunk. A chunk
 * that consumed a module provided in itself would wait for itself.
 *
 * `apart` names shared modules (share keys) whose chunks stay their own: the largest one of the
 * host's boot, React DOM (about 65 KB gz of its 160), then downloads beside the rest instead of
 * at the end of one script, on a connection of its own over HTTP/1.1.
 */
export class IntegrateFirstLoadPlugin {
  /**
   * @param {{ exposes?: string[], apart?: string[] }} [options] a remote's exposed modules
   *   (their requests); shared modules (share keys) whose chunks are not integrated
   */
  constructor({ exposes = [], apart = [] } = {}) {
    this.exposes = new Set(exposes);
    this.apart = apart;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('IntegrateFirstLoadPlugin', (compilation) => {
      let done = false;
      compilation.hooks.optimizeChunks.tap(
        // After splitChunks (STAGE_ADVANCED), on the final chunk graph.
        { name: 'IntegrateFirstLoadPlugin', stage: 20 },
        () => {
          if (done) return;
          done = true;
          const provided = providedChunks(compilation);
          const apart = new Set(this.apart.flatMap((shareKey) => provided.get(shareKey) ?? []));
          const chunks =
            this.exposes.size > 0
              ? exposedChunks(compilation, this.exposes)
              : [...bootChunks(compilation)];
          return integrateByLevel(
            compilation,
            chunks.filter((chunk) => !apart.has(chunk)),
            this.exposes.size > 0 ? 'expose' : 'boot',
          );
        },
      );
    });
  }
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {Iterable<import('webpack').Chunk>} chunks
 * @param {string} prefix the integrated chunks' names: `${prefix}-${level}`
 * @returns {boolean} whether chunks changed
 */
function integrateByLevel(compilation, chunks, prefix) {
  const { chunkGraph } = compilation;
  const integrable = new Set(
    [...chunks].filter((chunk) => !chunk.hasRuntime() && !chunk.canBeInitial()),
  );
  const provided = providedChunks(compilation);
  /** @type {Map<import('webpack').Chunk, number>} */
  const levels = new Map();
  /** @param {import('webpack').Chunk} chunk @param {Set<import('webpack').Chunk>} path */
  const levelOf = (chunk, path) => {
    const known = levels.get(chunk);
    if (known !== undefined) return known;
    if (path.has(chunk))
      throw new Error(`IntegrateFirstLoadPlugin: ${chunk.name} consumes from itself`);
    path.add(chunk);
    let level = 0;
    for (const dependency of consumedChunks(compilation, chunk, provided)) {
      if (dependency !== chunk && integrable.has(dependency)) {
        level = Math.max(level, levelOf(dependency, path) + 1);
      }
    }
    path.delete(chunk);
    levels.set(chunk, level);
    return level;
  };
  /** @type {Map<number, import('webpack').Chunk[]>} */
  const byLevel = new Map();
  for (const chunk of integrable) {
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
    target.name = `${prefix}-${level}`;
  }
  return changed;
}
